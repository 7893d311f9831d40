/**
 * The recruitment reports (spec 1 §2 /captacao/relatorios, §7 'Recruitment reports'): one declaration per
 * file, listed here. The server part of each is apps/server/src/modules/captacao/relatorios/<id>.ts and
 * its screen apps/web/src/modules/captacao/relatorios/<id>/.
 */
import type { RelatorioDef } from '../relatorio.ts';
import { menuRelatorios } from '../relatorio.ts';
import { analiseEtapasSeletivas } from './analise-etapas-seletivas.ts';
import { avaliacaoCandidato } from './avaliacao-candidato.ts';
import { candidatoSelecao } from './candidato-selecao.ts';
import { cargoRelatorio } from './cargo.ts';
import { divulgacaoVaga } from './divulgacao-vaga.ts';
import { duracaoVaga } from './duracao-vaga.ts';
import { indicacaoCandidato } from './indicacao-candidato.ts';
import { qualificacaoCadastralCandidato } from './qualificacao-cadastral-candidato.ts';
import { qualificacaoCadastralSolicitacaoPessoal } from './qualificacao-cadastral-solicitacao-pessoal.ts';
import { vagaMotivo } from './vaga-motivo.ts';

export { qualificacaoCadastralCandidato, qualificacaoCadastralSolicitacaoPessoal };
export { analiseEtapasSeletivas, avaliacaoCandidato, candidatoSelecao, indicacaoCandidato };
export { cargoRelatorio, divulgacaoVaga, duracaoVaga, vagaMotivo };

export const RELATORIOS_CAPTACAO: readonly RelatorioDef[] = [
  candidatoSelecao,
  analiseEtapasSeletivas,
  avaliacaoCandidato,
  indicacaoCandidato,
  divulgacaoVaga,
  vagaMotivo,
  duracaoVaga,
  cargoRelatorio,
  qualificacaoCadastralCandidato,
  qualificacaoCadastralSolicitacaoPessoal,
];

export const MENU_RELATORIOS_CAPTACAO = menuRelatorios('Recrutamento & Seleção', RELATORIOS_CAPTACAO);
