import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaDeHoje } from '../../../platform/auth/sessions.ts';
import { JOB_LEMBRETES } from '../../../platform/questionario/colaborador/index.ts';
import { entries, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { areasDoGestor } from '../../cargoSalario/index.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../../cargoSalario/testkit.ts';

/**
 * Performance evaluations (spec 2 §3, §4, §5, §7 'Evaluations'): the wizard's data and its rules with the
 * spec's messages, significant changes once answered, release (one, in bulk, blocked) with its records,
 * notices and pending work, the evaluators' e-mail, the reminder, clone, the small GETs, and who may do
 * what (another company, no authority, a reader, a manager outside its areas, an employee).
 */

const API = '/api/avaliacao/avaliacoes-desempenho';
const MODELOS = '/api/avaliacao/modelos-avaliacao';
const R = '/api/pesquisa/colaborador-respostas';
const FORM = '/avaliacao/avaliacoes-desempenhos-questionarios';

let t: TestApp;
let rh: Client; // the administrator in company 1, the demo's
let filial: Client; // the administrator in company 2
let gestor: Client; // the demo manager (area-scoped), given the evaluation authorities
let empregado: Client; // an employee user, evaluator in the released evaluation
let outroEmpregado: Client; // an employee user taking part in nothing
let leitor: Client; // HR with read authority only
let semAutoridade: Client;
let modelo: number;
let perguntaId: number;
let opcaoId: number;
/** Talents: the manager, one of its area, one outside it, and two employees with users. */
const c = { gestor: 0, naArea: 0, foraArea: 0, empregado: 0, outro: 0 };
const usuarioEmpregado = { id: 0 };

const somar = (dias: number) =>
  new Date(Date.parse(`${diaDeHoje()}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
const hoje = diaDeHoje();

const dados = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Avaliação 360° 2026',
  dataIni: somar(-10),
  dataFim: somar(3),
  tipo: '1.0',
  modeloAvaliacaoId: modelo,
  permiteAutoAvaliacao: true,
  anonima: false,
  ...extra,
});

const criada = async (cliente: Client, extra: Record<string, unknown> = {}) => {
  const res = await cliente.post(API, dados(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};

/** Cells of the matrix, written straight to the tables (the matrix's API is the participants screen's). */
async function participantes(avaliacaoId: number, avaliado: number, avaliadores: [number, string][]) {
  const db = t.database.db;
  const [av] = await rows<{ id: number }>(
    db,
    sql`insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
        values (1, ${avaliacaoId}, ${avaliado}) on conflict do nothing returning id`,
  );
  for (const [avaliador, papel] of avaliadores)
    await db.execute(sql`insert into participante_avaliacao_desempenho
      (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliado_colaborador_id, avaliador_colaborador_id, papel)
      values (1, ${avaliacaoId}, ${av.id}, ${avaliado}, ${avaliador}, ${papel})`);
}

const registrosDe = (avaliacaoId: number) =>
  rows<{ id: number; respondente: number; liberado: boolean; prazo: string; questionarioId: number }>(
    t.database.db,
    sql`select id, respondente_colaborador_id as respondente, liberado, to_char(prazo, 'YYYY-MM-DD') as prazo,
          questionario_id as "questionarioId"
          from colaborador_questionario where dono_tipo = 'avaliacao-desempenho' and dono_id = ${avaliacaoId}
         order by id`,
  );

const caixaA = async (cliente: Client) => {
  const caixa = (await cliente.get('/api/userinfo/mensagens?tipo=A')).json();
  return (caixa.content ?? caixa) as { texto: string; link: string | null }[];
};

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const db = t.database.db;
  const [g] = await rows<{ cpf: string; colaboradorId: number }>(
    db,
    sql`select u.cpf, u.colaborador_id as "colaboradorId" from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
      where p.nome = ${DEMO_PERFIL_GESTOR} and ue.empresa_id = 1`,
  );
  c.gestor = g.colaboradorId;
  const empregados = await rows<{ id: number; cpf: string; colaboradorId: number }>(
    db,
    sql`select u.id, u.cpf, u.colaborador_id as "colaboradorId" from usuario u
      join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
     where p.chave = 'COLABORADOR' and ue.empresa_id = 1 and u.colaborador_id <> ${g.colaboradorId}
     order by u.id limit 2`,
  );
  [c.empregado, c.outro] = empregados.map((e) => e.colaboradorId);
  usuarioEmpregado.id = empregados[0].id;
  await db.execute(sql`update usuario set email = 'avaliador@exemplo.com.br' where id = ${empregados[0].id}`);
  [{ id: c.naArea }] = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 and area_organizacional_id in ${areasDoGestor(g.colaboradorId)}
      and id not in (${g.colaboradorId}, ${c.empregado}, ${c.outro}) and data_desligamento is null order by id limit 1`,
  );
  [{ id: c.foraArea }] = await rows<{ id: number }>(
    db,
    sql`select id from colaborador where empresa_id = 1 and data_desligamento is null
      and area_organizacional_id not in ${areasDoGestor(g.colaboradorId)}
      and id not in (${c.empregado}, ${c.outro}) order by id limit 1`,
  );
  await db.execute(sql`update perfil set authorities = authorities ||
    array['ROLE_AVA_AVALIACOES_DESEMPENHO', 'ROLE_AVA_AVALIACOES_DESEMPENHO_EDITAR']::text[]
    where nome = ${DEMO_PERFIL_GESTOR}`);
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
  empregado = await t.login({ cpf: empregados[0].cpf, senha: DEMO_SENHA_COLABORADOR });
  outroEmpregado = await t.login({ cpf: empregados[1].cpf, senha: DEMO_SENHA_COLABORADOR });
  leitor = await usuarioCom(t, rh, ['ROLE_AVA_AVALIACOES_DESEMPENHO'], 1);
  semAutoridade = await usuarioCom(t, rh, ['ROLE_AVA_MODELOS_AVALIACAO'], 1);

  const res = await rh.post(MODELOS, { titulo: 'Modelo 360° de teste' });
  expect(res.statusCode, res.body).toBe(201);
  modelo = res.json().id;
  const p = await rh.post(`/api/avaliacao/avaliacoes/${modelo}/perguntas`, {
    texto: 'Cumpre prazos?',
    tipo: 1,
    respostas: [
      { texto: 'Sim', peso: 10 },
      { texto: 'Não', peso: 0 },
    ],
  });
  expect(p.statusCode, p.body).toBe(201);
  perguntaId = p.json().id;
  opcaoId = p.json().respostas[0].id;
});
afterAll(() => t?.close());

