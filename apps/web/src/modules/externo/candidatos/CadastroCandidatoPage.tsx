import { MSG } from '@ipe/domain/messages';
// Type only: the contracts build zod schemas, and the registration's first step loads no zod.
import type { curriculosExterno } from '@ipe/domain/resources/captacao/documentos/contratosCurriculos';
import { lazy, useRef, useState, useTransition } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { chamarRota } from '../../../platform/api/chamar.ts';
import { GlobalLoading } from '../../../platform/layout/GlobalLoading.tsx';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { candidatoState, loadCandidato, useCandidato } from '../../../platform/session/candidato.ts';
import {
  carregarCandidatoForm,
  curriculoObrigatorio,
  type InicioCadastro,
  PrimeiroPasso,
} from '../../captacao/index.ts';
import { useFormularioExterno } from './configuracaoExterna.ts';
import { TXT } from './texts.ts';
import './candidatos-externos.css';

const CadastroCompleto = lazy(() => import('./CadastroCompleto.tsx'));
/** The full form's chunks, asked for when the candidate first touches step 1 (the first screen stays light). */
let pedido = false;
const carregarFormulario = () => {
  if (pedido) return;
  pedido = true;
  void import('./CadastroCompleto.tsx');
  void carregarCandidatoForm();
};

const lerCurriculo = (body: FormData) =>
  chamarRota<(typeof curriculosExterno)['ler']>('POST /api/externo/candidatos/ocr', { body });

/** The element with the focus inside the page, to give it back once the full form is on screen. */
const focoAtual = () => document.activeElement?.id || undefined;

/**
 * /externo/candidatos/new?empresaId=N: a visitor registers in the company with its full form in steps
 * (résumé, required fields, the rest, password and policy acceptance); the server logs them in, so they
 * land on their CV already inside the candidate area. Step 1 is drawn without the full form
 * (PrimeiroPasso: the page's first screen under 250 KB of JavaScript, issue 24 §1); the form takes over,
 * with what step 1 gathered, when the résumé is read or the candidate continues.
 */
export default function CadastroCandidatoPage() {
  useDocumentTitle(TXT.tituloNovo);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const empresaId = params.get('empresaId');
  const valida = !!empresaId && /^\d+$/.test(empresaId);
  const formulario = useFormularioExterno(valida ? empresaId : null);
  const [texto, setTexto] = useState('');
  const [inicio, setInicio] = useState<InicioCadastro | null>(null);
  // The full form loads in a transition: step 1 stays on screen (its 'Continuar' waiting) meanwhile.
  const [carregando, startTransition] = useTransition();
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

  const cabecalho = (
    <p className="ipe-candidato-externo-intro">
      {TXT.introNovo} {TXT.jaTemCadastro}{' '}
      <Link to={`/externo/login?empresaId=${empresaId}`}>{TXT.entrar}</Link>
    </p>
  );
  const afterSave = (saved: Record<string, unknown>) => {
    // The registration opened the candidate's session: the guards wait while it loads.
    candidatoState.set({ status: 'loading', info: null });
    void loadCandidato();
    // Who came from an ad ('Candidatar-se', then 'Cadastre-se') goes back to it to apply.
    const anuncio = params.get('solicitacaoId');
    if (anuncio && /^\d+$/.test(anuncio))
      return `/externo/anuncios?empresaId=${empresaId}&anuncio=${anuncio}`;
    return `/externo/candidatos/${Number(saved.id)}?empresaId=${empresaId}`;
  };
  const passar = (i: InicioCadastro) => {
    carregarFormulario();
    // A 'Continuar' already pressed stays pressed.
    startTransition(() => setInicio((antes) => ({ ...i, continuar: i.continuar || !!antes?.continuar })));
  };
  return (
    <div className="ipe-candidato-externo">
      {inicio ? (
        <CadastroCompleto
          empresaId={empresaId}
          configuracao={formulario.data}
          inicio={inicio}
          cabecalho={cabecalho}
          afterSave={afterSave}
        />
      ) : (
        <PrimeiroPasso
          cabecalho={cabecalho}
          ler={lerCurriculo}
          obrigatorio={curriculoObrigatorio(formulario.data.obrigatorios)}
          texto={texto}
          onTexto={setTexto}
          // Also when it comes after 'Continuar' (the form then fills from it at once).
          onLido={(lido, arquivo) => {
            setTexto(lido);
            passar({ texto: lido, lido: true, arquivo, continuar: false, foco: focoAtual() });
          }}
          onContinuar={() => passar({ texto, lido: false, arquivo: null, continuar: true })}
          // Where the full form's 'Sair' leads (its list, /externo/candidatos: back to this page).
          sair={() => navigate('/externo/candidatos')}
          onInteracao={carregarFormulario}
          carregando={carregando}
        />
      )}
    </div>
  );
}
