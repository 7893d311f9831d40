import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidato } from '../schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';

/** The recruitment registers of the demo company, as the seed leaves them. */

let t: TestApp;
let matriz: Client;

beforeAll(async () => {
  t = await createTestApp();
  matriz = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

const listar = async (path: string) => {
  const res = await matriz.get(`/api/captacao/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>[];
};

describe('demo: cadastros do recrutamento', () => {
  it('has the registers filled with realistic values', async () => {
    expect(await listar('areas-interesse')).toHaveLength(8);
    expect(await listar('idiomas')).toHaveLength(6);
    expect((await listar('etapas-seletivas')).map((e) => [e.ordem, e.nome, e.analiseComportamental])).toEqual(
      [
        [1, 'Triagem de currículos', false],
        [2, 'Entrevista com RH', false],
        [3, 'Teste técnico', false],
        [4, 'Dinâmica de grupo', true],
        [5, 'Entrevista com o gestor', false],
        [6, 'Exame admissional', false],
      ],
    );
    expect((await matriz.get('/api/captacao/etapas-seletivas/proxima-ordem')).json()).toEqual({ ordem: 7 });
    const motivos = await listar('motivos-solicitacao/options');
    expect(motivos).toHaveLength(6);
    expect(motivos.find((m) => m.descricao === 'Aumento de quadro')).toMatchObject({
      considerarQtdColaboradoresPorCargo: true,
      turnover: false,
    });
    expect(motivos.filter((m) => m.turnover).map((m) => m.descricao)).toEqual([
      'Demissão a pedido',
      'Substituição',
    ]);

    const formacoes = await listar('areas-formacao');
    expect(formacoes).toHaveLength(10);
    expect(formacoes.filter((f) => (f.cargosIds as number[]).length > 0).length).toBeGreaterThanOrEqual(8);
    expect((await listar('areas-formacao/cargos')).length).toBeGreaterThanOrEqual(8);

    const conhecimentos = await listar('conhecimentos');
    expect(conhecimentos).toHaveLength(12); // 4 of Cargos & Salários, 8 of recruitment
    expect(conhecimentos.every((c) => (c.areasOrganizacionaisIds as number[]).length > 0)).toBe(true);
  });

  it('has candidates who heard of openings through the sources', async () => {
    const contagem = (await listar('como-ficou-sabendo-vaga/contagem')) as {
      nome: string;
      qtd: number;
      percentual: number;
    }[];
    expect(contagem).toHaveLength(8);
    // 35 of the 40 evaluated candidates (LinkedIn 9 of them) and part of the generated candidate base.
    const [comFonte] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(candidato)
      .where(and(eq(candidato.empresaId, 1), isNotNull(candidato.comoFicouSabendoVagaId)));
    expect(comFonte.n).toBeGreaterThan(35);
    expect(contagem.reduce((a, r) => a + r.qtd, 0)).toBe(comFonte.n);
    expect(contagem.every((r) => r.qtd > 0)).toBe(true);
    expect(Math.round(contagem.reduce((a, r) => a + r.percentual, 0) * 100)).toBe(10_000);
  });
});
