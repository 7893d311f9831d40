import { seedDemoAnalyticsVagas } from './analyticsVagas.ts';
import { seedDemoAnuncios } from './anuncios.ts';
import { seedDemoAreas } from './areas.ts';
import { seedDemoCaptacao } from './captacao.ts';
import { seedDemoCandidatosAvaliados } from './candidatosAvaliados.ts';
import { seedDemoCandidatos } from './candidatos.ts';
import { seedDemoCaptacaoCadastros } from './captacaoCadastros.ts';
import { seedDemoCargoCompetencias } from './cargo-competencias.ts';
import { seedDemoColaboradores } from './colaboradores.ts';
import { seedDemoContaCandidatos } from './contaCandidatos.ts';
import { seedDemoCompetencias } from './competencias.ts';
import { seedDemoEmails } from './emails.ts';
import { seedDemoFaixas } from './faixas.ts';
import { seedDemoOrganizacao } from './organizacao.ts';
import { seedDemoRelatoriosSelecao } from './relatoriosSelecao.ts';
import { seedDemoResponsaveis } from './responsaveis.ts';
import { seedDemoSelecao } from './selecao.ts';
import { seedDemoSolicitacoes } from './solicitacoes.ts';
import type { DemoCtx } from './types.ts';

/** The organisation demo data, part by part, in dependency order. */
export async function seedDemoOrganisation(ctx: DemoCtx) {
  await seedDemoOrganizacao(ctx); // establishments, company parameters
  await seedDemoAreas(ctx); // area tree, occupational groups, positions
  await seedDemoFaixas(ctx); // indices, salary bands and their histories
  await seedDemoCompetencias(ctx); // competences and levels
  await seedDemoCargoCompetencias(ctx); // the competences each position asks for
  await seedDemoColaboradores(ctx); // 200 talents and their histories
  await seedDemoResponsaveis(ctx); // a responsible per area, from its talents
  await seedDemoCaptacao(ctx); // candidates and candidate evaluation models
  await seedDemoCaptacaoCadastros(ctx); // recruitment registers; sources of the candidates
  await seedDemoCandidatosAvaliados(ctx); // the CVs of the 40 evaluated candidates (after the registers)
  await seedDemoCandidatos(ctx); // the candidate base: 2,000 CVs (after the registers they point at)
  await seedDemoSolicitacoes(ctx); // 20 personnel requisitions in every situation, with their history
  await seedDemoAnuncios(ctx); // 8 job ads on the released, suspended, closed and cancelled requisitions (after them)
  await seedDemoSelecao(ctx); // candidates in four requisitions at different steps, one hired; palographic exams
  await seedDemoRelatoriosSelecao(ctx); // who referred the referred candidates; the evaluations' requisitions
  await seedDemoAnalyticsVagas(ctx); // candidates in the other released requisitions, hires in the closed ones (dashboard)
  await seedDemoEmails(ctx); // a few mails in the outbox (/utilitario/emails)
  await seedDemoContaCandidatos(ctx); // 3 demo candidates with the password candidato123 (candidate area)
}
