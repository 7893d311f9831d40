import { resultadoAvaliacaoAgrupadoFaixa } from '@ipe/domain/relatorios/avaliacao/resultado-avaliacao-agrupado-faixa';
import { CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAreasOpcionais, CampoAvaliacaoDesempenho } from '../camposDesempenho.tsx';

/** /avaliacao/relatorios/resultado-avaliacao-agrupado-faixa: the results by salary band. */
export default function ResultadoAvaliacaoAgrupadoFaixaTela() {
  return (
    <RelatorioPage def={resultadoAvaliacaoAgrupadoFaixa}>
      <CampoAvaliacaoDesempenho />
      <CampoReferencias name="faixasIds" label="Faixas Salariais" resource="faixas-salariais" />
      <CampoAreasOpcionais />
    </RelatorioPage>
  );
}
