import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { iniciarSmtpTeste, type SmtpTeste } from '../apps/server/src/test/smtp.ts';
import { browserSuite, dialogWith, POLL, toast } from './suite.ts';
import {
  chooseOption,
  DEMO_ADMIN,
  DEMO_CONSULTA,
  type RunningServer,
  seriousA11yViolations,
  startServer,
} from './support.ts';

// Its own server, configured with a real SMTP server of the test (the shared one has no SMTP_URL).
let smtp: SmtpTeste;
let server: RunningServer;
beforeAll(async () => {
  smtp = await iniciarSmtpTeste();
  server = await startServer({ SMTP_URL: smtp.url }, { fromDataDir: inject('seededDataDir') });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});
const s = browserSuite({ name: 'emails', url: () => server.url });

async function abrir(user: typeof DEMO_ADMIN, path: string) {
  return (await s.openAs(user, path)).page;
}

describe('E-mails enviados (/utilitario/emails)', () => {
  it('lists the outbox, filters the failed mail, shows it safely and resends it through SMTP', async () => {
    const page = await abrir(DEMO_ADMIN, '/');
    // Found as a user finds it: 'Pesquisar Menu', under Utilitários.
    await page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar Menu' }).fill('e-mails');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option', { name: 'Utilitários > E-mails enviados' })
      .click();
    await page.getByRole('heading', { name: 'E-mails enviados', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/utilitario/emails');
    const tabela = page.getByRole('table', { name: 'E-mails enviados' });
    await expect.poll(() => tabela.getByRole('row').count(), POLL).toBe(5); // header + 4 demo mails
    await expect.poll(() => tabela.getByText('Não enviado (SMTP não configurado)').count(), POLL).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Status 'Erro' → the failed requisition mail, with the SMTP error in its row. The status is in the
    // filter panel, collapsed behind 'Exibir Filtro'.
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await chooseOption(page, page, 'Status', 'Erro');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => tabela.getByRole('row').count(), POLL).toBe(2);
    const linha = tabela.getByRole('row').filter({ hasText: 'Técnico de Segurança do Trabalho' });
    await expect.poll(() => linha.textContent(), POLL).toContain('connect ECONNREFUSED');

    await linha.getByRole('button', { name: 'Detalhes' }).click();
    const dialogo = dialogWith(page, 'roberto.lima@demo.iperh.com.br');
    await dialogo.waitFor();
    // The HTML body lives in a sandboxed iframe (no scripts, opaque origin), never in the page itself.
    const iframe = dialogo.locator('iframe[title="Corpo do e-mail"]');
    expect(await iframe.getAttribute('sandbox')).toBe('');
    const corpo = page.frameLocator('iframe[title="Corpo do e-mail"]');
    await corpo.getByText('Ipê Demonstração Ltda').first().waitFor();
    await corpo.getByText('Técnico de Segurança do Trabalho').waitFor();
    expect(await page.locator('body > div').getByText('foi liberada.').count()).toBe(0);
    // With reduced motion the dialog's content mounts at once, and a click on the tab in the same moment
    // can be lost (the tab view is still settling): click until the tab is the selected one.
    const abaTexto = dialogo.getByRole('tab', { name: 'Texto simples' });
    await expect
      .poll(async () => {
        await abaTexto.click();
        return abaTexto.getAttribute('aria-selected');
      }, POLL)
      .toBe('true');
    await dialogo
      .getByText('A solicitação de pessoal Técnico de Segurança do Trabalho foi liberada.')
      .waitFor();

    // Reenviar: queued again and sent at once by the server's worker to the test's SMTP server.
    await dialogo.getByRole('button', { name: 'Reenviar' }).click();
    await toast(page, 'E-mail colocado novamente na fila de envio.').waitFor();
    const [m] = await smtp.aguardar(1, 15_000);
    expect(m.para).toEqual(['roberto.lima@demo.iperh.com.br']);
    expect(m.assunto).toBe('Solicitação de pessoal liberada: Técnico de Segurança do Trabalho');
    expect(m.texto).toContain('Ipê Demonstração Ltda');
    await dialogo.getByRole('button', { name: 'Fechar' }).last().click();

    // The row leaves 'Erro'; under 'Enviado' it shows its sending time.
    await chooseOption(page, page, 'Status', 'Enviado');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Pesquisar' }).click();
        return tabela.getByRole('row').filter({ hasText: 'Técnico de Segurança do Trabalho' }).count();
      }, POLL)
      .toBe(1);
  });

  it('is out of reach without ROLE_UTI_EMAILS', async () => {
    const page = await abrir(DEMO_CONSULTA, '/utilitario/emails');
    await page.getByRole('heading', { name: 'Acesso Negado', level: 1 }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect((await page.request.get(`${server.url}/api/utilitario/emails`)).status()).toBe(403);
  });
});

describe('Tarefas agendadas (/utilitario/tarefas-agendadas)', () => {
  it('lists the jobs with the mail sender’s last run, and runs one now', async () => {
    const page = await abrir(DEMO_ADMIN, '/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Pesquisar Menu' }).fill('tarefas');
    await page
      .getByRole('listbox', { name: 'Pesquisar Menu' })
      .getByRole('option', { name: 'Utilitários > Tarefas agendadas' })
      .click();
    await page.getByRole('heading', { name: 'Tarefas agendadas', level: 1 }).waitFor();
    const tabela = page.getByRole('table', { name: 'Tarefas agendadas' });
    // The server's runner sent the outbox at start-up (the mail job runs at once, then every 30 s).
    const envio = tabela.getByRole('row').filter({ hasText: 'Envia os e-mails pendentes' });
    await expect.poll(() => envio.textContent(), POLL).toContain('A cada 30 segundos');
    await expect.poll(() => envio.textContent(), POLL).toContain('Concluída');
    const limpeza = tabela.getByRole('row').filter({ hasText: 'Exclui as sessões expiradas' });
    await expect.poll(() => limpeza.textContent(), POLL).toContain('A cada 10 minutos');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await limpeza.getByRole('button', { name: 'Executar agora' }).click();
    await toast(page, 'Execução solicitada: a tarefa será executada em instantes.').waitFor();
    await expect
      .poll(async () => {
        await page.reload();
        return tabela.getByRole('row').filter({ hasText: 'Exclui as sessões expiradas' }).textContent();
      }, POLL)
      .toContain('Concluída');
  });

  it('is out of reach without ROLE_UTI_TAREFAS_AGENDADAS', async () => {
    const page = await abrir(DEMO_CONSULTA, '/utilitario/tarefas-agendadas');
    await page.getByRole('heading', { name: 'Acesso Negado', level: 1 }).waitFor();
    expect((await page.request.get(`${server.url}/api/utilitario/tarefas-agendadas`)).status()).toBe(403);
  });
});
