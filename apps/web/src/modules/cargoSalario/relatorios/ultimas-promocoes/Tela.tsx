import { DATA_REFERENCIA, MESES_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { ultimasPromocoes } from '@ipe/domain/relatorios/cargoSalario/ultimas-promocoes';
import {
  CampoData,
  CampoOpcoes,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/ultimas-promocoes: each talent's last promotion and the months since. */
export default function UltimasPromocoesTela() {
  return (
    <RelatorioPage def={ultimasPromocoes}>
      <CampoData name="dataReferencia" label={DATA_REFERENCIA} />
      <CampoOpcoes name="meses" label="Meses sem promoção" options={MESES_OPTIONS} />
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
