/**
 * The server parts of the recruitment reports (one file per report, its default export), listed here;
 * the engine (platform/relatorios) serves POST /api/captacao/relatorios/<id> for each.
 * The declarations are in packages/domain/src/relatorios/captacao/.
 */
import type { RelatorioServidor } from '../../../platform/relatorios/index.ts';
import analiseEtapasSeletivas from './analise-etapas-seletivas.ts';
import avaliacaoCandidato from './avaliacao-candidato.ts';
import candidatoSelecao from './candidato-selecao.ts';
import indicacaoCandidato from './indicacao-candidato.ts';
import qualificacaoCadastralCandidato from './qualificacao-cadastral-candidato.ts';
import qualificacaoCadastralSolicitacaoPessoal from './qualificacao-cadastral-solicitacao-pessoal.ts';

export const RELATORIOS_CAPTACAO_SERVIDOR: readonly RelatorioServidor<any>[] = [
  candidatoSelecao,
  analiseEtapasSeletivas,
  avaliacaoCandidato,
  indicacaoCandidato,
  qualificacaoCadastralCandidato,
  qualificacaoCadastralSolicitacaoPessoal,
];
