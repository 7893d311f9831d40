import { MSG_PARTICIPANTES as M } from '@ipe/domain/resources/avaliacao/participantes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { entries, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { cpfFrom, rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';

/**
 * The participants matrix (spec 2 §3, §4, §7): filling from area responsibility (leaders, led, peers,
 * self), adding evaluators by hand, the §4 actions with their exact messages, the removal rules once
 * answered, the GETs, and the scope (a manager only within its areas; another company's ids refused).
 *
 * Organisation built for the test in company 1: area Mãe (responsible D) with child area Filha
 * (responsible L; members P1, P2, P3), and area Outra (member Z). Company 2 has talent W.
 */
const API = '/api/avaliacao/avaliacoes-desempenho';

let t: TestApp;
let rh: Client;
let filial: Client;
let gestor: Client; // user linked to L, with the evaluation's authorities
let leitor: Client; // read authority only
let modelo: number;
let D: number;
let L: number;
let P1: number;
let P2: number;
let P3: number;
let Z: number;
let W: number;
let areaFilha: number;
let org1: Org;

type Org = { estabelecimentoId: number; cargoId: number; faixaId: number; areaId: number };

/** An establishment, position and band of the company's demo data, to hang test talents on. */
async function organizacao(db: Db, empresaId: number): Promise<Org> {
  const [o] = await rows<Org>(
    db,
    sql`select c.estabelecimento_id as "estabelecimentoId", c.cargo_id as "cargoId",
               c.faixa_salarial_id as "faixaId", c.area_organizacional_id as "areaId"
          from colaborador c where c.empresa_id = ${empresaId} order by c.id limit 1`,
  );
  if (o) return o;
  // A company without talents (the demo's second): its own establishment, area, position and band.
  const [novo] = await rows<Org>(
    db,
    sql`with e as (insert into estabelecimento (empresa_id, nome) values (${empresaId}, 'Estabelecimento') returning id),
             a as (insert into area_organizacional (empresa_id, nome, descricao_hierarquia)
                   values (${empresaId}, 'Área', 'Área') returning id),
             g as (insert into cargo (empresa_id, nome, nome_mercado) values (${empresaId}, 'Analista', 'Analista') returning id),
             f as (insert into faixa_salarial (cargo_id, nome) select id, 'I' from g returning id, cargo_id)
        select e.id as "estabelecimentoId", f.cargo_id as "cargoId", f.id as "faixaId", a.id as "areaId"
          from e, a, f`,
  );
  return novo;
}

async function talento(db: Db, empresaId: number, org: Org, nome: string, area: number) {
  const [c] = await rows<{ id: number }>(
    db,
    sql`insert into colaborador (empresa_id, nome, sexo, data_admissao, estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id)
        values (${empresaId}, ${nome}, 'F', '2020-01-01', ${org.estabelecimentoId}, ${area}, ${org.cargoId}, ${org.faixaId}) returning id`,
  );
  return c.id;
}

async function area(db: Db, empresaId: number, nome: string, mae: number | null, responsavel?: number) {
  const [a] = await rows<{ id: number }>(
    db,
    sql`insert into area_organizacional (empresa_id, nome, area_mae_id, descricao_hierarquia)
        values (${empresaId}, ${nome}, ${mae}, ${nome}) returning id`,
  );
  if (responsavel)
    await db.execute(
      sql`insert into area_responsavel (area_organizacional_id, colaborador_id) values (${a.id}, ${responsavel})`,
    );
  return a.id;
}

