import { resultadoAvaliacaoDesempenho } from '@ipe/domain/relatorios/avaliacao/resultado-avaliacao-desempenho';
import { RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAreasOpcionais, CampoAvaliacaoDesempenho } from '../camposDesempenho.tsx';

/** /avaliacao/relatorios/resultado-avaliacao-desempenho: each evaluated talent's result. */
export default function ResultadoAvaliacaoDesempenhoTela() {
  return (
    <RelatorioPage def={resultadoAvaliacaoDesempenho}>
      <CampoAvaliacaoDesempenho />
      <CampoAreasOpcionais />
    </RelatorioPage>
  );
}
