import { SITUACAO_TALENTO_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { talentosCargos } from '@ipe/domain/relatorios/cargoSalario/talentos';
import {
  CampoData,
  CampoMarcado,
  CampoOpcoes,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/talentos-cargos: each position's talents on a date, salary optional. */
export default function TalentosCargosTela() {
  return (
    <RelatorioPage def={talentosCargos}>
      <CampoData name="dataReferencia" label="Data de Referência" />
      <CampoOpcoes name="situacao" label="Situação" options={SITUACAO_TALENTO_OPTIONS} />
      <CampoMarcado name="exibirSalario" label="Exibir salário" />
      <CampoReferencias
        name="estabelecimentosIds"
        label="Estabelecimentos"
        resource="estabelecimentos"
        required
      />
      <CampoReferencias name="cargosIds" label="Cargos" resource="cargos" required />
      <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
    </RelatorioPage>
  );
}
