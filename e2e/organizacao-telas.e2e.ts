import { it } from 'vitest';
import { browserSuite } from './suite.ts';
import { DEMO_ADMIN } from './support.ts';

// Temporary: screenshots of the organisation screens for a visual check.
const s = browserSuite({ name: 'organizacao-telas' });
const shot = (name: string) => `e2e/screenshots/org-${name}.png`;

it('screens', async () => {
  const { page } = await s.openAs(DEMO_ADMIN, '/utilitario/estabelecimentos');
  await page.getByRole('table').getByRole('row').nth(1).waitFor();
  await page.screenshot({ path: shot('estab-lista'), fullPage: true });
  await page.goto(`${s.url}/utilitario/estabelecimentos/new`);
  await page.getByRole('heading', { name: 'Novo Estabelecimento' }).waitFor();
  await page.getByRole('textbox', { name: 'Complemento do CNPJ/CAEPF', exact: true }).fill('0009');
  await page.waitForTimeout(800);
  await page.screenshot({ path: shot('estab-novo'), fullPage: true });
  await page.goto(`${s.url}/utilitario/empresas/1`);
  await page.getByRole('heading', { name: 'Editar Empresa' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: shot('empresa-dados'), fullPage: true });
  for (const [i, tab] of ['Recrutamento & Seleção', 'Campos Extras de Candidatos', 'Formulário do Candidato'].entries()) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot(`empresa-aba${i}`), fullPage: true });
  }
  await page.goto(`${s.url}/utilitario/parametros-sistema`);
  await page.getByRole('heading', { name: 'Parâmetros do Sistema' }).waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: shot('parametros'), fullPage: true });
  await page.goto(`${s.url}/utilitario/log`);
  await page.getByRole('heading', { name: 'Log de Alterações' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: shot('log'), fullPage: true });
  const detalhes = page.getByRole('button', { name: 'Detalhes' }).first();
  if (await detalhes.count()) {
    await detalhes.click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: shot('log-detalhe'), fullPage: true });
  }
});
