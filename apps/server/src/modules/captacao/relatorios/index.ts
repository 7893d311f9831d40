/**
 * The server parts of the recruitment reports (one file per report, its default export), listed here;
 * the engine (platform/relatorios) serves POST /api/captacao/relatorios/<id> for each.
 * The declarations are in packages/domain/src/relatorios/captacao/.
 */
import type { RelatorioServidor } from '../../../platform/relatorios/index.ts';
import analiseEtapasSeletivas from './analise-etapas-seletivas.ts';
import avaliacaoCandidato from './avaliacao-candidato.ts';
import candidatoSelecao from './candidato-selecao.ts';
import cargo from './cargo.ts';
import divulgacaoVaga from './divulgacao-vaga.ts';
import duracaoVaga from './duracao-vaga.ts';
import indicacaoCandidato from './indicacao-candidato.ts';
import qualificacaoCadastralCandidato from './qualificacao-cadastral-candidato.ts';
import qualificacaoCadastralSolicitacaoPessoal from './qualificacao-cadastral-solicitacao-pessoal.ts';
import vagaMotivo from './vaga-motivo.ts';

export const RELATORIOS_CAPTACAO_SERVIDOR: readonly RelatorioServidor<any>[] = [
  candidatoSelecao,
  analiseEtapasSeletivas,
  avaliacaoCandidato,
  indicacaoCandidato,
  divulgacaoVaga,
  vagaMotivo,
  duracaoVaga,
  cargo,
  qualificacaoCadastralCandidato,
  qualificacaoCadastralSolicitacaoPessoal,
];
