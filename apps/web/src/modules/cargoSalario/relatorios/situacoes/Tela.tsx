import { ORIGEM_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtros';
import { AGRUPAR_POR_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { situacoes } from '@ipe/domain/relatorios/cargoSalario/situacoes';
import {
  CampoOpcoes,
  CampoPeriodo,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/situacoes: the talents' history rows of a period. */
export default function SituacoesTela() {
  return (
    <RelatorioPage def={situacoes}>
      <CampoPeriodo />
      <CampoOpcoes name="origem" label="Origem" options={ORIGEM_OPTIONS} />
      <CampoOpcoes name="agruparPor" label="Agrupar por" options={AGRUPAR_POR_OPTIONS} />
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
