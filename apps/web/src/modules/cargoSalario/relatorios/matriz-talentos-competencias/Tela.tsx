import { matrizTalentosCompetencias } from '@ipe/domain/relatorios/cargoSalario/matriz-talentos-competencias';
import { CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoData } from '../camposTalentos.tsx';

/** /cargo-salario/relatorios/matriz-talentos-competencias: talents × competences per position. */
export default function MatrizTalentosCompetenciasTela() {
  return (
    <RelatorioPage def={matrizTalentosCompetencias}>
      <CampoData />
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
