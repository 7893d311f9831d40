import {
  avaliacaoCandidato,
  OPCAO_AVALIACAO_OPTIONS,
} from '@ipe/domain/relatorios/captacao/avaliacao-candidato';
import {
  CampoOpcoes,
  CampoPeriodo,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /captacao/relatorios/avaliacao-candidato: option A per candidate (default), B summed per model. */
export default function AvaliacaoCandidatoTela() {
  return (
    <RelatorioPage def={avaliacaoCandidato}>
      <CampoPeriodo />
      <CampoOpcoes name="opcao" label="Opção" options={OPCAO_AVALIACAO_OPTIONS} span={4} />
      <CampoReferencias
        name="modelosIds"
        label="Modelos de Avaliação"
        resource="modelos-avaliacao-candidato"
      />
      <CampoReferencias
        name="solicitacoesIds"
        label="Solicitações de Pessoal"
        resource="solicitacoes-pessoal"
      />
    </RelatorioPage>
  );
}
