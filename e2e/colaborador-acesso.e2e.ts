import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { textoDoPdf } from '../apps/server/src/test/pdf.ts';
import { iniciarSmtpTeste, type SmtpTeste } from '../apps/server/src/test/smtp.ts';
import { browserSuite, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, type RunningServer, startServer } from './support.ts';

/**
 * The employee as a user (issue 19): HR creates users for an area's talents; one sets the password from
 * the e-mailed link, another logs in with the letter's one-time code, must change it at once, then
 * updates its own contact data ('Atualizar Meus Dados').
 */
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
const s = browserSuite({ name: 'colaborador-acesso', url: () => server.url });

interface Talento {
  id: number;
  nome: string;
  cpf: string;
  areaOrganizacionalId: number;
}

async function entrar(page: Page, cpf: string, senha: string) {
  await page.goto(`${s.url}/login`);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha').fill(senha);
  await chooseOption(page, page, 'Empresa', 'Ipê Demonstração Ltda');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('employee first access', () => {
  it('creates users for an area, sets a password from the e-mail link and from the letter code, then updates own data', {
    timeout: 120_000,
  }, async () => {
    const { page } = await s.signedIn(DEMO_ADMIN);
    // The area with most active talents (some of them have no user yet; the demo gave users to 30).
    const lista = await page.request.get(`${s.url}/api/cargo-salario/colaboradores?page=0&size=500`);
    const talentos = (await lista.json()).content as Talento[];
    const porArea = new Map<number, number>();
    for (const t of talentos)
      porArea.set(t.areaOrganizacionalId, (porArea.get(t.areaOrganizacionalId) ?? 0) + 1);
    const area = [...porArea].sort((a, b) => b[1] - a[1])[0][0];
    const opcoes = await (await page.request.get(`${s.url}/api/cargo-salario/colaboradores/opcoes`)).json();
    const rotulo = (opcoes.areas as { value: number; label: string }[]).find((a) => a.value === area)
      ?.label as string;

    await page.goto(`${s.url}/cargo-salario/colaboradores/usuarios`);
    await page.getByRole('heading', { name: 'Acesso dos Talentos', level: 1 }).waitFor();
    await chooseOption(page, page, 'Área Organizacional', rotulo, rotulo);
    await page.getByRole('button', { name: 'Criar usuários' }).click();
    const criados = page.getByRole('list', { name: 'Usuários criados' });
    await criados.waitFor();
    const itens = criados.getByRole('listitem');
    expect(await itens.count()).toBeGreaterThanOrEqual(2);
    const nomeDe = async (i: number) => ((await itens.nth(i).textContent()) ?? '').split(' — ')[0].trim();
    const [porEmail, porCarta] = [await nomeDe(0), await nomeDe(1)];
    const cpfDe = (nome: string) => talentos.find((t) => t.nome === nome)?.cpf as string;

    // The letter: a PDF with the CPF and a one-time code.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      criados.getByRole('button', { name: `Imprimir carta de ${porCarta}` }).click(),
    ]);
    const destino = path.join(os.tmpdir(), `ipe-carta-${Date.now()}.pdf`);
    await download.saveAs(destino);
    const texto = await textoDoPdf(fs.readFileSync(destino));
    fs.rmSync(destino, { force: true });
    const codigo = /código de uso único: ([A-Z2-9]{8})/.exec(texto)?.[1] as string;
    expect(codigo, texto).toBeDefined();

    // The e-mail link: the employee chooses the password on /definir-senha, then logs in with it.
    const mail = await expect
      .poll(() => smtp.mensagens.find((m) => m.html.includes(porEmail)), POLL)
      .toBeDefined()
      .then(() => smtp.mensagens.find((m) => m.html.includes(porEmail)));
    const link = /\/definir-senha\?token=[\w-]+/.exec(mail?.texto ?? '')?.[0] as string;
    const primeiro = (await s.open()).page;
    await primeiro.goto(`${s.url}${link}`);
    await primeiro.getByRole('heading', { name: 'Criar minha senha' }).waitFor();
    await primeiro.getByLabel(/^Nova senha/).fill('senha-do-email');
    await primeiro.getByLabel(/^Confirme a nova senha/).fill('senha-do-email');
    await primeiro.getByRole('button', { name: 'Salvar senha' }).click();
    await primeiro.getByText('Senha definida com sucesso. Entre com o seu CPF e a nova senha.').waitFor();
    await entrar(primeiro, cpfDe(porEmail), 'senha-do-email');
    await primeiro
      .getByRole('banner')
      .getByRole('button', { name: porEmail.slice(0, 70) })
      .waitFor();

    // The letter's code: the login opens only 'Alterar Minha Senha' until the employee chooses one.
    const carta = (await s.open()).page;
    await entrar(carta, cpfDe(porCarta), codigo);
    const dialogo = carta.getByRole('dialog', { name: 'Alterar Minha Senha' });
    await dialogo.getByLabel(/^Senha atual/).fill(codigo);
    await dialogo.getByLabel(/^Nova senha/).fill('senha-da-carta');
    await dialogo.getByLabel(/^Confirmação da nova senha/).fill('senha-da-carta');
    await dialogo.getByRole('button', { name: 'Gravar' }).click();
    await toast(carta, 'Senha alterada com sucesso.').waitFor();

    // 'Atualizar Meus Dados' from the user menu: its own contact data.
    const banner = carta.getByRole('banner');
    await banner.getByRole('button', { name: porCarta.slice(0, 70) }).click();
    await carta.getByRole('menuitem', { name: 'Atualizar Meus Dados' }).click();
    await carta.getByRole('heading', { name: 'Meus Dados', level: 1 }).waitFor();
    const email = carta.getByLabel('E-mail');
    await expect.poll(() => email.inputValue(), POLL).not.toBe('');
    await email.fill('meu.novo.email@exemplo.com.br');
    await carta.getByRole('button', { name: 'Gravar' }).click();
    await toast(carta, 'Dados atualizados com sucesso.').waitFor();
  });
});