describe('dados da avaliação (§3, §5)', () => {
  it('creates an evaluation over a performance model, blocked and without answers', async () => {
    expect(await criada(rh)).toMatchObject({
      titulo: 'Avaliação 360° 2026',
      tipo: '1.0',
      formato: '0',
      liberada: false,
      possuiResposta: false,
      modeloAvaliacaoId: modelo,
    });
  });

  it("answers the spec's messages for each missing field", async () => {
    expect(
      entries(await rh.post(API, { titulo: 'x', dataIni: '2026-01-01', dataFim: '2026-01-02', tipo: '' })),
    ).toEqual(
      expect.arrayContaining([
        { field: 'permiteAutoAvaliacao', message: 'Informe se a avaliação permite autoavaliação' },
        { field: 'anonima', message: 'Informe se a avaliação é anônima.' },
        { field: 'tipo', message: 'Tipo de avaliação é obrigatório' },
      ]),
    );
    expect(entries(await rh.post(API, dados({ titulo: '', dataIni: null, dataFim: null })))).toEqual(
      expect.arrayContaining([
        { field: 'titulo', message: 'Título é obrigatório' },
        { field: 'dataIni', message: 'Data Inicial é obrigatória' },
        { field: 'dataFim', message: 'Data Final é obrigatória' },
      ]),
    );
    expect(entries(await rh.post(API, dados({ tipo: '2.0', formato: null })))).toEqual([
      { field: 'formato', message: 'Campo Obrigatório é necessário quando Tipo é 2.0' },
    ]);
    expect(entries(await rh.post(API, dados({ modeloAvaliacaoId: null })))).toEqual([
      { field: 'modeloAvaliacaoId', message: 'Modelo de Avaliação é obrigatório' },
    ]);
    expect(entries(await rh.post(API, dados({ dataIni: '2026-03-01', dataFim: '2026-02-01' })))).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
  });

  it('needs no model when competence-only (an empty question set of its own)', async () => {
    const a = await criada(rh, {
      modeloAvaliacaoId: null,
      avaliarSomenteCompetencias: true,
      tipo: '2.0',
      formato: '1',
    });
    expect(a).toMatchObject({ modeloAvaliacaoId: null, formato: '1', tipo: '2.0' });
    expect((await rh.delete(`${API}/${a.id}`)).statusCode).toBe(204);
  });

  it("refuses another company's model as missing", async () => {
    expect(entries(await filial.post(API, dados()))).toEqual([
      { field: 'modeloAvaliacaoId', message: 'Modelo de Avaliação é obrigatório' },
    ]);
  });
});

