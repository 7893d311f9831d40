import { analiseDesempenhoCompetenciaTalento } from '@ipe/domain/relatorios/avaliacao/analise-desempenho-competencia-talento';
import { CampoLayout, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import {
  CampoAvaliacaoDesempenho,
  CampoAvaliado,
  CampoMediaGeral,
  CampoTalentos,
} from '../camposDesempenho.tsx';

/**
 * /avaliacao/relatorios/analise-desempenho-competencia-talento: one evaluated talent's competences. The
 * rules needing the evaluation (anonymous: at least 2 evaluators) come back from the server on the fields.
 */
export default function AnaliseDesempenhoCompetenciaTalentoTela() {
  return (
    <RelatorioPage def={analiseDesempenhoCompetenciaTalento}>
      <CampoAvaliacaoDesempenho />
      <CampoAvaliado />
      <CampoTalentos name="avaliadoresIds" label="Avaliadores" />
      <CampoLayout />
      <CampoMediaGeral />
    </RelatorioPage>
  );
}
