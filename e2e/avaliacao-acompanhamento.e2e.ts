import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, closeToast, POLL, toast } from './suite.ts';
import { chooseOption, DEMO_ADMIN, type DemoUser, hojeNoBrasil } from './support.ts';

/**
 * The experience follow-up on the demo (issue 21 §3; the API tests cover every rule): the area manager
 * answers a follow-up from 'Minhas pendências' on a phone (a draft, then the conclusion); HR sees it on
 * the follow-up screen, prints it (a PDF) and runs two follow-up reports.
 */
const s = browserSuite({ name: 'avaliacao-acompanhamento' });
const SHOTS = path.join(import.meta.dirname, 'screenshots');
const API = '/api/avaliacao/acompanhamentos-periodos-experiencia';

interface Talento {
  id: number;
  nome: string;
  area: { nome: string };
  gestor: { id: number; nome: string } | null;
  periodos: { nome: string; situacao: string | null; registroId: number | null }[];
}

/** The talents in their experience period on the demo, seen by HR through the API. */
async function talentos(page: Page): Promise<Talento[]> {
  const modelos = (await (
    await page.request.get(`${s.url}${API}/modelos-acompanhamentos-periodo-experiencias`)
  ).json()) as { periodoExperienciaId: number }[];
  const periodos = modelos.map((m) => m.periodoExperienciaId).join(',');
  const url = `${s.url}${API}/talentos?dataFim=${hojeNoBrasil()}&periodosExperiencias=${periodos}`;
  return (await (await page.request.get(url)).json()) as Talento[];
}

/** The demo manager (a talent's user, password demo1234) and a talent of its area with a pending follow-up. */
async function gestorComPendente(page: Page): Promise<{ gestor: DemoUser; talento: string }> {
  const lista = await talentos(page);
  const t = lista.find((x) => x.gestor && x.periodos.some((p) => p.nome === '45 dias' && p.situacao === 'P'));
  if (!t?.gestor) throw new Error('the demo has no pending 45-day follow-up');
  const c = (await (
    await page.request.get(`${s.url}/api/cargo-salario/colaboradores/${t.gestor.id}`)
  ).json()) as { cpf: string; nome: string };
  return { gestor: { cpf: c.cpf, senha: 'demo1234', nome: c.nome.slice(0, 70) }, talento: t.nome };
}

/** Chooses each area by name in the report's 'Áreas Organizacionais' multiselect. */
async function escolherAreas(page: Page, nomes: string[]) {
  await page.locator('.p-multiselect', { has: page.locator('#areasIds') }).click();
  for (const nome of nomes) {
    await page.locator('.p-multiselect-filter').fill(nome);
    await page
      .getByRole('option', { name: new RegExp(`${nome}$`) })
      .first()
      .click();
  }
  await page.keyboard.press('Escape');
  await page.locator('.p-multiselect-panel').waitFor({ state: 'detached' });
}

const largura = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('experience follow-up, end to end', () => {
  it('the area manager answers a follow-up from Minhas pendências on a phone: a draft, then the conclusion', {
    timeout: 60_000,
  }, async () => {
    const rh = await s.signedIn(DEMO_ADMIN);
    const { gestor, talento } = await gestorComPendente(rh.page);
    await rh.context.close();

    const { page } = await s.openAs(gestor, '/minhas-pendencias', { width: 390, height: 844 });
    const lista = page.getByRole('region', { name: 'Questionários a responder' });
    await lista
      .getByRole('link', { name: new RegExp(`Acompanhamento de experiência – 45 dias.*${talento}`) })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Acompanhamento de experiência – 45 dias', level: 1 }).waitFor();
    await page.getByText(talento).first().waitFor();

    // A draft with one answer.
    await page.getByRole('radio', { name: 'Bom', exact: true }).check();
    await page.getByRole('button', { name: 'Salvar e continuar depois' }).click();
    await closeToast(toast(page, 'Respostas salvas. Você pode continuar depois.'));

    // The rest, then the conclusion.
    await page.getByRole('checkbox', { name: 'Pontualidade' }).check();
    await page.getByRole('checkbox', { name: 'Iniciativa' }).check();
    await page
      .getByRole('radiogroup', { name: /qualidade das entregas/ })
      .getByText('8', { exact: true })
      .click();
    await page.getByRole('radio', { name: 'Quase sempre', exact: true }).check();
    await page.getByRole('textbox', { name: /Justifique/ }).fill('Atrasou uma entrega no primeiro mês.');
    await page.getByRole('textbox', { name: /precisa desenvolver/ }).fill('Conhecer melhor o produto.');
    expect(await largura(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await closeToast(toast(page, 'Questionário concluído. Obrigado!'));
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    expect(await largura(page)).toBeLessThanOrEqual(390);

    // The follow-up screen on the phone: the talent's line as a card, now answered.
    await page.goto(`${s.url}/avaliacao/acompanhamentos-periodos-experiencia`);
    await page.getByRole('heading', { name: 'Acompanhamento do Período de Experiência', level: 1 }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: talento })
      .filter({ hasText: 'Respondido' })
      .first()
      .waitFor();
    expect(await largura(page)).toBeLessThanOrEqual(390);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'acompanhamentos-390.png'), fullPage: true });
  });

  it('HR prints an answered follow-up from its screen and runs two follow-up reports', {
    timeout: 60_000,
  }, async () => {
    const { page } = await s.openAs(DEMO_ADMIN, '/avaliacao/acompanhamentos-periodos-experiencia', {
      width: 1366,
      height: 768,
    });
    const respondida = page.getByRole('row').filter({ hasText: 'Respondido' }).first();
    await respondida.waitFor();
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'acompanhamentos-1366.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      respondida.getByRole('button', { name: 'Imprimir' }).click(),
    ]);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The talent's follow-ups: result, contract end and decision beside it; then its answers.
    await respondida.getByRole('button', { name: 'Abrir' }).click();
    await page.getByRole('list', { name: 'Períodos de Experiência' }).waitFor();
    await page.getByText('Fim do contrato').first().waitFor();
    // Its answers, read-only with the score (/avaliacao/respostas).
    await page.getByRole('link', { name: 'Ver respostas' }).first().click();
    await page.getByRole('region', { name: 'Resultado' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/avaliacao/respostas');

    // The areas of the talents with an answered 45-day follow-up.
    const areas = (await talentos(page))
      .filter((t) => t.periodos.some((p) => p.nome === '45 dias' && p.situacao === 'C'))
      .map((t) => t.area.nome);
    for (const rota of ['ranking-performance-periodo-experiencia', 'resultado-avaliacao']) {
      await page.goto(`${s.url}/avaliacao/relatorios/${rota}`);
      await chooseOption(page, page, 'Modelo de Avaliação', 'Acompanhamento de experiência – 45 dias');
      await escolherAreas(page, [...new Set(areas)]);
      const [relatorio] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Relatório', exact: true }).click(),
      ]);
      expect(relatorio.suggestedFilename()).toBe(`${rota}-${hojeNoBrasil()}.pdf`);
      const bytes = fs.readFileSync(await relatorio.path());
      await expect.poll(() => bytes.subarray(0, 5).toString(), POLL).toBe('%PDF-');
    }
  });
});
