import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, dialogWith, toast } from './suite.ts';
import { DEMO_ADMIN, seriousA11yViolations } from './support.ts';

const s = browserSuite({ name: 'candidatos-configuracao' });

describe('required fields of the candidate form per company', () => {
  it('HR marks RG as required: the screen saves it and the candidate form asks for it', {
    timeout: 180_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/captacao/candidatos/configuracao');
    // The company's configuration as it was, put back at the end: the other browser tests (which share
    // the server, in any order) register candidates without RG.
    const url = `${s.url}/api/captacao/candidatos/configuracao-campos`;
    const antes = ((await (await page.request.get(url)).json()) as { campo: string; obrigatorio: boolean }[])
      .filter((c) => c.obrigatorio)
      .map((c) => c.campo);
    try {
      await page.getByRole('heading', { name: 'Campos do Formulário de Candidato', level: 1 }).waitFor();
      // The first checklist (the second chooses what candidates see).
      const obrigatorios = page.getByRole('group', { name: 'Campos obrigatórios' });
      const nome = obrigatorios.getByRole('checkbox', { name: 'Nome', exact: true });
      await nome.waitFor();
      expect(await nome.isChecked()).toBe(true);
      expect(await nome.isDisabled()).toBe(true);
      // The demo company already requires CPF.
      expect(await obrigatorios.getByRole('checkbox', { name: 'CPF', exact: true }).isChecked()).toBe(true);
      await obrigatorios.getByRole('checkbox', { name: 'RG', exact: true }).check();
      await page.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Configuração salva com sucesso.').waitFor();
      await page.getByText('Carregando...', { exact: true }).waitFor({ state: 'hidden' });
      await page.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', 'candidatos-configuracao.png'),
        fullPage: true,
      });
      expect(await seriousA11yViolations(page)).toEqual([]);

      const f = await page.request.get(`${s.url}/api/captacao/candidatos/formulario`);
      expect((await f.json()).obrigatorios).toContain('rg');

      // The full form now refuses a candidate without RG, with the field's message.
      await page.goto(`${s.url}/captacao/candidatos/new`);
      await page.getByRole('textbox', { name: 'Nome', exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Gravar' }).click();
      const alerta = dialogWith(page, 'Preencha os campos indicados');
      await alerta.waitFor();
      await alerta.getByRole('button', { name: 'OK' }).click();
      await page.getByText('RG é obrigatório', { exact: true }).first().waitFor({ state: 'attached' });
    } finally {
      const r = await page.request.put(url, {
        data: { obrigatorios: antes },
        headers: { 'x-page-path': '/captacao/candidatos/configuracao', 'x-empresa-id': '1' },
      });
      expect(r.ok(), await r.text()).toBe(true);
    }
  });
});
