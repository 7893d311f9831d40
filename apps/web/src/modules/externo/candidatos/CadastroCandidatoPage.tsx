import { MSG } from '@ipe/domain';
import { portaCandidato } from '@ipe/domain/resources/captacao/candidatos/portas';
import { useMemo, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { GlobalLoading } from '../../../platform/layout/GlobalLoading.tsx';
import { candidatoState, loadCandidato, useCandidato } from '../../../platform/session/candidato.ts';
import { CandidatoForm } from '../../captacao/index.ts';
import { OpcoesExternas, useFormularioExterno, useOcultosExterno } from './formularioExterno.tsx';
import { TXT } from './texts.ts';
import './candidatos-externos.css';

/**
 * /externo/candidatos/new?empresaId=N: a visitor registers in the company with its full form (required
 * and extra fields, photo, lists, password, policy acceptance); the server logs them in, so they land on
 * their CV already inside the candidate area.
 */
export default function CadastroCandidatoPage() {
  useDocumentTitle(TXT.tituloNovo);
  const [params] = useSearchParams();
  const empresaId = params.get('empresaId');
  const valida = !!empresaId && /^\d+$/.test(empresaId);
  const formulario = useFormularioExterno(valida ? empresaId : null);
  const ocultar = useOcultosExterno(formulario.data);
  const extras = useMemo(() => ({ empresaId: Number(empresaId) }), [empresaId]);
  // A candidate already logged in when the page opened goes to the ads (spec 1 §2: visitors only).
  const { status } = useCandidato();
  const entrouAntes = useRef<boolean | null>(null);
  if (entrouAntes.current === null && status !== 'loading') entrouAntes.current = status === 'authenticated';

  if (status === 'loading' && entrouAntes.current === null) return <GlobalLoading force />;
  if (entrouAntes.current)
    return <Navigate replace to={`/externo/anuncios${valida ? `?empresaId=${empresaId}` : ''}`} />;

  if (!valida)
    return (
      <p role="alert" className="ipe-externo-erro">
        {MSG.empresaIdInvalido}
      </p>
    );
  if (!formulario.data) return formulario.isError ? null : <GlobalLoading force />;
  return (
    <div className="ipe-candidato-externo">
      <OpcoesExternas empresaId={empresaId}>
        <CandidatoForm
          id={null}
          configuracao={formulario.data}
          porta={portaCandidato}
          ocultar={ocultar}
          avisosRh={false}
          peloCandidato
          passos
          valoresExtras={extras}
          cabecalho={
            <p className="ipe-candidato-externo-intro">
              {TXT.introNovo} {TXT.jaTemCadastro}{' '}
              <Link to={`/externo/login?empresaId=${empresaId}`}>{TXT.entrar}</Link>
            </p>
          }
          afterSave={(saved) => {
            // The registration opened the candidate's session: the guards wait while it loads.
            candidatoState.set({ status: 'loading', info: null });
            void loadCandidato();
            // Who came from an ad ('Candidatar-se', then 'Cadastre-se') goes back to it to apply.
            const anuncio = params.get('solicitacaoId');
            if (anuncio && /^\d+$/.test(anuncio))
              return `/externo/anuncios?empresaId=${empresaId}&anuncio=${anuncio}`;
            return `/externo/candidatos/${Number(saved.id)}?empresaId=${empresaId}`;
          }}
        />
      </OpcoesExternas>
    </div>
  );
}