describe('liberação (§4, §7 PUT /{id}/liberada/{flag}, PUT /liberacao)', () => {
  let a: number;
  beforeAll(async () => {
    a = (await criada(rh, { titulo: 'Avaliação liberada' })).id;
  });

  it('refuses to release an evaluation without participants', async () => {
    expect(mensagem(await rh.put(`${API}/${a}/liberada/true`, {}))).toBe(
      'A avaliação não possui participantes.',
    );
  });

  it("creates each cell's record, notifies each evaluator once and lists it in their pending work", async () => {
    await participantes(a, c.naArea, [
      [c.empregado, 'P'],
      [c.gestor, 'R'],
    ]);
    await participantes(a, c.outro, [[c.empregado, 'P']]);
    const res = await rh.put(`${API}/${a}/liberada/true`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: a, liberada: true, avaliadores: 2 });
    const registros = await registrosDe(a);
    expect(registros).toHaveLength(3);
    expect(registros.every((r) => r.liberado && r.prazo === somar(3))).toBe(true);
    const [{ n }] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from participante_avaliacao_desempenho
           where avaliacao_desempenho_id = ${a} and colaborador_questionario_id is not null`,
    );
    expect(n).toBe(3);
    // The employee evaluates two talents: one message, to *Minhas pendências*; the manager one, to its form.
    const doEmpregado = (await caixaA(empregado)).filter((m) => m.texto.includes('Avaliação liberada'));
    expect(doEmpregado).toEqual([
      expect.objectContaining({
        texto: expect.stringContaining('Você tem 2 avaliações a responder'),
        link: '/minhas-pendencias',
      }),
    ]);
    const doGestor = registros.find((r) => r.respondente === c.gestor);
    expect((await caixaA(gestor)).filter((m) => m.texto.includes('Avaliação liberada'))).toEqual([
      expect.objectContaining({ link: `${FORM}/${doGestor?.id}` }),
    ]);
    const [mail] = await rows<{ assunto: string; html: string }>(
      t.database.db,
      sql`select assunto, html from email_saida where origem = 'avaliacao-desempenho'
           and 'avaliador@exemplo.com.br' = any(destinatarios) order by id desc limit 1`,
    );
    expect(mail.assunto).toContain('Avaliação de desempenho: Avaliação liberada');
    const pendentes = (await empregado.get(`${R}?situacao=pendentes`)).json();
    const ids = (pendentes.content ?? pendentes).map((r: { id: number }) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining(registros.filter((r) => r.respondente === c.empregado).map((r) => r.id)),
    );
    // Releasing again notifies nobody twice.
    expect((await rh.put(`${API}/${a}/liberada/true`, {})).statusCode).toBe(200);
    expect((await caixaA(empregado)).filter((m) => m.texto.includes('Avaliação liberada'))).toHaveLength(1);
  });

  it('blocks: the records stay, closed to the evaluators', async () => {
    expect((await rh.put(`${API}/${a}/liberada/false`, {})).json()).toMatchObject({ liberada: false });
    const [r] = (await registrosDe(a)).filter((x) => x.respondente === c.empregado);
    expect(r.liberado).toBe(false);
    expect(
      mensagem(await empregado.post(`${R}/${r.id}`, { respondidoParcialmente: true, respostas: [] })),
    ).toBe('Este questionário não está liberado para resposta no momento.');
    expect((await rh.put(`${API}/${a}/liberada/true`, {})).statusCode).toBe(200);
    expect((await registrosDe(a)).every((x) => x.liberado)).toBe(true);
  });

  it('e-mails only the evaluators still to answer; refuses a blocked evaluation', async () => {
    const res = await rh.post(`${API}/${a}/envia-email`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enviados: 2 });
    const bloqueada = (await criada(rh, { titulo: 'Bloqueada' })).id;
    expect(mensagem(await rh.post(`${API}/${bloqueada}/envia-email`, {}))).toBe(
      'A avaliação não está liberada.',
    );
  });

  it('releases in bulk, all or nothing', async () => {
    expect(entries(await rh.put(`${API}/liberacao`, { ids: [] }))).toEqual([
      { field: 'ids', message: 'Selecione ao menos uma avaliação' },
    ]);
    const com = (await criada(rh, { titulo: 'Lote com participantes' })).id;
    const sem = (await criada(rh, { titulo: 'Lote sem participantes' })).id;
    await participantes(com, c.foraArea, [[c.outro, 'P']]);
    expect(mensagem(await rh.put(`${API}/liberacao`, { ids: [com, sem] }))).toBe(
      'A avaliação não possui participantes.',
    );
    expect(await registrosDe(com)).toHaveLength(0);
    await participantes(sem, c.foraArea, [[c.outro, 'P']]);
    const res = await rh.put(`${API}/liberacao`, { ids: [sem, com] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((x: { liberada: boolean }) => x.liberada)).toEqual([true, true]);
  });

  it("reminds the evaluators 3 days before the end date, linking to the evaluation's form", async () => {
    await t.app.jobs.executarAgora(JOB_LEMBRETES);
    const [r] = (await registrosDe(a)).filter((x) => x.respondente === c.gestor);
    expect((await caixaA(gestor)).filter((m) => m.texto.startsWith('Lembrete'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ link: `${FORM}/${r.id}` })]),
    );
  });

  it('answers the small GETs for HR and for an evaluator; 404 for anyone else', async () => {
    const q = `avaliacaoDesempenhoId=${a}`;
    for (const cliente of [rh, empregado]) {
      expect((await cliente.get(`${API}/anonima?${q}`)).json()).toEqual({ anonima: false });
      expect((await cliente.get(`${API}/dois-ponto-zero?${q}`)).json()).toEqual({ doisPontoZero: false });
      expect((await cliente.get(`${API}/possui-participantes-com-autoavaliacao?${q}`)).json()).toEqual({
        possui: false,
      });
      expect((await cliente.get(`${API}/data-minima?${q}`)).json()).toEqual({ dataMinima: hoje });
    }
    for (const cliente of [outroEmpregado, filial, semAutoridade])
      expect((await cliente.get(`${API}/anonima?${q}`)).statusCode).toBe(404);
    expect((await rh.get(`${API}/anonima?avaliacaoDesempenhoId=abc`)).statusCode).toBe(404);
    expect(entries(await rh.get(`${API}/anonima`))).toEqual([
      { field: 'avaliacaoDesempenhoId', message: 'Avaliação de Desempenho é obrigatória' },
    ]);
    const auto = (await criada(rh, { titulo: 'Com autoavaliação', tipo: '2.0', formato: '0', anonima: true }))
      .id;
    await participantes(auto, c.empregado, [[c.empregado, 'U']]);
    const q2 = `avaliacaoDesempenhoId=${auto}`;
    expect((await rh.get(`${API}/possui-participantes-com-autoavaliacao?${q2}`)).json()).toEqual({
      possui: true,
    });
    expect((await rh.get(`${API}/dois-ponto-zero?${q2}`)).json()).toEqual({ doisPontoZero: true });
    expect((await rh.get(`${API}/anonima?${q2}`)).json()).toEqual({ anonima: true });
    expect((await rh.get(`${API}/data-minima?${q2}`)).json()).toEqual({ dataMinima: somar(-10) });
    // Not released: the evaluator does not see it yet.
    expect((await empregado.get(`${API}/anonima?${q2}`)).statusCode).toBe(404);
  });

  describe('alterações significativas (§4)', () => {
    it('before answers: a new end date and model reach the records', async () => {
      const outroModelo = (await rh.post(MODELOS, { titulo: 'Outro modelo' })).json().id;
      const atual = (await rh.get(`${API}/${a}`)).json();
      const res = await rh.put(`${API}/${a}`, {
        ...atual,
        dataFim: somar(20),
        modeloAvaliacaoId: outroModelo,
      });
      expect(res.statusCode, res.body).toBe(200);
      const registros = await registrosDe(a);
      expect(registros.every((r) => r.prazo === somar(20))).toBe(true);
      const volta = await rh.put(`${API}/${a}`, { ...atual, dataFim: somar(3) });
      expect(volta.statusCode, volta.body).toBe(200);
      expect(new Set((await registrosDe(a)).map((r) => r.questionarioId)).size).toBe(1);
      expect(entries(await rh.put(`${API}/${a}`, { ...atual, dataFim: somar(-1) }))).toEqual([
        { field: 'dataFim', message: expect.stringMatching(/^A data final deve ser igual ou posterior a /) },
      ]);
    });

    it('after the first answer: refused field by field; other fields still change; no removal', async () => {
      const [r] = (await registrosDe(a)).filter((x) => x.respondente === c.empregado);
      const salvo = await empregado.post(`${R}/${r.id}`, {
        respondidoParcialmente: true,
        respostas: [{ perguntaId, respostaId: opcaoId }],
      });
      expect(salvo.statusCode, salvo.body).toBe(200);
      const atual = (await rh.get(`${API}/${a}`)).json();
      expect(atual.possuiResposta).toBe(true);
      expect(entries(await rh.put(`${API}/${a}`, { ...atual, dataFim: somar(30), anonima: true }))).toEqual([
        { field: 'dataFim', message: 'A avaliação já possui respostas: não é possível alterar Data Final.' },
        { field: 'anonima', message: 'A avaliação já possui respostas: não é possível alterar Anônima.' },
      ]);
      const titulo = await rh.put(`${API}/${a}`, { ...atual, titulo: 'Avaliação liberada (revista)' });
      expect(titulo.statusCode, titulo.body).toBe(200);
      expect(mensagem(await rh.delete(`${API}/${a}`))).toBe(
        'A avaliação já possui respostas e não pode ser removida.',
      );
    });
  });
});

describe('clonar (§7 POST /{id})', () => {
  let a: number;
  beforeAll(async () => {
    a = (await criada(rh, { titulo: 'Para clonar' })).id;
    await participantes(a, c.naArea, [[c.gestor, 'R']]);
    expect((await rh.put(`${API}/${a}/liberada/true`, {})).statusCode).toBe(200);
  });

  it('copies into the company with its participants, blocked, and elsewhere with the model cloned', async () => {
    const res = await rh.post(`${API}/${a}`, { empresas: [1, 2], clonarParticipantes: true });
    expect(res.statusCode, res.body).toBe(201);
    const [aqui, ali] = res.json() as { empresaId: number; id: number }[];
    expect((await rh.get(`${API}/${aqui.id}`)).json()).toMatchObject({
      titulo: 'Para clonar',
      liberada: false,
    });
    const [{ n }] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from participante_avaliacao_desempenho where avaliacao_desempenho_id = ${aqui.id}`,
    );
    expect(n).toBe(1);
    const naFilial = (await filial.get(`${API}/${ali.id}`)).json();
    expect(naFilial).toMatchObject({ titulo: 'Para clonar', liberada: false });
    expect(naFilial.modeloAvaliacaoId).not.toBe(modelo);
    const modeloFilial = (await filial.get(`${MODELOS}/${naFilial.modeloAvaliacaoId}`)).json();
    expect(modeloFilial.titulo).toBe('Modelo 360° de teste');
    // A second clone reuses the company's model of the same title; talents of company 1 stay behind.
    const deNovo = (await rh.post(`${API}/${a}`, { empresas: [2], clonarParticipantes: true })).json();
    expect((await filial.get(`${API}/${deNovo[0].id}`)).json().modeloAvaliacaoId).toBe(
      naFilial.modeloAvaliacaoId,
    );
    expect(await registrosDe(aqui.id)).toHaveLength(0);
  });

  it('refuses no company, and a company where the user may not edit evaluations', async () => {
    expect(entries(await rh.post(`${API}/${a}`, { empresas: [] }))).toEqual([
      { field: 'empresas', message: 'Selecione pelo menos uma empresa' },
    ]);
    const soNaMatriz = await usuarioCom(
      t,
      rh,
      ['ROLE_AVA_AVALIACOES_DESEMPENHO_EDITAR', 'ROLE_AVA_AVALIACOES_DESEMPENHO'],
      1,
    );
    expect((await soNaMatriz.post(`${API}/${a}`, { empresas: [2] })).statusCode).toBe(403);
  });
});

