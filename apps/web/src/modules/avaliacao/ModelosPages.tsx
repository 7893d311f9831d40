import { NOTA_MINIMA_MODELO } from '@ipe/domain';
import { avaliacoes, modelosAcompanhamento, modelosAvaliacao } from '@ipe/domain/resources/avaliacao/index';
import { DonoFormPage } from '../../platform/questionario/dono/DonoFormPage.tsx';
import { DonoListPage } from '../../platform/questionario/dono/DonoListPage.tsx';

/**
 * The two screens of evaluation models (performance, experience follow-up): each kind's view of the
 * models, whose question sets (editor, clone) are served under the base /avaliacao/avaliacoes.
 */
const BASE = avaliacoes.path;

export const DesempenhoLista = () => <DonoListPage def={modelosAvaliacao} base={BASE} />;
export const DesempenhoForm = () => (
  <DonoFormPage def={modelosAvaliacao} base={BASE} notaMinimaPadrao={NOTA_MINIMA_MODELO} />
);
export const AcompanhamentoLista = () => <DonoListPage def={modelosAcompanhamento} base={BASE} />;
export const AcompanhamentoForm = () => (
  <DonoFormPage def={modelosAcompanhamento} base={BASE} notaMinimaPadrao={NOTA_MINIMA_MODELO} />
);
