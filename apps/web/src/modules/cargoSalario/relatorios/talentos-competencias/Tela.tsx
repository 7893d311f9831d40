import { talentosCompetencias } from '@ipe/domain/relatorios/cargoSalario/talentos-competencias';
import { CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoData } from '../camposTalentos.tsx';

/** /cargo-salario/relatorios/talentos-competencias: the competences each talent's band requires. */
export default function TalentosCompetenciasTela() {
  return (
    <RelatorioPage def={talentosCompetencias}>
      <CampoData />
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