describe('permissões', () => {
  let dentro: number;
  let fora: number;
  beforeAll(async () => {
    dentro = (await criada(rh, { titulo: 'Escopo: na área do gestor' })).id;
    await participantes(dentro, c.naArea, [[c.gestor, 'R']]);
    fora = (await criada(rh, { titulo: 'Escopo: fora da área' })).id;
    await participantes(fora, c.foraArea, [[c.outro, 'P']]);
  });

  it('refuses users without the authority, and readers every write', async () => {
    expect((await semAutoridade.get(API)).statusCode).toBe(403);
    expect((await semAutoridade.put(`${API}/${dentro}/liberada/true`, {})).statusCode).toBe(403);
    expect((await empregado.get(`${API}/${dentro}`)).statusCode).toBe(403);
    expect((await leitor.get(`${API}/${dentro}`)).statusCode).toBe(200);
    for (const res of [
      await leitor.put(`${API}/${dentro}/liberada/true`, {}),
      await leitor.put(`${API}/liberacao`, { ids: [dentro] }),
      await leitor.post(`${API}/${dentro}/envia-email`, {}),
      await leitor.post(`${API}/${dentro}`, { empresas: [1] }),
      await leitor.post(API, dados()),
      await leitor.delete(`${API}/${dentro}`),
    ])
      expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another company's evaluation", async () => {
    expect((await filial.get(`${API}/${dentro}`)).statusCode).toBe(404);
    expect((await filial.put(`${API}/${dentro}/liberada/true`, {})).statusCode).toBe(404);
    expect((await filial.put(`${API}/liberacao`, { ids: [dentro] })).statusCode).toBe(404);
    expect((await filial.post(`${API}/${dentro}/envia-email`, {})).statusCode).toBe(404);
    expect((await filial.post(`${API}/${dentro}`, { empresas: [2] })).statusCode).toBe(404);
    expect((await filial.delete(`${API}/${dentro}`)).statusCode).toBe(404);
  });

  it('shows a manager only the evaluations evaluating someone of its areas', async () => {
    const res = await gestor.get(`${API}?page=0&size=100`);
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json();
    const ids = (lista.content ?? lista).map((x: { id: number }) => x.id);
    expect(ids).toContain(dentro);
    expect(ids).not.toContain(fora);
    expect((await gestor.get(`${API}/${fora}`)).statusCode).toBe(404);
    expect((await gestor.put(`${API}/${fora}/liberada/true`, {})).statusCode).toBe(404);
    expect((await gestor.get(`${API}/anonima?avaliacaoDesempenhoId=${fora}`)).statusCode).toBe(404);
    expect((await gestor.put(`${API}/${dentro}/liberada/true`, {})).statusCode).toBe(200);
  });
});

describe('demonstração', () => {
  it('has the released 360° evaluation and a draft with its participants', async () => {
    const lista = (await rh.get(`${API}?unpaged=true`)).json() as {
      id: number;
      titulo: string;
      liberada: boolean;
    }[];
    expect(lista.find((a) => a.titulo === 'Avaliação 360° 2026')?.liberada).toBe(true);
    const rascunho = lista.find((a) => a.titulo === 'Avaliação de desempenho 2027 (rascunho)');
    expect(rascunho?.liberada).toBe(false);
    const [{ n }] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from participante_avaliacao_desempenho where avaliacao_desempenho_id = ${rascunho?.id}`,
    );
    expect(n).toBe(10);
  });
});
