import { DATA_REFERENCIA, MULTIPLICADOR_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { projecoesSalariaisTalentos } from '@ipe/domain/relatorios/cargoSalario/projecoes-salariais-talentos';
import {
  CampoData,
  CampoFiltrarPor,
  CampoOpcoes,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';
import { CampoInteiro } from '../camposTalentos.tsx';

/** /cargo-salario/relatorios/projecoes-salariais-talentos: salaries projected N months or years ahead. */
export default function ProjecoesSalariaisTela() {
  return (
    <RelatorioPage def={projecoesSalariaisTalentos}>
      <CampoData name="dataReferencia" label={DATA_REFERENCIA} />
      <CampoInteiro name="quantidade" label="Projetar por" />
      <CampoOpcoes name="multiplicador" label="Unidade" options={MULTIPLICADOR_OPTIONS} span={2} />
      <CampoReferencias
        name="estabelecimentosIds"
        label="Estabelecimentos"
        resource="estabelecimentos"
        required
      />
      <CampoFiltrarPor span={6} />
    </RelatorioPage>
  );
}
