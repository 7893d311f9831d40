import { avaliacaoDesempenhoAvaliadoresAvaliados } from '@ipe/domain/relatorios/avaliacao/avaliacao-desempenho-avaliadores-avaliados';
import { RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAvaliacaoDesempenho, CampoSituacao, CampoTalentos } from '../camposDesempenho.tsx';

/** /avaliacao/relatorios/avaliacao-desempenho-avaliadores-avaliados: who evaluates whom. */
export default function AvaliacaoDesempenhoAvaliadoresAvaliadosTela() {
  return (
    <RelatorioPage def={avaliacaoDesempenhoAvaliadoresAvaliados}>
      <CampoAvaliacaoDesempenho />
      <CampoTalentos name="avaliadoresIds" label="Avaliadores" required />
      <CampoSituacao />
    </RelatorioPage>
  );
}
