import { cartaoAcompanhamentoPeriodoExperiencia } from '@ipe/domain/relatorios/avaliacao/cartao-acompanhamento-periodo-experiencia';
import { CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoPeriodos } from '../campos.tsx';

/** /avaliacao/relatorios/cartao-acompanhamento-periodo-experiencia: the follow-up card of chosen talents. */
export default function CartaoAcompanhamentoPeriodoExperienciaTela() {
  return (
    <RelatorioPage def={cartaoAcompanhamentoPeriodoExperiencia}>
      <CampoReferencias name="colaboradoresIds" label="Talentos" resource="colaboradores" required />
      <CampoPeriodos />
    </RelatorioPage>
  );
}
