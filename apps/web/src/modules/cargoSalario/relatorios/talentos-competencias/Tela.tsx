import { DATA_REFERENCIA } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { talentosCompetencias } from '@ipe/domain/relatorios/cargoSalario/talentos-competencias';
import { CampoData, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/talentos-competencias: the competences each talent's band requires. */
export default function TalentosCompetenciasTela() {
  return (
    <RelatorioPage def={talentosCompetencias}>
      <CampoData name="dataReferencia" label={DATA_REFERENCIA} />
      <CampoReferencias
        name="estabelecimentosIds"
        label="Estabelecimentos"
        resource="estabelecimentos"
        required
      />
      <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
      <CampoReferencias name="cargosIds" label="Cargos" resource="cargos" />
    </RelatorioPage>
  );
}
