import {
  AGRUPAR_POR_OPTIONS,
  SITUACAO_TALENTO_OPTIONS,
} from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { promocoes } from '@ipe/domain/relatorios/cargoSalario/promocoes';
import {
  CampoOpcoes,
  CampoPeriodo,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/promocoes: horizontal and vertical promotions of a period. */
export default function PromocoesTela() {
  return (
    <RelatorioPage def={promocoes}>
      <CampoPeriodo />
      <CampoOpcoes name="agruparPor" label="Agrupar por" options={AGRUPAR_POR_OPTIONS} />
      <CampoOpcoes name="situacao" label="Situação" options={SITUACAO_TALENTO_OPTIONS} />
      <CampoReferencias
        name="estabelecimentosIds"
        label="Estabelecimentos"
        resource="estabelecimentos"
        required
      />
      <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
    </RelatorioPage>
  );
}
