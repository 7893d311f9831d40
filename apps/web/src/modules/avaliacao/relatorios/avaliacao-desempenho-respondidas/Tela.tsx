import { avaliacaoDesempenhoRespondidas } from '@ipe/domain/relatorios/avaliacao/avaliacao-desempenho-respondidas';
import { RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAvaliacaoDesempenho, CampoTalentos } from '../camposDesempenho.tsx';

/** /avaliacao/relatorios/avaliacao-desempenho-respondidas: the answered forms (anonymous: gathered). */
export default function AvaliacaoDesempenhoRespondidasTela() {
  return (
    <RelatorioPage def={avaliacaoDesempenhoRespondidas}>
      <CampoAvaliacaoDesempenho />
      <CampoTalentos name="avaliadosIds" label="Avaliados" />
      <CampoTalentos name="avaliadoresIds" label="Avaliadores" />
    </RelatorioPage>
  );
}
