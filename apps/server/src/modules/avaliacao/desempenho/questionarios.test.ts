import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { criarRegistros } from '../../../platform/questionario/colaborador/index.ts';
import { entries, mensagem } from '../../../platform/questionario/testkit.ts';
import { cpfFrom, logCapture, rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { DEMO_SENHA_COLABORADOR } from '../../cargoSalario/testkit.ts';

/**
 * Answering a performance evaluation (issue 22): the evaluator's list and filter, the form with the
 * competences of the evaluated talent's band, partial save and conclusion with their messages, results
 * (HR; the evaluated talent when allowed), exports, and the anonymity promise walked over every route
 * that returns answers. Records are created as the release creates them (criarRegistros).
 */
const Q = '/api/avaliacao/avaliacoes-desempenhos-questionarios';
const AV = '/api/avaliacao/avaliacoes-desempenho';
const R = '/api/pesquisa/colaborador-respostas';
const SEGREDO = 'Comentário secreto 7c1f';

let t: TestApp;
let rh: Client;
let filial: Client;
const ev: Client[] = []; // three employee users: ev[0] the evaluated talent, ev[1] and ev[2] evaluators
const col: number[] = [];
let perguntas: { objetiva: number; opcaoBoa: number; nota: number };
let niveis: number[]; // the company's level ids by ordem
let conh: number; // the required competences (conhecimento, habilidade)
let hab: number;
let aberta: number; // tipo 2.0, not anonymous, shows the result to the evaluated
let anonima: number;
const reg: Record<string, number> = {};
const log = logCapture();

const emTx = <T>(f: (tx: Db) => Promise<T>) => t.database.db.transaction((tx) => f(tx as unknown as Db));

async function avaliacao(c: Client, extra: Record<string, unknown>, modelo: number) {
  const res = await c.post(AV, {
    titulo: `Avaliação ${Math.random()}`,
    dataIni: '2026-01-01',
    dataFim: '2026-12-31',
    tipo: '1.0',
    modeloAvaliacaoId: modelo,
    permiteAutoAvaliacao: true,
    anonima: false,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Participants and released records, as the release makes them: [evaluator talent, evaluated talent]. */
async function registros(avaliacaoId: number, pares: [number, number][]) {
  const db = t.database.db;
  const [{ q }] = await rows<{ q: number }>(
    db,
    sql`select questionario_id as q from avaliacao_desempenho where id = ${avaliacaoId}`,
  );
  for (const [, avaliado] of pares)
    await db.execute(sql`insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
      values (1, ${avaliacaoId}, ${avaliado}) on conflict do nothing`);
  const criados = await emTx((tx) =>
    criarRegistros(tx, {
      empresaId: 1,
      donoTipo: 'avaliacao-desempenho',
      donoId: avaliacaoId,
      questionarioId: q,
      prazo: '2026-12-31',
      itens: pares.map(([r, a]) => ({ respondenteColaboradorId: r, avaliadoColaboradorId: a })),
    }),
  );
  for (const [i, [r, a]] of pares.entries())
    await db.execute(sql`insert into participante_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, avaliado_id,
        avaliado_colaborador_id, avaliador_colaborador_id, papel, colaborador_questionario_id)
      select 1, ${avaliacaoId}, id, ${a}, ${r}, ${r === a ? 'U' : 'P'}, ${criados[i].id}
        from avaliado_avaliacao_desempenho where avaliacao_desempenho_id = ${avaliacaoId} and colaborador_id = ${a}`);
  return criados.map((c) => c.id);
}

const respostas = (parcial: boolean, comp: [number | null, number | null], boa = true) => ({
  respondidoParcialmente: parcial,
  respostas: [
    {
      perguntaId: perguntas.objetiva,
      respostaId: boa ? perguntas.opcaoBoa : perguntas.opcaoBoa + 1,
      comentario: SEGREDO,
    },
    { perguntaId: perguntas.nota, nota: 8 },
  ],
  configsNiveisCompetenciasFaixaSalariais: [
    { tipo: 'C', competenciaId: conh, nivelCompetenciaId: comp[0] },
    { tipo: 'H', competenciaId: hab, nivelCompetenciaId: comp[1] },
  ],
});

beforeAll(async () => {
  t = await createTestApp({}, { logStream: log.stream });
  rh = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const db = t.database.db;
  const us = await rows<{ cpf: string; colaboradorId: number }>(
    db,
    sql`select u.cpf, u.colaborador_id as "colaboradorId" from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
     where p.chave = 'COLABORADOR' and ue.empresa_id = 1 and u.colaborador_id is not null order by u.id limit 3 offset 4`,
  );
  for (const u of us) {
    ev.push(await t.login({ cpf: u.cpf, senha: DEMO_SENHA_COLABORADOR }, 1));
    col.push(u.colaboradorId);
  }
  // A performance model with an objective and a score question.
  const m = await rh.post('/api/avaliacao/modelos-avaliacao', { titulo: 'Modelo 360° respostas' });
  const modelo = m.json().id as number;
  const o = await rh.post(`/api/avaliacao/avaliacoes/${modelo}/perguntas`, {
    texto: 'Colabora com a equipe?',
    tipo: 1,
    respostas: [
      { texto: 'Sempre', peso: 10 },
      { texto: 'Nunca', peso: 0 },
    ],
  });
  expect(o.statusCode, o.body).toBe(201);
  const n = await rh.post(`/api/avaliacao/avaliacoes/${modelo}/perguntas`, { texto: 'Nota geral', tipo: 4 });
  perguntas = { objetiva: o.json().id, opcaoBoa: o.json().respostas[0].id, nota: n.json().id };
  // Levels 1..3 and the evaluated talent's band requiring a knowledge (level 2, weight 2) and a skill (level 2).
  await db.execute(sql`delete from nivel_competencia where empresa_id = 1 and not exists
    (select 1 from configuracao_nivel_competencia c where c.nivel_competencia_id = nivel_competencia.id)
    and not exists (select 1 from config_historico_nivel h where h.nivel_id = nivel_competencia.id)
    and not exists (select 1 from nivel_competencia_colaborador_item i where i.nivel_competencia_id = nivel_competencia.id)`);
  const existentes = await rows<{ id: number; ordem: number }>(
    db,
    sql`select id, ordem from nivel_competencia where empresa_id = 1`,
  );
  for (const [i, d] of ['Básico T', 'Intermediário T', 'Avançado T'].entries())
    await db.execute(
      sql`insert into nivel_competencia (empresa_id, descricao, ordem) values (1, ${d}, ${1000 + i})`,
    );
  niveis = (
    await rows<{ id: number }>(
      db,
      sql`select id from nivel_competencia where empresa_id = 1 and ordem >= 1000 order by ordem`,
    )
  ).map((x) => x.id);
  expect(existentes.every((x) => x.ordem < 1000)).toBe(true);
  [{ id: conh }] = await rows<{ id: number }>(
    db,
    sql`insert into conhecimento (empresa_id, nome) values (1, 'Excel T') returning id`,
  );
  [{ id: hab }] = await rows<{ id: number }>(
    db,
    sql`insert into habilidade (empresa_id, nome) values (1, 'Negociação T') returning id`,
  );
  const [{ id: cfg }] = await rows<{ id: number }>(
    db,
    sql`insert into configuracao_nivel_competencia_faixa (empresa_id, faixa_salarial_id, data)
        select 1, faixa_salarial_id, '2025-12-31' from colaborador where id = ${col[0]} returning id`,
  );
  await db.execute(sql`insert into configuracao_nivel_competencia (configuracao_id, conhecimento_id, competencia_peso, nivel_competencia_id)
    values (${cfg}, ${conh}, 2, ${niveis[1]})`);
  await db.execute(sql`insert into configuracao_nivel_competencia (configuracao_id, habilidade_id, competencia_peso, nivel_competencia_id)
    values (${cfg}, ${hab}, 1, ${niveis[1]})`);

  aberta = await avaliacao(
    rh,
    { tipo: '2.0', formato: '0', exibeResultadoAutoAvaliacao: true, exibirNivelCompetenciaExigido: true },
    modelo,
  );
  anonima = await avaliacao(rh, { anonima: true, tipo: '2.0', formato: '0' }, modelo);
  [reg.auto, reg.par1, reg.par2] = await registros(aberta, [
    [col[0], col[0]],
    [col[1], col[0]],
    [col[2], col[0]],
  ]);
  [reg.anAuto, reg.an1, reg.an2] = await registros(anonima, [
    [col[0], col[0]],
    [col[1], col[0]],
    [col[2], col[0]],
  ]);
});
afterAll(() => t?.close());

describe('the evaluator answers', () => {
  it("lists the evaluator's own forms by filter, paged", async () => {
    const todas = (await ev[1].get(`${Q}?filtro=TODAS&size=1`)).json();
    expect(todas.totalElements).toBe(2);
    expect(todas.content).toHaveLength(1);
    expect(todas.content[0]).toMatchObject({ avaliado: { id: col[0] }, papel: 'P', situacao: 'P' });
    expect((await ev[1].get(`${Q}?filtro=RESPONDIDAS`)).json().totalElements).toBe(0);
    expect(
      (await ev[1].get(`${Q}?filtro=NAO_RESPONDIDAS&avaliacaoDesempenhoId=${aberta}`)).json().content,
    ).toEqual([expect.objectContaining({ id: reg.par1 })]);
    // Minhas pendências links to this form, not to the generic answering screen.
    const meus = (await ev[1].get(`${R}`)).json() as { id: number; linkResposta: string }[];
    expect(meus.find((m) => m.id === reg.par1)?.linkResposta).toBe(
      `/avaliacao/avaliacoes-desempenhos-questionarios/${reg.par1}`,
    );
    // HR is no evaluator here: its list is empty.
    expect((await rh.get(Q)).json().totalElements).toBe(0);
  });

  it('reads the form with the questions and the required competences', async () => {
    const f = (await ev[1].get(`${Q}/${reg.par1}`)).json();
    expect(f.questionario.perguntas).toHaveLength(2);
    expect(f.avaliacao).toMatchObject({
      id: aberta,
      avaliaCompetencias: true,
      exibirNivelCompetenciaExigido: true,
    });
    expect(f.niveis.map((n: { id: number }) => n.id)).toEqual(expect.arrayContaining(niveis));
    expect(f.competencias).toEqual([
      expect.objectContaining({
        tipo: 'C',
        id: conh,
        peso: 2,
        nivelExigido: expect.objectContaining({ id: niveis[1] }),
        nivelCompetenciaId: null,
      }),
      expect.objectContaining({ tipo: 'H', id: hab, peso: 1, nivelCompetenciaId: null }),
    ]);
    expect((await ev[1].get(`${Q}/competencias/${reg.par1}`)).json()).toHaveLength(2);
  });

  it('reaches only its own forms; another company never', async () => {
    expect((await ev[1].get(`${Q}/${reg.par2}`)).statusCode).toBe(404);
    expect((await ev[1].post(`${Q}/${reg.par2}`, respostas(true, [null, null]))).statusCode).toBe(404);
    expect((await filial.get(`${Q}/${reg.par1}`)).statusCode).toBe(404);
    expect((await ev[1].get(`${Q}/abc`)).statusCode).toBe(404);
  });

  it('saves partially, refuses foreign competences and levels, concludes only with every level', async () => {
    const parcial = await ev[1].post(`${Q}/${reg.par1}`, respostas(true, [niveis[1], null]));
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json().registro).toMatchObject({ situacao: 'A', respondidoParcialmente: true });
    expect((await ev[1].get(`${Q}/cncc/${reg.par1}`)).json()).toEqual([
      { tipo: 'C', competenciaId: conh, nivelCompetenciaId: niveis[1] },
      { tipo: 'H', competenciaId: hab, nivelCompetenciaId: null },
    ]);
    expect(entries(await ev[1].post(`${Q}/${reg.par1}`, respostas(false, [niveis[1], null])))).toEqual([
      {
        field: `configsNiveisCompetenciasFaixaSalariais.H-${hab}`,
        message: 'Informe o nível da competência',
      },
    ]);
    const alheia = respostas(true, [niveis[1], null]);
    alheia.configsNiveisCompetenciasFaixaSalariais.push({
      tipo: 'A',
      competenciaId: 999999,
      nivelCompetenciaId: null,
    });
    expect(mensagem(await ev[1].post(`${Q}/${reg.par1}`, alheia))).toBe(
      'A competência informada não é exigida pela faixa salarial do avaliado.',
    );
    expect(mensagem(await ev[1].post(`${Q}/${reg.par1}`, respostas(true, [999999, null])))).toBe(
      'Nível de competência não encontrado.',
    );
    const fim = await ev[1].post(`${Q}/${reg.par1}`, respostas(false, [niveis[1], niveis[2]]));
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json().registro.situacao).toBe('C');
    expect((await ev[1].get(`${Q}?filtro=RESPONDIDAS`)).json().totalElements).toBe(1);
    expect(
      mensagem(await ev[1].post(`${Q}/${reg.par1}`, respostas(false, [niveis[1], niveis[2]])), 409),
    ).toBe('Esta avaliação já foi concluída e não pode ser respondida novamente.');
    const [{ possui }] = await rows<{ possui: boolean }>(
      t.database.db,
      sql`select possui_resposta as possui from avaliacao_desempenho where id = ${aberta}`,
    );
    expect(possui).toBe(true);
  });
});

describe('results', () => {
  it('weights the questionnaire and the competences (HR)', async () => {
    // ev[2] and the talent itself conclude too.
    expect(
      (await ev[2].post(`${Q}/${reg.par2}`, respostas(false, [niveis[1], niveis[1]], false))).statusCode,
    ).toBe(200);
    expect((await ev[0].post(`${Q}/${reg.auto}`, respostas(false, [niveis[2], niveis[2]]))).statusCode).toBe(
      200,
    );
    const r = (await rh.get(`${AV}/${aberta}/resultados`)).json();
    // Questionnaire (weights 1 each, max 10 + 10): 18/20 = 90, 8/20 = 40, 90 → 73.33.
    // Competences: Excel (w2, required 2) mean (2+2+3)/3 = 2.33 → 50 + 50 × 0.33 = 66.67;
    // Negociação (w1, required 2) mean (3+2+3)/3 = 2.67 → 83.33; (2×66.67 + 83.33)/3 = 72.22.
    expect(r.resultados).toEqual([
      {
        avaliado: expect.objectContaining({ id: col[0] }),
        avaliadores: 3,
        questionario: 73.33,
        competencias: 72.22,
        resultado: 72.78,
        oculto: false,
      },
    ]);
  });

  it('shows the evaluated talent its own result only when the evaluation says so', async () => {
    expect((await ev[0].get(`${AV}/${aberta}/resultados`)).json().resultados).toHaveLength(1);
    expect((await ev[1].get(`${AV}/${aberta}/resultados?avaliadoId=${col[0]}`)).statusCode).toBe(403);
    expect(mensagem(await ev[0].get(`${AV}/${anonima}/resultados`), 403)).toBe(
      'O resultado desta avaliação não é exibido ao avaliado.',
    );
    expect((await filial.get(`${AV}/${aberta}/resultados`)).statusCode).toBe(404);
  });

  it('exports the answered form, the blank questionnaire and the comparative', async () => {
    const pdf = await rh.get(`${Q}/${reg.par1}/respondida/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const xls = await rh.get(`${Q}/${reg.par1}/respondida/xls`);
    expect(xls.statusCode).toBe(200);
    expect(xls.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await rh.get(`${Q}/${aberta}/questionario/pdf`)).statusCode).toBe(200);
    const c = (await rh.get(`${Q}/${aberta}/${col[0]}/comparativa`)).json();
    expect(c.avaliadores).toBe(2);
    expect(c.perguntas[0]).toMatchObject({ autoavaliacao: 100, demais: 50 });
    expect((await rh.get(`${Q}/${aberta}/${col[0]}/comparativa/pdf`)).statusCode).toBe(200);
    expect((await ev[1].get(`${Q}/${aberta}/${col[0]}/comparativa`)).statusCode).toBe(403);
  });

  it('serves the evaluations answered, the competence configuration and the competences evaluated', async () => {
    expect((await rh.get(`${AV}/avaliacoes-respondidas`)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: aberta })]),
    );
    expect(
      (await rh.get(`${AV}/configuracao-competencia-avaliacao?avaliacaoDesempenhoId=${aberta}`)).json(),
    ).toMatchObject({
      avaliaCompetencias: true,
      exibirNivelCompetenciaExigido: true,
    });
    expect(
      (
        await rh.get(
          `/api/cargo-salario/competencias/por-avaliacoes-desempenhos?avaliacaoDesempenhoIds=${aberta}`,
        )
      ).json(),
    ).toEqual([
      { tipo: 'C', id: conh, nome: 'Excel T' },
      { tipo: 'H', id: hab, nome: 'Negociação T' },
    ]);
    const porAvaliado = (
      await rh.get(
        `/api/cargo-salario/competencias/avaliacao-desempenho?avaliacaoDesempenhoId=${aberta}&avaliadoId=${col[0]}`,
      )
    ).json();
    expect(porAvaliado[0]).toMatchObject({ id: conh, mediaEscolhida: 1001.33, avaliadores: 3 });
  });
});

describe('anonymity', () => {
  it('no route gives HR one evaluator’s answers; results only from 2 evaluators besides the talent', async () => {
    expect((await ev[1].post(`${Q}/${reg.an1}`, respostas(false, [niveis[1], niveis[1]]))).statusCode).toBe(
      200,
    );
    expect(
      (await ev[0].post(`${Q}/${reg.anAuto}`, respostas(false, [niveis[2], niveis[2]]))).statusCode,
    ).toBe(200);
    // The evaluator reads their own form.
    expect((await ev[1].get(`${Q}/${reg.an1}`)).statusCode).toBe(200);
    // Every route that returns one form's answers refuses HR.
    for (const url of [
      `${Q}/${reg.an1}`,
      `${Q}/cncc/${reg.an1}`,
      `${Q}/competencias/${reg.an1}`,
      `${Q}/${reg.an1}/respondida/pdf`,
      `${Q}/${reg.an1}/respondida/xls`,
      `${R}/${reg.an1}`,
      `${R}/${reg.an1}/imprimir`,
      `/api/pesquisa/colaboradores-questionarios/${reg.an1}/respondido-parcialmente`,
      `/api/avaliacao/respostas/colaborador?colaboradorQuestionarioId=${reg.an1}`,
      `/api/avaliacao/respostas/avaliacao-desempenho-questionario?colaboradorQuestionarioId=${reg.an1}`,
    ])
      expect((await rh.get(url)).statusCode, url).toBe(404);
    // HR's list of records holds none of them (who answered is not shown: docs/decisoes.md).
    const lista = (
      await rh.get(
        `/api/pesquisa/colaboradores-questionarios?donoTipo=avaliacao-desempenho&donoId=${anonima}`,
      )
    ).json();
    expect(lista).toMatchObject({ content: [], totalElements: 0 });
    // One evaluator besides the talent: withheld everywhere.
    const r1 = (await rh.get(`${AV}/${anonima}/resultados`)).json().resultados[0];
    expect(r1).toMatchObject({ oculto: true, questionario: null, competencias: null, resultado: null });
    const c1 = (await rh.get(`${Q}/${anonima}/${col[0]}/comparativa`)).json();
    expect(
      c1.perguntas.every(
        (p: { autoavaliacao: unknown; demais: unknown }) => p.autoavaliacao === null && p.demais === null,
      ),
    ).toBe(true);
    const comp1 = (
      await rh.get(
        `/api/cargo-salario/competencias/avaliacao-desempenho?avaliacaoDesempenhoId=${anonima}&avaliadoId=${col[0]}`,
      )
    ).json();
    expect(comp1.every((x: { mediaEscolhida: unknown }) => x.mediaEscolhida === null)).toBe(true);
    // A second evaluator: the aggregate shows, the self-evaluation never.
    expect(
      (await ev[2].post(`${Q}/${reg.an2}`, respostas(false, [niveis[1], niveis[1]], false))).statusCode,
    ).toBe(200);
    expect((await rh.get(`${AV}/${anonima}/resultados`)).json().resultados[0]).toMatchObject({
      oculto: false,
      avaliadores: 3,
    });
    const c2 = (await rh.get(`${Q}/${anonima}/${col[0]}/comparativa`)).json();
    expect(c2.perguntas[0]).toMatchObject({ autoavaliacao: null, demais: 50 });
    // No audit entry and no log line carries the answers.
    const audit = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from auditoria where entidade = 'colaboradores-questionarios'
           and entidade_id in (${reg.an1}, ${reg.an2}, ${reg.anAuto})`,
    );
    expect(audit[0].n).toBe(0);
    const auditAberta = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from auditoria where entidade = 'colaboradores-questionarios' and entidade_id = ${reg.par1}`,
    );
    expect(auditAberta[0].n).toBeGreaterThan(0);
    expect(log.text()).not.toContain(SEGREDO);
  });
});

describe('manager scope', () => {
  it("a manager reads the results only of its areas' evaluated talents; itself only when shown", async () => {
    const db = t.database.db;
    // M leads col[0]'s area and its own; X, evaluated in `aberta` too, is of an area M does not lead.
    const talento = async (nome: string, area: string) => {
      const [c] = await rows<{ id: number; area: number }>(
        db,
        sql`with a as (insert into area_organizacional (empresa_id, nome, descricao_hierarquia)
                       values (1, ${area}, ${area}) returning id)
            insert into colaborador (empresa_id, nome, sexo, data_admissao, estabelecimento_id,
              area_organizacional_id, cargo_id, faixa_salarial_id)
            select 1, ${nome}, 'F', '2020-01-01', estabelecimento_id, a.id, cargo_id, faixa_salarial_id
              from colaborador, a where colaborador.id = ${col[0]}
            returning id, area_organizacional_id as area`,
      );
      return c;
    };
    const m = await talento('Marta Gestora T', 'Gestão T');
    const x = await talento('Xavier de Fora T', 'Fora T');
    await db.execute(sql`insert into area_responsavel (area_organizacional_id, colaborador_id)
      select area_organizacional_id, ${m.id}::int from colaborador where id = ${col[0]}
      union select ${m.area}::int, ${m.id}::int`);
    for (const [av, c] of [
      [aberta, x.id],
      [anonima, m.id],
    ])
      await db.execute(sql`insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
        values (1, ${av}, ${c})`);
    const [{ modelo }] = await rows<{ modelo: number }>(
      db,
      sql`select modelo_avaliacao_id as modelo from avaliacao_desempenho where id = ${aberta}`,
    );
    const fora = await avaliacao(rh, {}, modelo);
    await db.execute(sql`insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
      values (1, ${fora}, ${x.id})`);
    const perfil = await rh.post('/api/utilitario/perfis', {
      nome: 'Gestora de resultados T',
      authorities: ['ROLE_AVA_AVALIACOES_DESEMPENHO'],
    });
    const cpf = cpfFrom(555124007);
    const u = await rh.post('/api/utilitario/usuarios', {
      nome: 'Marta (usuária)',
      cpf,
      senha: 'segredo123',
      empresas: [{ empresaId: 1, perfilId: perfil.json().id }],
    });
    expect(u.statusCode, u.body).toBe(201);
    await db.execute(sql`update usuario set colaborador_id = ${m.id} where id = ${u.json().id}`);
    const gestor = await t.login({ cpf, senha: 'segredo123' }, 1);
    const nomes = async (c: Client, id: number) =>
      ((await c.get(`${AV}/${id}/resultados`)).json().resultados as { avaliado: { id: number } }[])
        .map((r) => r.avaliado.id)
        .sort();
    // HR sees every line; the manager its area's talent only, and not itself where results are not shown.
    expect(await nomes(rh, aberta)).toEqual([col[0], x.id].sort());
    expect(await nomes(gestor, aberta)).toEqual([col[0]]);
    expect(await nomes(rh, anonima)).toContain(m.id);
    expect(await nomes(gestor, anonima)).toEqual([col[0]]);
    // Attacker: another area's talent or an evaluation of none of its talents answers 404 everywhere.
    for (const url of [
      `${AV}/${fora}/resultados`,
      `${Q}/${aberta}/${x.id}/comparativa`,
      `${Q}/${aberta}/${x.id}/comparativa/pdf`,
      `${Q}/${anonima}/${m.id}/comparativa`,
      `${Q}/${fora}/questionario/pdf`,
      `${AV}/configuracao-competencia-avaliacao?avaliacaoDesempenhoId=${fora}`,
      `/api/cargo-salario/competencias/avaliacao-desempenho?avaliacaoDesempenhoId=${aberta}&avaliadoId=${x.id}`,
    ])
      expect((await gestor.get(url)).statusCode, url).toBe(404);
    expect((await gestor.get(`${AV}/${aberta}/resultados?avaliadoId=${x.id}`)).json().resultados).toEqual([]);
    expect((await gestor.get(`${Q}/${aberta}/${col[0]}/comparativa`)).statusCode).toBe(200);
    expect((await rh.get(`${Q}/${aberta}/${x.id}/comparativa`)).statusCode).toBe(200);
  });
});

describe('demo', () => {
  it('has the released 360° evaluation with answers and a result', async () => {
    const [d] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from avaliacao_desempenho where empresa_id = 1 and titulo = 'Avaliação 360° 2026' and liberada`,
    );
    const r = (await rh.get(`${AV}/${d.id}/resultados`)).json().resultados as {
      avaliadores: number;
      resultado: number | null;
    }[];
    expect(r).toHaveLength(2);
    expect(r.some((x) => x.avaliadores === 2 && x.resultado !== null)).toBe(true);
  });
});
