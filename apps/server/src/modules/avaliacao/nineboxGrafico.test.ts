import { NINEBOX_PADRAO } from '@ipe/domain/resources/avaliacao/ninebox';
import { MSG_NINEBOX_GRAFICO as M } from '@ipe/domain/resources/avaliacao/nineboxGrafico';
import { boxNineBox } from '@ipe/domain/resources/avaliacao/nineboxPosicao';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';
import { mensagem, usuarioCom } from '../../platform/questionario/testkit.ts';
import { areasDoGestor } from '../cargoSalario/index.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../cargoSalario/testkit.ts';
import { TITULO_DEMO_NINEBOX } from './demo/ninebox.ts';

/**
 * The Nine Box chart calls (spec 2 §7 'Nine Box') over the demo's closed evaluation: each talent's box from
 * the evaluation result and the competence percentage (both sources checked against the results route),
 * the cncc and pdi variants, the inverted axes, the talents of a box, the evaluators who did not answer,
 * the PDF, anonymity, and who may see what (another company, no authority, a manager's areas); then
 * /api/analytics/desempenho (radar, distribution of results, the Nine Box over time) on the same data.
 */
const B = '/api/avaliacao/ninebox';
type Grafico = {
  avaliacao: { id: number };
  data: string;
  configuracao: { eixoInvertido: boolean };
  boxes: { posicao: number; quantidade: number; selecionado: boolean; colaboradorIds: number[] }[];
  posicoes: { colaboradorId: number; box: number; desempenho: number; potencial: number }[];
  naoPosicionados: { colaboradorId: number; nome: string; motivo: string }[];
};
type Resultado = {
  avaliado: { id: number };
  questionario: number | null;
  competencias: number | null;
  resultado: number | null;
};
let t: TestApp;
let rh: Client;
let filial: Client;
let gestor: Client;
let gestorId: number;
let avId: number;
let resultados: Map<number, Resultado>;
const PADRAO = { percentualBaixoPotencial: 33, percentualAltoPotencial: 66 };
const limites = { ...PADRAO, percentualBaixoDesempenho: 33, percentualAltoDesempenho: 66 };

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const db = t.database.db;
  [{ id: avId }] = await rows<{ id: number }>(
    db,
    sql`select id from avaliacao_desempenho where empresa_id = 1 and titulo = ${TITULO_DEMO_NINEBOX}`,
  );
  const [g] = await rows<{ cpf: string; colaboradorId: number }>(
    db,
    sql`select u.cpf, u.colaborador_id as "colaboradorId" from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
      where p.nome = ${DEMO_PERFIL_GESTOR} and ue.empresa_id = 1`,
  );
  gestorId = g.colaboradorId;
  await db.execute(sql`update perfil set authorities = authorities || '{ROLE_AVA_NINEBOX_GRAFICO,ROLE_AVA_ANALYTICS}'::text[]
    where nome = ${DEMO_PERFIL_GESTOR}`);
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
  const r = (await rh.get(`/api/avaliacao/avaliacoes-desempenho/${avId}/resultados`)).json();
  resultados = new Map((r.resultados as Resultado[]).map((x) => [x.avaliado.id, x]));
});
afterAll(() => t?.close());

