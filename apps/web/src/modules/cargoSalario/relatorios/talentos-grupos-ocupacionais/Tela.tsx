import { SITUACAO_TALENTO_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { talentosGruposOcupacionais } from '@ipe/domain/relatorios/cargoSalario/talentos';
import {
  CampoData,
  CampoOpcoes,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/talentos-grupos-ocupacionais: each occupational group's talents on a date. */
export default function TalentosGruposTela() {
  return (
    <RelatorioPage def={talentosGruposOcupacionais}>
      <CampoData name="dataReferencia" label="Data de Referência" />
      <CampoOpcoes name="situacao" label="Situação" options={SITUACAO_TALENTO_OPTIONS} />
      <CampoReferencias
        name="estabelecimentosIds"
        label="Estabelecimentos"
        resource="estabelecimentos"
        required
      />
      <CampoReferencias
        name="gruposOcupacionaisIds"
        label="Grupos Ocupacionais"
        resource="grupos-ocupacionais"
        required
      />
    </RelatorioPage>
  );
}
