import { alteracoesCargosAreas } from '@ipe/domain/relatorios/cargoSalario/alteracoes-cargos-e-ou-areas';
import {
  ALTERACAO_OPTIONS,
  SITUACAO_TALENTO_OPTIONS,
} from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import {
  CampoOpcoes,
  CampoPeriodo,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/alteracoes-cargos-e-ou-areas: who changed position or area in a period. */
export default function AlteracoesCargosAreasTela() {
  return (
    <RelatorioPage def={alteracoesCargosAreas}>
      <CampoPeriodo />
      <CampoOpcoes name="alteracao" label="Alteração" options={ALTERACAO_OPTIONS} />
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
