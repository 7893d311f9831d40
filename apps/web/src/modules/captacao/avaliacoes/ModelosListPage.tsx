import { modelosAvaliacaoCandidato as def } from '@ipe/domain/resources/captacao/avaliacoes/index';
import { DonoListPage } from '../../../platform/questionario/dono/DonoListPage.tsx';

/** The generic list of candidate evaluation models, plus 'Clonar' per row for users who may edit them. */
export default function ModelosListPage() {
  return <DonoListPage def={def} />;
}
