import { NOTA_MINIMA_MODELO } from '@ipe/domain';
import { modelosAvaliacaoCandidato as def } from '@ipe/domain/resources/captacao/avaliacoes/index';
import { DonoFormPage } from '../../../platform/questionario/dono/DonoFormPage.tsx';

/** Candidate evaluation model (/captacao/modelos-avaliacao-candidato/new and /{id}) with its question set. */
export default function ModeloFormPage() {
  return <DonoFormPage def={def} notaMinimaPadrao={NOTA_MINIMA_MODELO} />;
}
