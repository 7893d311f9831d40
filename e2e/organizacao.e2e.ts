import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { digitosVerificadores } from '../packages/domain/src/resources/utilitario/organizacao/inscricao.ts';
import { browserSuite, closeToast, dialogWith, POLL, toast } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations, uniqueName } from './support.ts';

const s = browserSuite({ name: 'organizacao' });

/** Our ids of a state and a city, through the logged-in page's cookies. */
async function ids(page: Page, sigla: string, cidade: string) {
  const estados = (await (await page.request.get(`${s.url}/api/geral/estados`)).json()) as {
    id: number;
    sigla: string;
  }[];
  const estadoId = estados.find((e) => e.sigla === sigla)?.id as number;
  const cidades = (await (
    await page.request.get(`${s.url}/api/geral/estados/${estadoId}/cidades`)
  ).json()) as {
    id: number;
    nome: string;
  }[];
  return { estadoId, cidadeId: cidades.find((c) => c.nome === cidade)?.id as number };
}

describe('establishments (/utilitario/estabelecimentos) and the log', () => {
  // Retried: on a loaded CI machine a masked input occasionally loses typed keys (see the CEP step).
  it("refuses an invalid complement ('Inválido'), fills the address by CEP, saves, and the log shows the change", {
    retry: 2,
  }, async () => {
    const nome = uniqueName('Loja Paulista');
    const { page } = await s.openAs(DEMO_ADMIN, '/utilitario/estabelecimentos');
    await page.getByRole('heading', { name: 'Estabelecimentos', level: 1 }).waitFor();

    // The postal service is outside the test machine: its answer, as our server gives it, is stubbed.
    const { estadoId, cidadeId } = await ids(page, 'SP', 'São Paulo');
    await page.route('**/api/geral/cep/01310100', (route) =>
      route.fulfill({
        json: {
          cep: '01310100',
          logradouro: 'Avenida Paulista',
          complemento: '',
          bairro: 'Bela Vista',
          cidade: 'São Paulo',
          uf: 'SP',
          codigoIbge: 3550308,
          estadoId,
          cidadeId,
        },
      }),
    );

    await page.getByRole('button', { name: 'Novo', exact: true }).click();
    await page.getByRole('heading', { name: 'Novo Estabelecimento', level: 1 }).waitFor();
    const form = page.getByRole('main');
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    // A new establishment starts with the company's CNPJ base.
    await expect.poll(() => field('Base do CNPJ/CAEPF').inputValue(), POLL).toBe('11222333');

    await field('Nome').fill(nome);
    await field('Complemento do CNPJ/CAEPF').fill('007');
    await field('Dígito verificador').fill('99');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const alert = dialogWith(page, 'Preencha os campos indicados');
    await alert.waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => form.locator('#complementoCnpjCaepf-error').textContent(), POLL).toBe('Inválido');
    await form.getByText('Estado é obrigatório', { exact: true }).waitFor();

    // Fixed: four characters, and the check digits the form suggests.
    const dv = digitosVerificadores('CNPJ', '11222333', '0007') as string;
    // Filled until it holds: the form re-renders its suggestion while the value changes.
    const fillUntil = async (label: string, value: string) =>
      expect
        .poll(async () => {
          await field(label).fill(value);
          return field(label).inputValue();
        }, POLL)
        .toBe(value);
    await fillUntil('Complemento do CNPJ/CAEPF', '0007');
    await form.getByText(`o dígito verificador é ${dv}`).waitFor();
    await fillUntil('Dígito verificador', dv);

    // 'Buscar CEP' fills street, neighbourhood, state and city.
    // The mask positions the caret once focused: type after it shows its slots.
    // PrimeReact's InputMask places the caret ~150 ms after focus and keys typed before are lost; on
    // a loaded machine focus can also be taken by the re-render above. Type until the value is right.
    await expect
      .poll(async () => {
        const cep = field('CEP');
        await cep.focus();
        await page.waitForTimeout(300);
        await cep.press('Control+A');
        await cep.press('Backspace');
        await cep.pressSequentially('01310100', { delay: 30 });
        return cep.inputValue();
      }, POLL)
      .toBe('01310-100');
    expect(await field('CEP').inputValue()).toBe('01310-100');
    await form.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect.poll(() => field('Logradouro').inputValue(), POLL).toBe('Avenida Paulista');
    expect(await field('Bairro').inputValue()).toBe('Bela Vista');
    await expect.poll(() => field('Cidade').inputValue(), POLL).toBe('São Paulo');
    await field('Número').fill('1578');
    await field('Complemento').fill('Conjunto 12');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await closeToast(toast(page, 'Estabelecimento salvo com sucesso.'));
    await page.getByRole('heading', { name: 'Estabelecimentos', level: 1 }).waitFor();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: nome });
    await row.waitFor();
    expect(await row.textContent()).toContain(`11.222.333/0007-${dv}`);

    // A change of the number…
    await row.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Estabelecimento', level: 1 }).waitFor();
    await expect.poll(() => field('Número').inputValue(), POLL).toBe('1578');
    await field('Número').fill('1600');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Estabelecimento salvo com sucesso.').waitFor();

    // …is in the log, newest first, with before and after.
    await page.goto(`${s.url}/utilitario/log`);
    await page.getByRole('heading', { name: 'Log de Alterações', level: 1 }).waitFor();
    const entries = page.getByRole('table').getByRole('row').filter({ hasText: nome });
    await expect.poll(() => entries.count(), POLL).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('Alteração');
    expect(await entries.nth(1).textContent()).toContain('Inclusão');
    await entries.nth(0).getByRole('button', { name: 'Detalhes' }).click();
    const dialog = dialogWith(page, 'Detalhes da Alteração');
    await dialog.waitFor();
    const numero = dialog.getByRole('row').filter({ hasText: 'Número' });
    await numero.waitFor();
    expect(await numero.textContent()).toMatch(/Número\s*alterado\s*1578\s*1600/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('companies and system parameters', () => {
  it('shows the extra-field tabs only while their parameter is on; the parameters screen saves', async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/utilitario/empresas/1');
    await page.getByRole('heading', { name: 'Editar Empresa', level: 1 }).waitFor();
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: 'Campos Extras de Candidatos' }).waitFor();
    await tabs.getByRole('tab', { name: 'Recrutamento & Seleção' }).click();
    await page.getByRole('checkbox', { name: 'Habilitar campos extras no cadastro de candidatos' }).click();
    await tabs.getByRole('tab', { name: 'Campos Extras de Candidatos' }).waitFor({ state: 'detached' });
    await tabs.getByRole('tab', { name: 'Formulário do Candidato' }).click();
    expect(await page.getByRole('checkbox', { name: 'Nome', exact: true }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${s.url}/utilitario/parametros-sistema`);
    await page.getByRole('heading', { name: 'Parâmetros do Sistema', level: 1 }).waitFor();
    const cursos = page.getByRole('checkbox', { name: 'Compartilhar cursos entre as empresas' });
    await expect.poll(() => cursos.isChecked(), POLL).toBe(false);
    await cursos.click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast(page, 'Parâmetros do sistema gravados com sucesso.').waitFor();
    const res = await page.request.get(`${s.url}/api/utilitario/parametros-sistema/compartilha-cursos`);
    expect(await res.json()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
