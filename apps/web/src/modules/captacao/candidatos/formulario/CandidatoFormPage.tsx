import { candidatos, type FormularioTipo } from '@ipe/domain/resources/captacao/candidatos/index';
import { Link, useParams } from 'react-router';
import NotFoundPage from '../../../../platform/pages/NotFoundPage.tsx';
import { FormSkeleton } from '../../../../platform/resource/ResourceFormPage.tsx';
import { CandidatoForm } from './CandidatoForm.tsx';
import { useFormularioCandidato } from './configuracao.ts';
import { TXT } from './texts.ts';

/** Routes of the simplified forms (new candidates only; a saved one opens in the full form). */
export const SIMPLIFICADO_PATH = `${candidatos.path}/simplificado/new`;
export const SIMPLIFICADO_CURRICULO_PATH = `${candidatos.path}/simplificado-curriculo/new`;

/** The shortcuts from the full form's new screen to the simplified ones, and back. */
function Atalhos({ atual }: { atual: FormularioTipo }) {
  const links: [FormularioTipo, string, string][] = [
    ['completo', `${candidatos.path}/new`, TXT.formularioCompleto],
    ['simplificado', SIMPLIFICADO_PATH, TXT.formularioSimplificado],
    ['simplificado-curriculo', SIMPLIFICADO_CURRICULO_PATH, TXT.formularioSimplificadoCurriculo],
  ];
  return (
    <nav className="ipe-candidato-atalhos" aria-label={TXT.tiposFormulario}>
      {links.map(([tipo, to, label]) =>
        tipo === atual ? (
          <strong key={tipo} aria-current="page">
            {label}
          </strong>
        ) : (
          <Link key={tipo} to={to}>
            {label}
          </Link>
        ),
      )}
    </nav>
  );
}

/**
 * HR's candidate forms: /captacao/candidatos/new and /{id} (full), /simplificado/new and
 * /simplificado-curriculo/new (simplified, spec 1 §5).
 */
export function CandidatoFormPage({ formulario = 'completo' }: { formulario?: FormularioTipo }) {
  const { id: param } = useParams();
  const configuracao = useFormularioCandidato();
  const id = param === undefined || param === 'new' ? null : Number(param);
  if (id !== null && !(Number.isInteger(id) && id > 0)) return <NotFoundPage />;
  // The form waits for the company's configuration: its required fields decide the checks. Reads show
  // no global overlay (platform/api/client.ts): the skeleton stands for the fields meanwhile.
  if (!configuracao.data) return configuracao.isError ? null : <FormSkeleton />;
  return (
    <CandidatoForm
      key={`${formulario}-${id ?? 'new'}`}
      id={id}
      formulario={formulario}
      configuracao={configuracao.data}
      cabecalho={id === null ? <Atalhos atual={formulario} /> : undefined}
    />
  );
}

export default function CandidatoCompletoPage() {
  return <CandidatoFormPage />;
}
export const CandidatoSimplificadoPage = () => <CandidatoFormPage formulario="simplificado" />;
export const CandidatoSimplificadoCurriculoPage = () => (
  <CandidatoFormPage formulario="simplificado-curriculo" />
);
