import { portaCandidato } from '@ipe/domain/resources/captacao/candidatos/portas';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { GlobalLoading } from '../../../platform/layout/GlobalLoading.tsx';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { useCandidato } from '../../../platform/session/candidato.ts';
import { CandidatoForm } from '../../captacao/index.ts';
import { AlterarSenhaCandidato } from '../conta/AlterarSenhaCandidato.tsx';
import { useFormularioExterno } from './configuracaoExterna.ts';
import { OpcoesExternas, useOcultosExterno } from './formularioExterno.tsx';
import { TXT } from './texts.ts';
import './candidatos-externos.css';

/**
 * /externo/candidatos/{id}[?empresaId=N][&tab=senha]: the candidate's own CV in the company's form, or
 * with tab=senha the password change. Another candidate's id is not found (the API answers 404 too).
 */
export default function CurriculoCandidatoPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const senha = params.get('tab') === 'senha';
  const { info } = useCandidato();
  useDocumentTitle(senha ? TXT.tituloSenha : TXT.tituloCurriculo);
  const empresaId = info ? String(info.empresa.id) : null;
  const formulario = useFormularioExterno(empresaId);
  const ocultar = useOcultosExterno(formulario.data);

  if (!info || id !== info.candidato.id) return <NotFoundPage />;
  if (senha) return <AlterarSenhaCandidato />;
  if (!formulario.data) return formulario.isError ? null : <GlobalLoading force />;
  return (
    <div className="ipe-candidato-externo">
      <OpcoesExternas empresaId={empresaId}>
        <CandidatoForm
          id={id}
          configuracao={formulario.data}
          porta={portaCandidato}
          ocultar={ocultar}
          avisosRh={false}
          peloCandidato
          afterSave={() => `/externo/candidatos/${id}?empresaId=${empresaId}`}
        />
      </OpcoesExternas>
    </div>
  );
}
