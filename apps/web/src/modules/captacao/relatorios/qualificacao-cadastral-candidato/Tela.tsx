import { QUALIFICACAO_CADASTRAL_OPTIONS } from '@ipe/domain';
import { qualificacaoCadastralCandidato } from '@ipe/domain/relatorios/captacao/index';
import {
  CampoEmpresas,
  CampoLayout,
  CampoOpcoes,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

const QUALIFICACOES = QUALIFICACAO_CADASTRAL_OPTIONS.map((o) =>
  o.value === 'TODOS' ? { ...o, label: 'Todas' } : o,
);

/** /captacao/relatorios/qualificacao-cadastral-candidato. */
export default function QualificacaoCadastralCandidatoTela() {
  return (
    <RelatorioPage def={qualificacaoCadastralCandidato}>
      <CampoEmpresas span={6} />
      <CampoOpcoes name="qualificacao" label="Qualificação" options={QUALIFICACOES} span={3} />
      <CampoLayout span={3} />
    </RelatorioPage>
  );
}
