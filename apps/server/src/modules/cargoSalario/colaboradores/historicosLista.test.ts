import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../testkit.ts';

/** GET /api/cargo-salario/colaboradores/historicos over the demo's three years of history. */
let t: TestApp;
let rh: Client;
const URL = '/api/cargo-salario/colaboradores/historicos';
const q = <T>(s: ReturnType<typeof sql>) => rows<T>(t.database.db, s);
const get = async (c: Client, query: string) => {
  const r = await c.get(`${URL}?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

describe('GET …/colaboradores/historicos', () => {
  it('pages every row of the active talents, latest first, each with its salary on its date', async () => {
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from colaborador_historico h
        join colaborador c on c.id = h.colaborador_id where c.empresa_id = 1 and c.situacao = 'A'`);
    const p = await get(rh, 'page=0&size=20');
    expect(p.totalElements).toBe(n);
    expect(p.content).toHaveLength(20);
    const datas = p.content.map((r: { data: string }) => r.data);
    expect(datas).toEqual([...datas].sort().reverse());
    const r = p.content[0];
    expect(r).toMatchObject({
      colaborador: { id: expect.any(Number), nome: expect.any(String), situacao: 'A' },
      cargo: { id: expect.any(Number), nome: expect.any(String) },
      faixaSalarial: { id: expect.any(Number), nome: expect.any(String) },
    });
    const s = (
      await rh.get(`/api/cargo-salario/colaboradores/${r.colaborador.id}/salario?data=${r.data}`)
    ).json();
    expect(r.salario).toBe(s.salario);
    expect((await get(rh, `page=${Math.ceil(n / 20)}&size=20`)).totalElements).toBe(n);
  });

  it('filters by talent, period, reason, area and situation', async () => {
    const um = (await get(rh, 'page=0&size=1')).content[0];
    const doTalento = await get(rh, `page=0&size=50&q=${encodeURIComponent(um.colaborador.nome)}`);
    expect(
      doTalento.content.every(
        (r: { colaborador: { nome: string } }) => r.colaborador.nome === um.colaborador.nome,
      ),
    ).toBe(true);
    const ano = await get(rh, 'page=0&size=100&dataIni=2025-01-01&dataFim=2025-12-31&motivo=P');
    expect(ano.totalElements).toBeGreaterThan(0);
    for (const r of ano.content) {
      expect(r.data >= '2025-01-01' && r.data <= '2025-12-31').toBe(true);
      expect(r.motivo).toBe('P');
    }
    const area = await get(rh, `page=0&size=100&areasIds=${um.areaOrganizacional.id}&situacao=T`);
    expect(
      area.content.every(
        (r: { areaOrganizacional: { id: number } }) => r.areaOrganizacional.id === um.areaOrganizacional.id,
      ),
    ).toBe(true);
    const todos = await get(rh, 'page=0&size=1&situacao=T');
    expect(todos.totalElements).toBeGreaterThan((await get(rh, 'page=0&size=1')).totalElements);
    expect(entries(await rh.get(`${URL}?dataIni=2025-02-01&dataFim=2025-01-01`))).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
  });

  it('an area manager sees only its talents’ rows; another company none; the authority is required', async () => {
    const [g] = await q<{ cpf: string; colaborador_id: number }>(sql`
      select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
        join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR}`);
    const gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
    const visiveis = (await gestor.get('/api/cargo-salario/colaboradores?page=0&size=500'))
      .json()
      .content.map((c: { id: number }) => c.id);
    const deles = await get(gestor, 'page=0&size=100&situacao=T');
    expect(deles.totalElements).toBeGreaterThan(0);
    expect(deles.totalElements).toBeLessThan((await get(rh, 'page=0&size=1&situacao=T')).totalElements);
    for (const r of deles.content) expect(visiveis).toContain(r.colaborador.id);
    const filial = await t.login(DEMO_ADMIN, 2);
    const outra = await get(filial, 'page=0&size=100&situacao=T');
    expect(outra.content.map((r: { id: number }) => r.id)).not.toContain(deles.content[0].id);
    const sem = await usuarioCom(t, rh, ['ROLE_CS_FAIXAS'], 1);
    expect(mensagem(await sem.get(`${URL}?page=0`), 403)).toBe('Não autorizado.');
  });
});
