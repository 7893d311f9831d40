import { pesquisaAvaliacaoDesempenho } from '@ipe/domain/relatorios/avaliacao/pesquisa';
import { RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAreasOpcionais, CampoAvaliacaoDesempenho } from '../camposDesempenho.tsx';

/** /avaliacao/relatorios/pesquisa: the evaluation's answers question by question. */
export default function PesquisaAvaliacaoDesempenhoTela() {
  return (
    <RelatorioPage def={pesquisaAvaliacaoDesempenho}>
      <CampoAvaliacaoDesempenho />
      <CampoAreasOpcionais />
    </RelatorioPage>
  );
}