const avaliacao = async (extra: Record<string, unknown> = {}) => {
  const res = await rh.post(API, {
    titulo: 'Avaliação 360°',
    dataIni: '2026-03-01',
    dataFim: '2099-03-31',
    tipo: '1.0',
    modeloAvaliacaoId: modelo,
    permiteAutoAvaliacao: true,
    anonima: false,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

type Linha = {
  colaborador: { id: number; nome: string };
  avaliadores: { id: number; colaboradorId: number | null; papel: string; situacao: string | null }[];
  respondidos?: number | null;
};
const matriz = async (c: Client, id: number, q = '') => {
  const res = await c.get(`${API}/avaliados?avaliacaoDesempenhoId=${id}${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: Linha[]; totalElements: number };
};
const papeis = (l: Linha | undefined) => l?.avaliadores.map((a) => `${a.papel}${a.colaboradorId}`).sort();
const todos = {
  preencheAvaliadosLideres: true,
  preencheAvaliadosLiderados: true,
  preencheAvaliadosPares: true,
};

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const db = t.database.db;
  const org = await organizacao(db, 1);
  org1 = org;
  const org2 = await organizacao(db, 2);
  const mae = await area(db, 1, 'Mãe', null);
  D = await talento(db, 1, org, 'Diretora Dalva', mae);
  await db.execute(
    sql`insert into area_responsavel (area_organizacional_id, colaborador_id) values (${mae}, ${D})`,
  );
  areaFilha = await area(db, 1, 'Filha', mae);
  L = await talento(db, 1, org, 'Líder Lara', areaFilha);
  await db.execute(
    sql`insert into area_responsavel (area_organizacional_id, colaborador_id) values (${areaFilha}, ${L})`,
  );
  P1 = await talento(db, 1, org, 'Par Paula', areaFilha);
  P2 = await talento(db, 1, org, 'Par Pedro', areaFilha);
  P3 = await talento(db, 1, org, 'Par Priscila', areaFilha);
  Z = await talento(db, 1, org, 'Zélia de Outra Área', await area(db, 1, 'Outra', null));
  W = await talento(db, 2, org2, 'Wagner da Filial', org2.areaId);
  const m = await rh.post('/api/avaliacao/modelos-avaliacao', { titulo: 'Modelo 360° participantes' });
  expect(m.statusCode, m.body).toBe(201);
  modelo = m.json().id;
  // The manager: a user linked to L, whose profile may edit evaluations.
  const perfil = await rh.post('/api/utilitario/perfis', {
    nome: 'Gestor de avaliações',
    authorities: ['ROLE_AVA_AVALIACOES_DESEMPENHO', 'ROLE_AVA_AVALIACOES_DESEMPENHO_EDITAR'],
  });
  expect(perfil.statusCode, perfil.body).toBe(201);
  const cpf = cpfFrom(555123001);
  const u = await rh.post('/api/utilitario/usuarios', {
    nome: 'Lara (usuária)',
    cpf,
    senha: 'segredo123',
    empresas: [{ empresaId: 1, perfilId: perfil.json().id }],
  });
  expect(u.statusCode, u.body).toBe(201);
  await db.execute(sql`update usuario set colaborador_id = ${L} where id = ${u.json().id}`);
  gestor = await t.login({ cpf, senha: 'segredo123' }, 1);
  leitor = await usuarioCom(t, rh, ['ROLE_AVA_AVALIACOES_DESEMPENHO'], 1);
});
afterAll(() => t?.close());

describe('preencher pela organização', () => {
  it('adds leaders (R), led (A), peers among the picked (P) and self (U) from area responsibility', async () => {
    const id = await avaliacao();
    const res = await rh.post(`${API}/${id}/participantes`, {
      colaboradoresIds: [L, P1, P2, P3],
      ...todos,
      geraAutoavaliacao: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: M.participantesAdicionados,
      avaliados: 4,
      avaliadores: 17,
      mantidos: 0,
    });
    const { content, totalElements } = await matriz(rh, id);
    expect(totalElements).toBe(4);
    const de = (c: number) => content.find((l) => l.colaborador.id === c);
    // P1: itself, its leader L, its peers P2 and P3 (L is its leader, not a peer).
    expect(papeis(de(P1))).toEqual([`P${P2}`, `P${P3}`, `R${L}`, `U${P1}`].sort());
    // L is its area's only responsible: its leader is the mother area's (D); it leads P1..P3.
    expect(papeis(de(L))).toEqual([`A${P1}`, `A${P2}`, `A${P3}`, `R${D}`, `U${L}`].sort());
    // Self first, then leaders, led, peers; nothing released yet.
    expect(de(P1)?.avaliadores.map((a) => a.papel)).toEqual(['U', 'R', 'P', 'P']);
    expect(de(P1)?.avaliadores.every((a) => a.situacao === null)).toBe(true);
    // Filling again adds nothing; pairs keep their roles.
    const again = await rh.post(`${API}/${id}/participantes`, {
      colaboradoresIds: [L, P1, P2, P3],
      ...todos,
    });
    expect(again.json()).toMatchObject({ avaliados: 0, avaliadores: 0 });
  });

  it('pages, and filters by name (accent-insensitive) and area', async () => {
    const id = await avaliacao();
    await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [L, P1, P2, P3, Z] });
    const p = await matriz(rh, id, '&size=2&page=1');
    expect(p.totalElements).toBe(5);
    expect(p.content.map((l) => l.colaborador.nome)).toEqual(['Par Pedro', 'Par Priscila']);
    expect((await matriz(rh, id, '&q=zelia')).content.map((l) => l.colaborador.id)).toEqual([Z]);
    expect((await matriz(rh, id, `&areaOrganizacionalId=${areaFilha}`)).totalElements).toBe(4);
    const areas = await rh.get(`${API}/participantes/areas-organizacionais?avaliacaoDesempenhoId=${id}`);
    expect(areas.json().map((a: { nome: string }) => a.nome)).toEqual(['Filha', 'Outra']);
    const cargos = await rh.get(`${API}/participantes/cargos?avaliacaoDesempenhoId=${id}`);
    expect(cargos.json()).toHaveLength(1);
    const est = await rh.get(`${API}/participantes/estabelecimentos?avaliacaoDesempenhoId=${id}`);
    expect(est.json()).toEqual([{ id: org1.estabelecimentoId, nome: expect.any(String) }]);
  });

  it('needs at least one talent, and self-evaluation only where allowed', async () => {
    const id = await avaliacao({ permiteAutoAvaliacao: false });
    expect(entries(await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [] }))).toEqual([
      { field: 'colaboradoresIds', message: 'Selecione ao menos um talento' },
    ]);
    expect(
      mensagem(
        await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1], geraAutoavaliacao: true }),
      ),
    ).toBe(M.semAutoavaliacao);
    await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1] });
    expect(mensagem(await rh.put(`${API}/${id}/participantes/acao/autoavaliacoes`, {}))).toBe(
      M.semAutoavaliacao,
    );
  });
});

describe('ações sobre os participantes (spec §4)', () => {
  it("adds evaluators by hand and generates self-evaluations: 'Autoavaliações adicionadas com sucesso!'", async () => {
    const id = await avaliacao();
    await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1, P2] });
    const add = await rh.post(`${API}/${id}/avaliadores`, {
      avaliados: [P1, P2],
      avaliadores: [{ colaboradorId: Z }, { colaboradorId: P1 }],
      papel: 'P',
    });
    expect(add.statusCode, add.body).toBe(201);
    // Z for both; P1 only for P2 (nobody evaluates itself but by U).
    expect(add.json()).toMatchObject({ message: M.avaliadoresAdicionados, avaliadores: 3 });
    expect(
      entries(
        await rh.post(`${API}/${id}/avaliadores`, {
          avaliados: [P1],
          avaliadores: [{ colaboradorId: Z }],
          papel: 'U',
        }),
      ),
    ).toEqual([{ field: 'papel', message: M.autoavaliacaoManual }]);
    expect(
      mensagem(
        await rh.post(`${API}/${id}/avaliadores`, {
          avaliados: [P3],
          avaliadores: [{ colaboradorId: Z }],
          papel: 'R',
        }),
      ),
    ).toBe(M.avaliadoInvalido);
    const auto = await rh.put(`${API}/${id}/participantes/acao/autoavaliacoes`, {});
    expect(auto.statusCode, auto.body).toBe(200);
    expect(auto.json()).toMatchObject({ message: 'Autoavaliações adicionadas com sucesso!', avaliadores: 2 });
    const possui = (await matriz(rh, id)).content.every((l) => l.avaliadores.some((a) => a.papel === 'U'));
    expect(possui).toBe(true);
  });

  it("answers 'Ação Desconhecida' for any other action", async () => {
    const id = await avaliacao();
    expect(mensagem(await rh.put(`${API}/${id}/participantes/acao/apagar-tudo`, {}))).toBe(
      'Ação Desconhecida',
    );
  });

  it('changes a role, never to or from self-evaluation', async () => {
    const id = await avaliacao();
    await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1], geraAutoavaliacao: true });
    await rh.post(`${API}/${id}/avaliadores`, {
      avaliados: [P1],
      avaliadores: [{ colaboradorId: P2 }],
      papel: 'P',
    });
    const [linha] = (await matriz(rh, id)).content;
    const par = linha.avaliadores.find((a) => a.papel === 'P');
    const u = linha.avaliadores.find((a) => a.papel === 'U');
    const res = await rh.put(`${API}/${id}/participantes/${par?.id}/papel`, { papel: 'R' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: par?.id, papel: 'R', colaboradorId: P2 });
    expect(mensagem(await rh.put(`${API}/${id}/participantes/${u?.id}/papel`, { papel: 'P' }))).toBe(
      M.autoavaliacaoManual,
    );
  });

  describe('once released and answered', () => {
    let id: number;
    let respondida: number; // P2's cell about P1, concluded
    beforeAll(async () => {
      id = await avaliacao();
      await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [L, P1, P2, P3], ...todos });
      await t.database.db.execute(sql`update avaliacao_desempenho set liberada = true where id = ${id}`);
      // A change on a released evaluation creates the answering records of its cells.
      await rh.post(`${API}/${id}/avaliadores`, {
        avaliados: [P1],
        avaliadores: [{ colaboradorId: Z }],
        papel: 'P',
      });
      const [r] = await rows<{ id: number; cq: number | null }>(
        t.database.db,
        sql`select id, colaborador_questionario_id as cq from participante_avaliacao_desempenho
             where avaliacao_desempenho_id = ${id} and avaliado_colaborador_id = ${P1} and avaliador_colaborador_id = ${P2}`,
      );
      expect(r.cq).not.toBeNull();
      respondida = r.id;
      await t.database.db.execute(
        sql`update colaborador_questionario set concluido_em = now() where id = ${r.cq}`,
      );
    });

    it('shows each cell answering state and counts answers per evaluator', async () => {
      const p1 = (await matriz(rh, id)).content.find((l) => l.colaborador.id === P1);
      expect(p1?.avaliadores.find((a) => a.id === respondida)?.situacao).toBe('C');
      expect(p1?.avaliadores.filter((a) => a.situacao === 'P')).toHaveLength(3);
      const res = await rh.get(`${API}/avaliadores?avaliacaoDesempenhoId=${id}&q=pedro`);
      expect(res.json().content).toEqual([
        { colaboradorId: P2, usuarioId: null, nome: 'Par Pedro', avaliados: 3, respondidos: 1 },
      ]);
    });

    it('gives a new evaluator of a released evaluation its form and a notice in box A', async () => {
      const db = t.database.db;
      const contar = async () =>
        (
          await rows<{ n: number }>(
            db,
            sql`select count(*)::int as n from usuario_mensagem um join usuario u on u.id = um.usuario_id
                 where u.colaborador_id = ${L} and um.tipo = 'A'`,
          )
        )[0].n;
      const antes = await contar();
      const res = await rh.put(`${API}/${id}/participantes/acao/autoavaliacoes`, { colaboradoresIds: [L] });
      expect(res.json()).toMatchObject({ avaliadores: 1 });
      expect(await contar()).toBe(antes + 1);
      const l = (await matriz(rh, id)).content.find((x) => x.colaborador.id === L);
      expect(l?.avaliadores.find((a) => a.papel === 'U')?.situacao).toBe('P');
    });

    it('refuses to remove an evaluator who answered, and removes one who did not with its record', async () => {
      expect(mensagem(await rh.delete(`${API}/${id}/participantes/${respondida}`))).toBe(
        M.avaliadorRespondeu,
      );
      const zCell = (await matriz(rh, id)).content
        .find((l) => l.colaborador.id === P1)
        ?.avaliadores.find((a) => a.colaboradorId === Z);
      const [{ n: antes }] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from colaborador_questionario where dono_id = ${id} and dono_tipo = 'avaliacao-desempenho'`,
      );
      expect((await rh.delete(`${API}/${id}/participantes/${zCell?.id}`)).statusCode).toBe(204);
      const [{ n: depois }] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from colaborador_questionario where dono_id = ${id} and dono_tipo = 'avaliacao-desempenho'`,
      );
      expect(depois).toBe(antes - 1);
    });

    it("removes selected evaluators but keeps cells with answers, with the spec's message", async () => {
      const res = await rh.put(`${API}/${id}/participantes/acao/remover-avaliadores`, {
        avaliadores: [{ colaboradorId: P2 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message:
          'Os avaliadores selecionados foram removidos. Avaliadores que receberam respostas permanecem e os avaliados que não enviaram respostas foram removidos.',
        avaliados: 0,
        avaliadores: 2,
        mantidos: 1,
      });
      expect(
        mensagem(
          await rh.put(`${API}/${id}/participantes/acao/remover-avaliadores`, {
            participantesIds: [respondida],
          }),
        ),
      ).toBe(M.avaliadoresComRespostas);
    });

    it("removes evaluated talents without answers: 'Avaliados removidos como sucesso!'", async () => {
      expect(
        mensagem(
          await rh.put(`${API}/${id}/participantes/acao/remover-avaliados`, { colaboradoresIds: [P1] }),
        ),
      ).toBe(M.avaliadosComRespostas);
      const res = await rh.put(`${API}/${id}/participantes/acao/remover-avaliados`, {
        colaboradoresIds: [P1, P3],
      });
      expect(res.json()).toEqual({
        message: 'Avaliados removidos como sucesso!',
        avaliados: 1,
        avaliadores: 0,
        mantidos: 1,
      });
      const ids = (await matriz(rh, id)).content.map((l) => l.colaborador.id);
      expect(ids).toContain(P1);
      expect(ids).not.toContain(P3);
      expect(mensagem(await rh.put(`${API}/${id}/participantes/acao/remover-avaliados`, {}))).toBe(
        M.avaliadosObrigatorios,
      );
    });
  });
});

describe('avaliação anônima (docs/decisoes.md)', () => {
  it('never shows HR who answered: counts per evaluated talent, no removal once answered', async () => {
    const id = await avaliacao({ anonima: true });
    await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1, P2, P3], ...todos });
    const lib = await rh.put(`${API}/${id}/liberada/true`);
    expect(lib.statusCode, lib.body).toBe(200);
    const celula = (l: Linha | undefined, avaliador: number) =>
      l?.avaliadores.find((a) => a.colaboradorId === avaliador);
    // Before any answer nothing can be told apart: a removal is a removal.
    const p3 = (await matriz(rh, id)).content.find((l) => l.colaborador.id === P3);
    expect((await rh.delete(`${API}/${id}/participantes/${celula(p3, P1)?.id}`)).statusCode).toBe(204);
    // P2 concludes its form about P1 (the answering screen sets possuiResposta on the first save).
    const db = t.database.db;
    await db.execute(sql`update colaborador_questionario set concluido_em = now(), questionario_resposta_id = null
      where dono_tipo = 'avaliacao-desempenho' and dono_id = ${id}
        and respondente_colaborador_id = ${P2} and avaliado_colaborador_id = ${P1}`);
    await db.execute(sql`update avaliacao_desempenho set possui_resposta = true where id = ${id}`);
    const linhas = (await matriz(rh, id)).content;
    expect(linhas.flatMap((l) => l.avaliadores.map((a) => a.situacao))).toEqual(
      linhas.flatMap((l) => l.avaliadores.map(() => null)),
    );
    const p1 = linhas.find((l) => l.colaborador.id === P1);
    expect(p1?.respondidos).toBe(1);
    expect(linhas.find((l) => l.colaborador.id === P2)?.respondidos).toBe(0);
    expect((await rh.get(`${API}/avaliadores?avaliacaoDesempenhoId=${id}&q=pedro`)).json().content).toEqual([
      expect.objectContaining({ colaboradorId: P2, respondidos: null }),
    ]);
    // A removal kept or refused would tell which cell was answered: every removal is refused alike.
    for (const res of [
      await rh.delete(`${API}/${id}/participantes/${celula(p1, P3)?.id}`),
      await rh.delete(`${API}/${id}/participantes/${celula(p1, P2)?.id}`),
      await rh.put(`${API}/${id}/participantes/acao/remover-avaliadores`, {
        avaliadores: [{ colaboradorId: P3 }],
      }),
      await rh.put(`${API}/${id}/participantes/acao/remover-avaliados`, { colaboradoresIds: [P2] }),
    ])
      expect(mensagem(res)).toBe(M.anonimaComRespostas);
    // Adding evaluators still works, and the new cell shows no state either.
    const add = await rh.post(`${API}/${id}/avaliadores`, {
      avaliados: [P2],
      avaliadores: [{ colaboradorId: Z }],
      papel: 'P',
    });
    expect(add.statusCode, add.body).toBe(201);
    // HR's list of answering records holds none of an anonymous evaluation (not even by respondent).
    for (const q of [`donoId=${id}`, `donoId=${id}&colaboradorId=${P2}&situacao=C`]) {
      const l = await rh.get(`/api/pesquisa/colaboradores-questionarios?donoTipo=avaliacao-desempenho&${q}`);
      expect(l.json(), q).toMatchObject({ content: [], totalElements: 0 });
    }
  });
});

describe('escopo e permissões', () => {
  it("refuses another company's talents and hides the evaluation from another company", async () => {
    const id = await avaliacao();
    expect(mensagem(await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1, W] }))).toBe(
      M.talentoForaDoEscopo,
    );
    expect((await matriz(rh, id)).totalElements).toBe(0); // nothing kept: one transaction
    await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1] });
    expect(
      mensagem(
        await rh.post(`${API}/${id}/avaliadores`, {
          avaliados: [P1],
          avaliadores: [{ colaboradorId: W }],
          papel: 'P',
        }),
      ),
    ).toBe(M.talentoForaDoEscopo);
    expect((await filial.get(`${API}/avaliados?avaliacaoDesempenhoId=${id}`)).statusCode).toBe(404);
    expect((await filial.post(`${API}/${id}/participantes`, { colaboradoresIds: [W] })).statusCode).toBe(404);
    expect(
      (await filial.put(`${API}/${id}/participantes/acao/remover-avaliados`, { colaboradoresIds: [P1] }))
        .statusCode,
    ).toBe(404);
    expect((await rh.get(`${API}/avaliados?avaliacaoDesempenhoId=abc`)).statusCode).toBe(404);
  });

  it('lets a manager add and see only talents of its areas', async () => {
    const id = await avaliacao();
    expect(mensagem(await gestor.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1, Z] }))).toBe(
      M.talentoForaDoEscopo,
    );
    expect(mensagem(await gestor.post(`${API}/${id}/participantes`, { colaboradoresIds: [D] }))).toBe(
      M.talentoForaDoEscopo,
    );
    const ok = await gestor.post(`${API}/${id}/participantes`, {
      colaboradoresIds: [P1, P2],
      preencheAvaliadosLideres: true,
    });
    expect(ok.json()).toMatchObject({ avaliados: 2, avaliadores: 2 });
    await rh.post(`${API}/${id}/participantes`, { colaboradoresIds: [Z] });
    expect((await matriz(gestor, id)).content.map((l) => l.colaborador.id).sort()).toEqual([P1, P2].sort());
    expect((await matriz(rh, id)).totalElements).toBe(3);
    // Z's row is out of reach: not removed, not given evaluators.
    expect(
      mensagem(
        await gestor.put(`${API}/${id}/participantes/acao/remover-avaliados`, { colaboradoresIds: [Z] }),
      ),
    ).toBe(M.avaliadoInvalido);
    expect(
      mensagem(
        await gestor.post(`${API}/${id}/avaliadores`, {
          avaliados: [Z],
          avaliadores: [{ colaboradorId: P1 }],
          papel: 'P',
        }),
      ),
    ).toBe(M.avaliadoInvalido);
    // The picker offers the manager only its areas' talents (by name or area), HR every active one.
    const busca = async (c: Client, q: string) =>
      (await c.get(`${API}/participantes/talentos?q=${q}&size=50`))
        .json()
        .content.map((x: { id: number }) => x.id);
    expect(await busca(gestor, 'zelia')).toEqual([]);
    expect(await busca(rh, 'zelia')).toEqual([Z]);
    expect((await busca(gestor, 'filha')).sort()).toEqual([L, P1, P2, P3].sort());
    const areas = await gestor.get(`${API}/participantes/areas-organizacionais?avaliacaoDesempenhoId=${id}`);
    expect(areas.json().map((a: { nome: string }) => a.nome)).toEqual(['Filha']);
  });

  it('needs the edit authority to change and the read authority to read', async () => {
    const id = await avaliacao();
    expect((await leitor.get(`${API}/avaliados?avaliacaoDesempenhoId=${id}`)).statusCode).toBe(200);
    expect((await leitor.post(`${API}/${id}/participantes`, { colaboradoresIds: [P1] })).statusCode).toBe(
      403,
    );
    expect((await leitor.put(`${API}/${id}/participantes/acao/autoavaliacoes`, {})).statusCode).toBe(403);
    expect((await leitor.delete(`${API}/${id}/participantes/1`)).statusCode).toBe(403);
  });
});
