import { useParams } from 'react-router';
import NotFoundPage from '../../../../platform/pages/NotFoundPage.tsx';
import { CandidatoForm } from './CandidatoForm.tsx';
import { useConfiguracaoCandidato } from './configuracao.ts';

/** HR's candidate form: /captacao/candidatos/new and /captacao/candidatos/{id}. */
export default function CandidatoFormPage() {
  const { id: param } = useParams();
  const configuracao = useConfiguracaoCandidato();
  const id = param === undefined || param === 'new' ? null : Number(param);
  if (id !== null && !(Number.isInteger(id) && id > 0)) return <NotFoundPage />;
  // The form waits for the company's configuration: its required fields decide the schema.
  if (!configuracao.data) return null;
  return <CandidatoForm key={id ?? 'new'} id={id} configuracao={configuracao.data} />;
}