const chart = async (c: Client, path: string) => {
  const res = await c.get(`${B}/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Grafico;
};

describe('Nine Box chart', () => {
  it('places each evaluated talent by its evaluation result and competence percentage', async () => {
    const avaliacoes = (await rh.get(`${B}/avaliacoes`)).json() as { id: number; avaliaModelo: boolean }[];
    expect(avaliacoes.find((a) => a.id === avId)).toMatchObject({ avaliaModelo: true });
    const g = await chart(rh, `chart/${avId}`);
    expect(g.boxes.map((b) => b.posicao)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(g.posicoes.length + g.naoPosicionados.length).toBe(16);
    // The demo's grid is populated: most talents placed, over several boxes.
    expect(g.posicoes.length).toBeGreaterThanOrEqual(10);
    expect(g.boxes.filter((b) => b.quantidade > 0).length).toBeGreaterThanOrEqual(3);
    for (const p of g.posicoes) {
      expect(p.desempenho).toBe(resultados.get(p.colaboradorId)?.resultado);
      expect(p.box).toBe(boxNineBox(p.desempenho, p.potencial, limites));
      expect(g.boxes[p.box - 1].colaboradorIds).toContain(p.colaboradorId);
    }
    for (const b of g.boxes) expect(b.quantidade).toBe(b.colaboradorIds.length);
  });

  it('chart/cncc takes both axes from the evaluation; pdi selects one talent’s box', async () => {
    const g = await chart(rh, `chart/cncc/${avId}`);
    expect(g.posicoes.length).toBe(16);
    for (const p of g.posicoes) {
      const r = resultados.get(p.colaboradorId);
      expect([p.desempenho, p.potencial]).toEqual([r?.questionario, r?.competencias]);
    }
    const alvo = (await chart(rh, `chart/${avId}`)).posicoes[0];
    const pdi = await chart(rh, `chart/pdi/${avId}/${alvo.colaboradorId}`);
    expect(pdi.posicoes).toEqual([alvo]);
    expect(pdi.boxes.filter((b) => b.selecionado).map((b) => b.posicao)).toEqual([alvo.box]);
    const fora = await rows<{ id: number }>(
      t.database.db,
      sql`select id from colaborador where empresa_id = 1 and id not in
        (select colaborador_id from avaliado_avaliacao_desempenho where avaliacao_desempenho_id = ${avId}) limit 1`,
    );
    expect(mensagem(await rh.get(`${B}/chart/pdi/${avId}/${fora[0].id}`), 404)).toBe(
      M.avaliadoForaDaAvaliacao,
    );
  });

  it('refuses cncc for an evaluation of only the model or only competences', async () => {
    const db = t.database.db;
    await db.execute(sql`update avaliacao_desempenho set tipo = '1.0' where id = ${avId}`);
    expect(mensagem(await rh.get(`${B}/chart/cncc/${avId}`))).toBe(M.somenteModelo);
    await db.execute(
      sql`update avaliacao_desempenho set avaliar_somente_competencias = true where id = ${avId}`,
    );
    expect(mensagem(await rh.get(`${B}/chart/cncc/${avId}`))).toBe(M.somenteCompetencias);
    await db.execute(
      sql`update avaliacao_desempenho set tipo = '2.0', avaliar_somente_competencias = false where id = ${avId}`,
    );
  });

  it('swaps the sources when the configuration in force inverts the axes', async () => {
    const antes = await chart(rh, `chart/${avId}`);
    const res = await rh.post(B, {
      data: '2020-01-01',
      ...limites,
      eixoInvertido: true,
      boxes: NINEBOX_PADRAO.map(({ posicao, nomeclatura, descricao }) => ({
        posicao,
        nomeclatura,
        descricao,
      })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const depois = await chart(rh, `chart/${avId}`);
    expect(depois.configuracao.eixoInvertido).toBe(true);
    for (const p of depois.posicoes) {
      const a = antes.posicoes.find((x) => x.colaboradorId === p.colaboradorId);
      expect([p.desempenho, p.potencial]).toEqual([a?.potencial, a?.desempenho]);
    }
    expect((await rh.delete(`${B}/${res.json().id}`)).statusCode).toBe(204);
  });

  it('lists a box’s talents with photo and position, the evaluators who did not answer, and the PDF', async () => {
    const g = await chart(rh, `chart/${avId}`);
    const box = g.boxes.find((b) => b.quantidade > 0);
    const lista = (await rh.get(`${B}/talentos?ids=${box?.colaboradorIds.join(',')}`)).json();
    expect(lista).toHaveLength(box?.quantidade ?? 0);
    expect(lista[0]).toMatchObject({ nome: expect.any(String), fotoUrl: expect.stringMatching(/\/foto$/) });
    expect(lista.some((x: { cargo: string | null }) => x.cargo)).toBe(true);
    const foto = await rh.get(lista[0].fotoUrl);
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toMatch(/^image\//);
    expect((await rh.get(`${B}/talentos?ids=abc`)).statusCode).toBe(400);

    const pendentes = (await rh.get(`${B}/avaliadores-nao-responderam?avaliacaoId=${avId}`)).json() as {
      pendentes: number;
      avaliados: string[];
    }[];
    expect(pendentes.reduce((s, p) => s + p.pendentes, 0)).toBe(4);
    expect(pendentes.every((p) => p.avaliados.length === 1)).toBe(true);

    const pdf = await rh.post(`${B}/relatorio`, { avaliacaoId: avId });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    if (process.env.NINEBOX_PDF) writeFileSync(process.env.NINEBOX_PDF, pdf.rawPayload);
  });

  it('anonymous: hides results under 2 evaluators and whom the pending evaluators evaluate', async () => {
    const db = t.database.db;
    // A talent with exactly 2 concluded forms: one undone leaves a single evaluator.
    const [{ alvo }] = await rows<{ alvo: number }>(
      db,
      sql`select avaliado_colaborador_id as alvo from colaborador_questionario
        where dono_id = ${avId} and dono_tipo = 'avaliacao-desempenho' and concluido_em is not null
        group by 1 having count(*) = 2 order by 1 limit 1`,
    );
    await db.execute(sql`update avaliacao_desempenho set anonima = true where id = ${avId}`);
    const [um] = await rows<{ id: number }>(
      db,
      sql`update colaborador_questionario set concluido_em = null where id = (select id from colaborador_questionario
        where dono_id = ${avId} and dono_tipo = 'avaliacao-desempenho' and avaliado_colaborador_id = ${alvo}
          and concluido_em is not null limit 1) returning id`,
    );
    const g = await chart(rh, `chart/cncc/${avId}`);
    expect(g.naoPosicionados).toContainEqual(
      expect.objectContaining({ colaboradorId: alvo, motivo: M.resultadoOculto }),
    );
    expect(g.posicoes.some((p) => p.colaboradorId === alvo)).toBe(false);
    const pendentes = (await rh.get(`${B}/avaliadores-nao-responderam?avaliacaoId=${avId}`)).json();
    expect(pendentes).toEqual([]); // anonymous: nobody named, even with a form pending
    await db.execute(sql`update colaborador_questionario set concluido_em = now() where id = ${um.id}`);
    await db.execute(sql`update avaliacao_desempenho set anonima = false where id = ${avId}`);
  });

  it('serves only its company, with the authority, and a manager only its areas’ talents', async () => {
    for (const p of [
      `chart/${avId}`,
      `chart/cncc/${avId}`,
      `avaliadores-nao-responderam?avaliacaoId=${avId}`,
    ])
      expect((await filial.get(`${B}/${p}`)).statusCode).toBe(404);
    expect((await filial.post(`${B}/relatorio`, { avaliacaoId: avId })).statusCode).toBe(404);
    const semAutoridade = await usuarioCom(t, rh, ['ROLE_AVA_NINEBOX'], 1);
    expect((await semAutoridade.get(`${B}/chart/${avId}`)).statusCode).toBe(403);
    expect((await semAutoridade.post(`${B}/relatorio`, { avaliacaoId: avId })).statusCode).toBe(403);

    const visiveis = new Set(
      (
        await rows<{ id: number }>(
          t.database.db,
          sql`select id from colaborador where id = ${gestorId} or area_organizacional_id in ${areasDoGestor(gestorId)}`,
        )
      ).map((r) => r.id),
    );
    const todos = await chart(rh, `chart/${avId}`);
    const ids = (g: Grafico) => [...g.posicoes, ...g.naoPosicionados].map((p) => p.colaboradorId);
    const fora = ids(todos).filter((id) => !visiveis.has(id));
    expect(fora.length).toBeGreaterThan(0);
    const doGestor = await chart(gestor, `chart/${avId}`);
    expect(ids(doGestor).every((id) => visiveis.has(id))).toBe(true);
    expect(ids(doGestor).length).toBe(ids(todos).length - fora.length);
    expect(doGestor.boxes.flatMap((b) => b.colaboradorIds).some((id) => !visiveis.has(id))).toBe(false);
    expect((await gestor.get(`${B}/talentos?ids=${fora.join(',')}`)).json()).toEqual([]);
    expect((await gestor.get(`${B}/talentos/${fora[0]}/foto`)).statusCode).toBe(404);
    expect((await gestor.get(`${B}/chart/pdi/${avId}/${fora[0]}`)).statusCode).toBe(404);
    const pendentes = (await gestor.get(`${B}/avaliadores-nao-responderam?avaliacaoId=${avId}`)).json();
    const nomes = new Set(
      (
        await rows<{ nome: string }>(
          t.database.db,
          sql`select nome from colaborador where id in (${sql.join(
            [...visiveis].map((i) => sql`${i}`),
            sql`, `,
          )})`,
        )
      ).map((r) => r.nome),
    );
    expect(
      pendentes.flatMap((p: { avaliados: string[] }) => p.avaliados).every((n: string) => nomes.has(n)),
    ).toBe(true);
  });
});

describe('/api/analytics/desempenho', () => {
  const A = '/api/analytics/desempenho';
  type Radar = {
    labels: string[];
    competenciasFaixaSalarial: number[];
    competenciasColaborador: number[];
    talentos: number;
    ordemMaxima: number;
  };

  it('draws the radar of a talent, a band and an area, axis 0 to the highest level order', async () => {
    const res = await rh.get(`${A}/opcoes`);
    expect(res.statusCode, res.body).toBe(200);
    const opcoes = res.json();
    expect(opcoes.avaliacoes.map((a: { id: number }) => a.id)).toContain(avId);
    const g = await chart(rh, `chart/${avId}`);
    const talento = g.posicoes[0].colaboradorId;
    const r = (await rh.get(`${A}/radar?tipo=talento&id=${talento}`)).json() as Radar;
    expect(r.labels.length).toBeGreaterThan(0);
    expect(r.competenciasFaixaSalarial).toHaveLength(r.labels.length);
    expect(r.talentos).toBe(1);
    expect(r.ordemMaxima).toBe(4);
    for (const v of [...r.competenciasFaixaSalarial, ...r.competenciasColaborador]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(r.ordemMaxima);
    }
    const [{ faixa, area }] = await rows<{ faixa: number; area: number }>(
      t.database.db,
      sql`select faixa_salarial_id as faixa, area_organizacional_id as area from colaborador where id = ${talento}`,
    );
    const porFaixa = (await rh.get(`${A}/radar?tipo=faixa&id=${faixa}`)).json() as Radar;
    expect(porFaixa.talentos).toBeGreaterThanOrEqual(1);
    expect(porFaixa.labels).toEqual(r.labels);
    const porArea = await rh.get(`${A}/radar?tipo=area&id=${area}`);
    expect(porArea.statusCode, porArea.body).toBe(200);
    expect(porArea.json().talentos).toBeGreaterThanOrEqual(1);
  });

  it('counts the distribution of results and the Nine Box over time', async () => {
    const p = (await rh.get(`${A}?avaliacaoId=${avId}`)).json();
    const total = p.distribuicao.reduce((s: number, f: { valor: number }) => s + f.valor, 0);
    expect(total + p.semResultado).toBe(16);
    expect(total).toBe([...resultados.values()].filter((r) => r.resultado != null).length);
    expect(p.distribuicao).toHaveLength(10);
    expect(p.distribuicao[0].nome).toBe('0 a 10%');
    const g = await chart(rh, `chart/${avId}`);
    const ponto = p.nineBoxNoTempo.find((x: { avaliacao: { id: number } }) => x.avaliacao.id === avId);
    expect(ponto.quantidades).toEqual(g.boxes.map((b) => b.quantidade));
    // By default: the latest evaluation already ended (the demo's 360° is still open).
    const padrao = (await rh.get(A)).json();
    expect(padrao.avaliacao.id).toBe(avId);
    expect(padrao.titulos[0]).toBe('ENIGMA');
  });

  it('keeps a manager to its areas and talents; needs its authority', async () => {
    const semAutoridade = await usuarioCom(t, rh, ['ROLE_AVA_NINEBOX_GRAFICO'], 1);
    expect((await semAutoridade.get(`${A}?avaliacaoId=${avId}`)).statusCode).toBe(403);
    expect((await filial.get(`${A}?avaliacaoId=${avId}`)).statusCode).toBe(404);
    const db = t.database.db;
    const [{ fora, areaFora }] = await rows<{ fora: number; areaFora: number }>(
      db,
      sql`select c.id as fora, c.area_organizacional_id as "areaFora" from colaborador c
        where c.empresa_id = 1 and c.id <> ${gestorId} and c.area_organizacional_id not in ${areasDoGestor(gestorId)} limit 1`,
    );
    expect((await gestor.get(`${A}/radar?tipo=talento&id=${fora}`)).statusCode).toBe(404);
    expect((await gestor.get(`${A}/radar?tipo=area&id=${areaFora}`)).statusCode).toBe(404);
    expect((await gestor.get(`${A}?areaId=${areaFora}`)).statusCode).toBe(404);
    const opcoes = (await gestor.get(`${A}/opcoes`)).json();
    expect(opcoes.talentos.map((x: { id: number }) => x.id)).not.toContain(fora);
    expect(opcoes.areas.map((x: { id: number }) => x.id)).not.toContain(areaFora);
    const p = (await gestor.get(`${A}?avaliacaoId=${avId}`)).json();
    const doGestor = await chart(gestor, `chart/${avId}`);
    const ponto = p.nineBoxNoTempo.find((x: { avaliacao: { id: number } }) => x.avaliacao.id === avId);
    expect(ponto.quantidades).toEqual(doGestor.boxes.map((b) => b.quantidade));
    const total = p.distribuicao.reduce((s: number, f: { valor: number }) => s + f.valor, 0);
    expect(total + p.semResultado).toBe(doGestor.posicoes.length + doGestor.naoPosicionados.length);
  });
});
