import { describe, expect, it } from 'vitest';
import { browserSuite, POLL } from './suite.ts';
import { DEMO_ADMIN } from './support.ts';

/**
 * The Nine Box on the demo (issue 23; the API tests cover every rule, the placement is unit-tested): HR saves
 * a configuration with a box renamed, opens the grid of the demo's closed evaluation, sees the new title,
 * clicks a box with talents and sees them (photo, name, position); the competence radar of
 * /analytics/desempenho is drawn.
 */
const s = browserSuite({ name: 'avaliacao-ninebox' });
const AVALIACAO = 'Avaliação de Desempenho 2026 (1º semestre)';

describe('Nine Box, end to end', () => {
  it('HR configures the grid, opens it, lists a box’s talents; the radar shows', {
    timeout: 60_000,
  }, async () => {
    const { page } = await s.signedIn(DEMO_ADMIN);
    await page.goto(`${s.url}/avaliacao/ninebox/new`);
    await page.getByRole('heading', { name: 'Nova Configuração do Nine Box', level: 1 }).waitFor();
    const main = page.getByRole('main');
    // Dated long before the demo evaluation, so it is the configuration in force on its date.
    await main.getByRole('combobox', { name: 'A partir de' }).fill('01/01/2020');
    await main.locator('input[value="ENIGMA"]').fill('ENIGMA DO RH');
    await main.getByRole('button', { name: 'Gravar' }).click();
    await page
      .getByText(/salva com sucesso/)
      .first()
      .waitFor();

    const avaliacoes = (await (
      await page.request.get(`${s.url}/api/avaliacao/ninebox/avaliacoes`)
    ).json()) as {
      id: number;
      nome: string;
    }[];
    const id = avaliacoes.find((a) => a.nome === AVALIACAO)?.id;
    expect(id).toBeDefined();
    await page.goto(`${s.url}/avaliacao/ninebox/chart?avaliacao=${id}`);
    await page.getByRole('heading', { name: 'Nine Box', level: 1 }).waitFor();
    const grade = page.getByRole('list', { name: 'Quadrantes do Nine Box' });
    await grade.getByRole('button', { name: /^ENIGMA DO RH: / }).waitFor();
    await expect.poll(() => grade.getByRole('button').count(), POLL).toBe(9);
    const cheio = grade.getByRole('button', { name: /: [1-9]\d* talentos?\./ }).first();
    const titulo = (await cheio.getAttribute('aria-label'))?.split(':')[0] ?? '';
    await cheio.click();
    await expect.poll(() => cheio.getAttribute('aria-pressed'), POLL).toBe('true');
    const lista = page.getByRole('region', { name: 'Talentos dos quadrantes selecionados' });
    await lista.getByRole('heading', { name: new RegExp(`^${titulo} \\(`) }).waitFor();
    const talento = lista.getByRole('listitem').first();
    await talento.locator('img').waitFor();
    await expect
      .poll(async () => (await talento.locator('strong').textContent())?.length ?? 0, POLL)
      .toBeGreaterThan(3);
    await talento.getByText(/^Desempenho \d/).waitFor();

    await page.goto(`${s.url}/analytics/desempenho`);
    await page.getByRole('heading', { name: 'Analytics de Desempenho', level: 1 }).waitFor();
    await page.getByRole('img', { name: /^Competências exigidas × do talento: / }).waitFor();
    await page.getByRole('img', { name: /^Nine Box ao longo do tempo: / }).waitFor();
  });
});
