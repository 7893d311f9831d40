import {
  MSG_COMPETENCIA,
  MSG_NIVEIS_COLABORADOR as MC,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaDeHoje } from '../../../platform/auth/sessions.ts';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../testkit.ts';
import { entries, usuarioCom } from './testkit.ts';

/**
 * Talents' competence levels (spec 3 /gestao-talentos configuracoes-niveis-competencia-colaborador) on the
 * demo company: a band configuration dated today for two demo talents' bands (Ana in the demo manager's
 * area, Beto outside it), records compared with it, every rule with its message, the manager's area scope
 * (attackers: another area's talent, its own levels), another company, no authority, a reader.
 */
const RAIZ = '/api/gestao-talentos/configuracoes-niveis-competencia-colaborador';
const BASE = `${RAIZ}/registros`;
const FAIXA = '/api/cargo-salario/configuracoes-niveis-competencia/faixa-salarial';
let t: TestApp;
let admin: Client;
let filial: Client;
let gestor: Client;
const hoje = diaDeHoje();
const F = {
  gestor: 0,
  ana: 0,
  anaAdmissao: '',
  beto: 0,
  niveis: [] as { id: number; ordem: number }[],
  conhecimentos: [] as number[],
  atitude: 0,
  outraEmpresaConhecimento: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const [g] = await rows<{ cpf: string; colaborador_id: number; area: number }>(
    db,
    sql`select u.cpf, u.colaborador_id, r.area_organizacional_id as area from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
      join area_responsavel r on r.colaborador_id = u.colaborador_id
      where p.nome = ${DEMO_PERFIL_GESTOR} limit 1`,
  );
  await rows(
    db,
    sql`update perfil set authorities = authorities || '{ROLE_CS_NIVEIS_COLABORADOR,ROLE_CS_NIVEIS_COLABORADOR_EDITAR}'
      where nome = ${DEMO_PERFIL_GESTOR}`,
  );
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
  F.gestor = g.colaborador_id;
  const minhas = sql`(with recursive s(id) as (select ${g.area}::int union
      select a.id from area_organizacional a join s on a.area_mae_id = s.id) select id from s)`;
  const talentos = await rows<{ id: number; data_admissao: string; dentro: boolean; faixa: number }>(
    db,
    sql`select c.id, c.data_admissao::text as data_admissao, c.area_organizacional_id in ${minhas} as dentro,
        c.faixa_salarial_id as faixa
      from colaborador c where c.empresa_id = 1 and c.situacao = 'A' and c.id <> ${g.colaborador_id}
        and c.data_admissao < ${hoje}::date and c.id % 10 >= 7 order by c.id`, // no demo records
  );
  const ana = talentos.find((x) => x.dentro) as (typeof talentos)[number];
  const beto = talentos.find((x) => !x.dentro && x.faixa !== ana.faixa) as (typeof talentos)[number];
  F.ana = ana.id;
  F.anaAdmissao = ana.data_admissao;
  F.beto = beto.id;
  F.niveis = await rows(db, sql`select id, ordem from nivel_competencia where empresa_id = 1 order by ordem`);
  F.conhecimentos = (
    await rows<{ id: number }>(db, sql`select id from conhecimento where empresa_id = 1 order by id`)
  ).map((r) => r.id);
  [{ id: F.atitude }] = await rows<{ id: number }>(
    db,
    sql`select id from atitude where empresa_id = 1 order by id limit 1`,
  );
  const [outro] = await rows<{ id: number }>(
    db,
    sql`insert into conhecimento (empresa_id, nome) values (2, 'Conhecimento da filial') returning id`,
  );
  F.outraEmpresaConhecimento = outro.id;
  // Ana's and Beto's bands require, from today: knowledge 0 (weight 2, 2nd level) and 1 (weight 1, 3rd level).
  for (const faixa of [ana.faixa, beto.faixa]) {
    const res = await admin.post(`${FAIXA}/${faixa}`, {
      data: hoje,
      competencias: [
        {
          tipo: 'C',
          competenciaId: F.conhecimentos[0],
          competenciaPeso: 2,
          nivelCompetenciaId: F.niveis[1].id,
        },
        {
          tipo: 'C',
          competenciaId: F.conhecimentos[1],
          competenciaPeso: 1,
          nivelCompetenciaId: F.niveis[2].id,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t?.close());

const corpo = (colaboradorId: number, extra: Record<string, unknown> = {}) => ({
  colaboradorId,
  data: hoje,
  competencias: [
    { tipo: 'C', competenciaId: F.conhecimentos[0], nivelCompetenciaId: F.niveis[3].id },
    { tipo: 'A', competenciaId: F.atitude, nivelCompetenciaId: F.niveis[0].id },
  ],
  ...extra,
});

describe('talent competence levels', () => {
  it('has demo records for most active talents, each compared with its band', async () => {
    const [d] = await rows<{ talentos: number; com: number; itens: number; sem: number }>(
      t.database.db,
      sql`select (select count(*)::int from colaborador where empresa_id = 1 and situacao = 'A') as talentos,
          (select count(distinct colaborador_id)::int from nivel_competencia_colaborador where empresa_id = 1) as com,
          (select count(*)::int from nivel_competencia_colaborador_item i join nivel_competencia_colaborador r
            on r.id = i.registro_id where r.empresa_id = 1) as itens,
          (select count(*)::int from faixa_salarial f join cargo c on c.id = f.cargo_id where c.empresa_id = 1
            and 'Vendedor Interno' not in (c.nome, c.nome_mercado)
            and not exists (select 1 from configuracao_nivel_competencia_faixa k where k.faixa_salarial_id = f.id)) as sem`,
    );
    expect(d.com / d.talentos).toBeGreaterThan(0.5);
    expect(d.itens).toBeGreaterThan(d.com * 2);
    expect(d.sem).toBe(0);
    const lista = (await admin.get(`${BASE}?size=5`)).json();
    const um = (await admin.get(`${BASE}/${lista.content[0].id}`)).json();
    expect(um.percentualCompetencias).toEqual(expect.any(Number));
  });

  let id: number;

  it('gives the form the talent, its band on the date, the levels and what the band requires', async () => {
    const res = await admin.get(`${RAIZ}/info?colaboradorId=${F.ana}&data=${hoje}`);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json();
    expect(info.colaborador.id).toBe(F.ana);
    expect(info.faixa).not.toBeNull();
    expect(info.niveis.map((n: { id: number }) => n.id)).toEqual(F.niveis.map((n) => n.id));
    expect(info.exigidas).toHaveLength(2);
    expect(info.exigidas[0]).toMatchObject({ tipo: 'C', competenciaPeso: expect.any(Number) });
    expect(info.anterior).toBeNull();
  });

  it('records levels on a date and compares them with the band (percentage of the Nine Box)', async () => {
    const res = await admin.post(BASE, corpo(F.ana));
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    id = r.id;
    const conhecimento = r.competencias.find((c: { tipo: string }) => c.tipo === 'C');
    expect(conhecimento.nivelCompetencia.id).toBe(F.niveis[3].id);
    expect(conhecimento.exigido).toMatchObject({
      competenciaPeso: 2,
      nivelCompetencia: { id: F.niveis[1].id },
    });
    expect(r.competencias.find((c: { tipo: string }) => c.tipo === 'A').exigido).toBeNull();
    expect(r.naoRegistradas.map((c: { competenciaId: number }) => c.competenciaId)).toEqual([
      F.conhecimentos[1],
    ]);
    // Weight 2 at the top level (100) and weight 1 not recorded (0): (2 × 100 + 1 × 0) / 3.
    expect(r.percentualCompetencias).toBe(66.67);
    expect((await admin.get(`${BASE}/${id}`)).json()).toEqual(r);
    const lista = (await admin.get(`${BASE}?colaboradorId=${F.ana}`)).json();
    expect(lista.totalElements).toBe(1);
    expect(lista.content[0]).toMatchObject({
      id,
      data: hoje,
      quantidadeCompetencias: 2,
      colaborador: { id: F.ana },
    });
    const info = (await admin.get(`${RAIZ}/info?colaboradorId=${F.ana}&data=${hoje}`)).json();
    expect(info.anterior).toMatchObject({ id, data: hoje });
    expect(info.anterior.competencias).toHaveLength(2);
  });

  it('applies every rule with its message', async () => {
    const vazio = entries(await admin.post(BASE, {}));
    expect(vazio).toEqual(
      expect.arrayContaining([
        { field: 'colaboradorId', message: MC.talentoObrigatorio },
        { field: 'data', message: MC.dataObrigatoria },
        { field: 'competencias', message: MC.semCompetencias },
      ]),
    );
    expect(entries(await admin.post(BASE, corpo(F.ana, { competencias: [] })))).toContainEqual({
      field: 'competencias',
      message: MC.semCompetencias,
    });
    const c0 = { tipo: 'C', competenciaId: F.conhecimentos[0], nivelCompetenciaId: F.niveis[0].id };
    expect(entries(await admin.post(BASE, corpo(F.ana, { competencias: [c0, c0] })))).toContainEqual({
      field: 'competencias.1.competenciaId',
      message: MSG_COMPETENCIA.competenciaRepetida,
    });
    expect(
      entries(await admin.post(BASE, corpo(F.ana, { competencias: [{ ...c0, nivelCompetenciaId: null }] }))),
    ).toContainEqual({
      field: 'competencias.0.nivelCompetenciaId',
      message: MSG_COMPETENCIA.nivelObrigatorio,
    });
    expect(entries(await admin.post(BASE, corpo(F.ana)))).toContainEqual({
      field: 'data',
      message: MC.dataRepetida,
    });
    const antes = entries(await admin.post(BASE, corpo(F.ana, { data: '1990-01-01' })));
    expect(antes).toContainEqual({ field: 'data', message: MC.antesDaAdmissao });
    const alheios = entries(
      await admin.post(
        BASE,
        corpo(F.beto, {
          competencias: [
            { tipo: 'C', competenciaId: F.outraEmpresaConhecimento, nivelCompetenciaId: F.niveis[0].id },
          ],
        }),
      ),
    );
    expect(alheios).toContainEqual({
      field: 'competencias.0.competenciaId',
      message: MSG_COMPETENCIA.competenciaInexistente,
    });
    const [nivelFilial] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into nivel_competencia (empresa_id, descricao, ordem) values (2, 'Nível da filial', 1) returning id`,
    );
    expect(
      entries(
        await admin.post(
          BASE,
          corpo(F.beto, { competencias: [{ ...c0, nivelCompetenciaId: nivelFilial.id }] }),
        ),
      ),
    ).toContainEqual({
      field: 'competencias.0.nivelCompetenciaId',
      message: MSG_COMPETENCIA.nivelInexistente,
    });
    const [desligado] = await rows<{ id: number; data: string }>(
      t.database.db,
      sql`update colaborador set situacao = 'D', data_desligamento = data_admissao + 1
        where id = (select id from colaborador where empresa_id = 1 and situacao = 'A' and id not in (${F.ana}, ${F.beto}, ${F.gestor})
          and data_admissao < ${hoje}::date - 10 order by id desc limit 1)
        returning id, (data_desligamento + 2)::text as data`,
    );
    expect(entries(await admin.post(BASE, corpo(desligado.id, { data: desligado.data })))).toContainEqual({
      field: 'data',
      message: MC.depoisDoDesligamento,
    });
    expect(entries(await admin.post(BASE, corpo(999999)))).toContainEqual({
      field: 'colaboradorId',
      message: MC.talentoInexistente,
    });
  });

  it('alters and removes a record', async () => {
    const put = await admin.put(
      `${BASE}/${id}`,
      corpo(F.ana, { competencias: [corpo(F.ana).competencias[0]] }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().competencias).toHaveLength(1);
    const novo = await admin.post(BASE, corpo(F.ana, { data: F.anaAdmissao }));
    expect(novo.statusCode, novo.body).toBe(201);
    expect((await admin.delete(`${BASE}/${novo.json().id}`)).statusCode).toBe(204);
    expect((await admin.get(`${BASE}/${novo.json().id}`)).statusCode).toBe(404);
  });

  it('keeps a manager to the talents of its areas, and off its own levels', async () => {
    const beto = await admin.post(BASE, corpo(F.beto));
    expect(beto.statusCode, beto.body).toBe(201);
    const betoId = beto.json().id;
    const lista = (await gestor.get(`${BASE}?size=100`)).json();
    expect(lista.content.map((l: { id: number }) => l.id)).toContain(id);
    expect(lista.content.map((l: { id: number }) => l.id)).not.toContain(betoId);
    expect((await gestor.get(`${BASE}/${id}`)).statusCode).toBe(200);
    expect((await gestor.get(`${BASE}/${betoId}`)).statusCode).toBe(404);
    expect((await gestor.get(`${RAIZ}/info?colaboradorId=${F.beto}&data=${hoje}`)).statusCode).toBe(404);
    expect((await gestor.put(`${BASE}/${betoId}`, corpo(F.beto))).statusCode).toBe(404);
    expect((await gestor.delete(`${BASE}/${betoId}`)).statusCode).toBe(404);
    expect(entries(await gestor.post(BASE, corpo(F.beto, { data: F.anaAdmissao })))).toEqual([
      { field: 'colaboradorId', message: MC.talentoInexistente },
    ]);
    // Moving Ana's record onto Beto is refused too.
    expect(entries(await gestor.put(`${BASE}/${id}`, corpo(F.beto)))).toEqual([
      { field: 'colaboradorId', message: MC.talentoInexistente },
    ]);
    expect(entries(await gestor.post(BASE, corpo(F.gestor)))).toEqual([
      { field: 'colaboradorId', message: MC.proprio },
    ]);
    const proprio = await admin.post(BASE, corpo(F.gestor));
    expect(proprio.statusCode, proprio.body).toBe(201);
    expect((await gestor.get(`${BASE}/${proprio.json().id}`)).statusCode).toBe(200);
    expect(entries(await gestor.delete(`${BASE}/${proprio.json().id}`))).toEqual([
      { field: 'colaboradorId', message: MC.proprio },
    ]);
    const put = await gestor.put(`${BASE}/${id}`, corpo(F.ana));
    expect(put.statusCode, put.body).toBe(200);
  });

  it('is the company’s own and needs its authorities', async () => {
    expect((await filial.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await filial.put(`${BASE}/${id}`, corpo(F.ana))).statusCode).toBe(404);
    expect((await filial.delete(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await filial.get(`${RAIZ}/info?colaboradorId=${F.ana}&data=${hoje}`)).statusCode).toBe(404);
    expect((await filial.get(BASE)).json().totalElements).toBe(0);
    const ninguem = await usuarioCom(t, admin, ['ROLE_CS_COMPETENCIAS'], 1);
    for (const url of [BASE, `${BASE}/${id}`, `${RAIZ}/info?colaboradorId=${F.ana}&data=${hoje}`])
      expect((await ninguem.get(url)).statusCode, url).toBe(403);
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_NIVEIS_COLABORADOR'], 1);
    expect((await leitor.get(`${BASE}/${id}`)).statusCode).toBe(200);
    expect((await leitor.post(BASE, corpo(F.ana, { data: F.anaAdmissao }))).statusCode).toBe(403);
    expect((await leitor.put(`${BASE}/${id}`, corpo(F.ana))).statusCode).toBe(403);
    expect((await leitor.delete(`${BASE}/${id}`)).statusCode).toBe(403);
    expect((await t.anonymous().get(BASE)).statusCode).toBe(401);
  });
});
