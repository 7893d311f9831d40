import { defineServerModule } from '../../platform/modules.ts';
import { donoAcompanhamento, registerAcompanhamentos } from './acompanhamentos.ts';
import { seedDemoAcompanhamentos } from './demo/acompanhamentos.ts';
import { registerAvaliacoesDesempenho } from './desempenho/avaliacoes.ts';
import { registerConsultasDesempenho } from './desempenho/consultas.ts';
import { registerQuestionariosDesempenho } from './desempenho/questionarios.ts';
import { donoDesempenho } from './desempenho/dono.ts';
import { registerParticipantesDesempenho } from './desempenho/participantes.ts';
import { seedDemoDesempenho } from './demo/desempenho.ts';
import { seedDemoDesempenhoRascunho } from './demo/desempenhoRascunho.ts';
import { seedDemoNineBox } from './demo/ninebox.ts';
import { registerRotasDesempenho } from './desempenho/rotas.ts';
import { seedDemoAvaliacao } from './demo/modelos.ts';
import { registerModelosAvaliacao } from './modelos.ts';
import { registerNineBox } from './ninebox.ts';
import { registerNineBoxGrafico } from './nineboxGrafico.ts';
import { registerAnalyticsDesempenho } from './analyticsDesempenho.ts';
import { registerPerguntasAvaliacao } from './perguntas.ts';
import { registerRelatoriosAvaliacao } from './relatorios/routes.ts';
import { registerRespostasAvaliacao } from './respostas.ts';
import { pendenciaFimExperiencia } from './pendencias.ts';
import { TABLES_AVALIACAO } from './tables.ts';

/** Avaliação de Desempenho: evaluation models (performance, experience follow-up), experience periods. */
export const avaliacao = defineServerModule({
  id: 'avaliacao',
  tables: [TABLES_AVALIACAO],
  register: [
    registerModelosAvaliacao,
    registerPerguntasAvaliacao,
    registerRespostasAvaliacao,
    registerRelatoriosAvaliacao,
    registerAcompanhamentos,
    registerAvaliacoesDesempenho,
    registerParticipantesDesempenho,
    registerQuestionariosDesempenho,
    registerConsultasDesempenho,
    registerNineBox,
    registerNineBoxGrafico,
    registerAnalyticsDesempenho,
    registerRotasDesempenho,
  ],
  // The experience follow-up (answered by the talent's area manager); the performance evaluation.
  donosResposta: [donoAcompanhamento, donoDesempenho],
  pendencias: [pendenciaFimExperiencia],
  // the 45- and 90-day periods with a follow-up model each, a performance model; follow-ups of six talents
  demo: [
    seedDemoAvaliacao,
    seedDemoAcompanhamentos,
    seedDemoDesempenho,
    seedDemoDesempenhoRascunho,
    seedDemoNineBox,
  ],
});
