import { defineServerModule } from '../../platform/modules.ts';
import { registerAnuncios } from './anuncios/routes.ts';
import { TABLES_ANUNCIOS } from './anuncios/tables.ts';
import { registerAvaliacoesCaptacao } from './avaliacoes/routes.ts';
import { TABLES_AVALIACOES_CAPTACAO } from './avaliacoes/tables.ts';
import { registerCadastrosCaptacao } from './cadastros/routes.ts';
import { TABLES_CADASTROS_CAPTACAO } from './cadastros/tables.ts';
import { registerLoteCandidatos } from './candidatos/buscaLote.ts';
import { registerCandidatos } from './candidatos/routes.ts';
import { TABLES_CANDIDATOS } from './candidatos/tables.ts';
import { seedDemoAnuncios } from './demo/anuncios.ts';
import { registerDevolutiva } from './devolutiva/routes.ts';
import { seedDemoCandidatos } from './demo/candidatos.ts';
import { seedDemoCandidatosAvaliados } from './demo/candidatosAvaliados.ts';
import { seedDemoCaptacao } from './demo/captacao.ts';
import { seedDemoCaptacaoCadastros } from './demo/captacaoCadastros.ts';
import { seedDemoPedidosDocumentos } from './demo/pedidosDocumentos.ts';
import { seedDemoRelatoriosSelecao } from './demo/relatoriosSelecao.ts';
import { seedDemoSelecao } from './demo/selecao.ts';
import { seedDemoSolicitacoes } from './demo/solicitacoes.ts';
import { jobExpurgoLgpd } from './documentos/agendador.ts';
import { registerDocumentos } from './documentos/routes.ts';
import { TABLES_DOCUMENTOS } from './documentos/tables.ts';
import { garantirTiposPadrao } from './documentos/pedidos.ts';
import { PENDENCIAS_CAPTACAO } from './pendencias.ts';
import { registerEstatisticasVaga } from './estatisticas/routes.ts';
import { registerRelatoriosCaptacao } from './relatorios/routes.ts';
import { registerContratacao } from './selecao/contratacao.ts';
import { registerSelecao } from './selecao/routes.ts';
import { TABLES_SELECAO } from './selecao/tables.ts';
import { registerSolicitacoes } from './solicitacoes/routes.ts';
import { TABLES_SOLICITACOES } from './solicitacoes/tables.ts';

/** Recrutamento & Seleção: candidates, requisitions, ads, selection, evaluations, documents, reports. */
export const captacao = defineServerModule({
  id: 'captacao',
  tables: [
    TABLES_CANDIDATOS,
    TABLES_DOCUMENTOS,
    TABLES_AVALIACOES_CAPTACAO,
    TABLES_SOLICITACOES,
    TABLES_SELECAO,
    TABLES_ANUNCIOS,
    TABLES_CADASTROS_CAPTACAO,
  ],
  register: [
    registerAvaliacoesCaptacao,
    registerSolicitacoes,
    registerCadastrosCaptacao,
    registerEstatisticasVaga,
    registerRelatoriosCaptacao,
    registerAnuncios,
    registerCandidatos,
    registerLoteCandidatos,
    registerDocumentos,
    registerSelecao,
    registerContratacao,
    registerDevolutiva,
  ],
  jobs: (_app, { db, config }) => [jobExpurgoLgpd(db, config.expurgoLgpd)],
  pendencias: PENDENCIAS_CAPTACAO,
  // Every company has a checklist of document types (issue 24 §4): the defaults where it has none.
  seed: (db) => garantirTiposPadrao(db),
  demo: [
    seedDemoCaptacao, // candidates and candidate evaluation models
    seedDemoCaptacaoCadastros, // recruitment registers; sources of the candidates
    seedDemoCandidatosAvaliados, // the CVs of the 40 evaluated candidates (after the registers)
    seedDemoCandidatos, // the candidate base: 2,000 CVs (after the registers they point at)
    seedDemoSolicitacoes, // 20 personnel requisitions in every situation, with their history
    seedDemoAnuncios, // 8 job ads on the released, suspended, closed and cancelled requisitions (after them)
    seedDemoSelecao, // candidates in four requisitions at different steps, one hired; palographic exams
    seedDemoRelatoriosSelecao, // who referred the referred candidates; the evaluations' requisitions
    ({ tx }) => garantirTiposPadrao(tx), // the default checklist of document types (both companies)
    seedDemoPedidosDocumentos, // André Marques asked for RG (sent, to review) and CPF (after the checklist)
  ],
});
