import { MESES_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { ultimasPromocoes } from '@ipe/domain/relatorios/cargoSalario/ultimas-promocoes';
import { CampoOpcoes, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoData } from '../camposTalentos.tsx';

/** /cargo-salario/relatorios/ultimas-promocoes: each talent's last promotion and the months since. */
export default function UltimasPromocoesTela() {
  return (
    <RelatorioPage def={ultimasPromocoes}>
      <CampoData />
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
