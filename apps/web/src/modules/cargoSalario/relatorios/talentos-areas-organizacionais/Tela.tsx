import { SITUACAO_TALENTO_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { talentosAreasOrganizacionais } from '@ipe/domain/relatorios/cargoSalario/talentos';
import {
  CampoData,
  CampoOpcoes,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/talentos-areas-organizacionais: each area's talents on a date. */
export default function TalentosAreasTela() {
  return (
    <RelatorioPage def={talentosAreasOrganizacionais}>
      <CampoData name="dataReferencia" label="Data de Referência" />
      <CampoOpcoes name="situacao" label="Situação" options={SITUACAO_TALENTO_OPTIONS} />
      <CampoReferencias
        name="estabelecimentosIds"
        label="Estabelecimentos"
        resource="estabelecimentos"
        required
      />
      <CampoReferencias
        name="areasIds"
        label="Áreas Organizacionais"
        resource="areas-organizacionais"
        required
      />
    </RelatorioPage>
  );
}
