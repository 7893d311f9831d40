import { DATA_REFERENCIA } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { matrizTalentosCompetencias } from '@ipe/domain/relatorios/cargoSalario/matriz-talentos-competencias';
import { CampoData, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/matriz-talentos-competencias: talents × competences per position. */
export default function MatrizTalentosCompetenciasTela() {
  return (
    <RelatorioPage def={matrizTalentosCompetencias}>
      <CampoData name="dataReferencia" label={DATA_REFERENCIA} />
      <CampoReferencias name="cargosIds" label="Cargos" resource="cargos" required />
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
