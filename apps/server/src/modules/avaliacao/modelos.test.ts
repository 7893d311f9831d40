import type { Pergunta } from '@ipe/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colaboradorQuestionario,
  pergunta,
  questionario,
  questionarioResposta,
} from '../../db/schema/index.ts';
import { moduloDeTeste } from '../../platform/questionario/colaborador/testkit.ts';
import { rows } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../../platform/questionario/testkit.ts';
import { DEMO_SENHA_COLABORADOR } from '../cargoSalario/testkit.ts';
import { avaliacaoDesempenho } from './desempenho/schema.ts';
import { modeloAvaliacao, periodoExperiencia } from './schema.ts';

/**
 * Evaluation models of both kinds (the base /api/avaliacao/avaliacoes and one view per screen), their
 * question sets through the engine (four question types, clone, blank PDF), DELETE with tipo, experience
 * periods, and who may do what (another company, a user without the authority, a reader, an employee).
 */

const BASE = '/api/avaliacao/avaliacoes';
const DESEMPENHO = '/api/avaliacao/modelos-avaliacao';
const ACOMPANHAMENTO = '/api/avaliacao/modelos-avaliacao-desempenho-experiencia';
const PERIODOS = '/api/avaliacao/periodos-experiencia';
const BANCO = '/api/avaliacao/perguntas/questionario';
const EXPERIENCIAS = '/api/avaliacao/perguntas/experiencias';
const RESPOSTAS = '/api/avaliacao/respostas';

let t: TestApp;
let matriz: Client; // company 1, the demo's
let filial: Client; // company 2
let periodo45: number;

beforeAll(async () => {
  t = await createTestApp({}, { modulos: [moduloDeTeste] });
  matriz = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const lista = (await matriz.get(`${PERIODOS}?unpaged=true`)).json() as { id: number; dias: number }[];
  periodo45 = (lista.find((p) => p.dias === 45) as { id: number }).id;
});
afterAll(() => t?.close());

const criado = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
};
const questionarioDe = async (id: number) =>
  (await t.database.db.select().from(modeloAvaliacao).where(eq(modeloAvaliacao.id, id)))[0]?.questionarioId;

/** One question of each of the four types (1 Objetiva, 3 Subjetiva, 4 Nota, 5 Múltipla Escolha). */
const QUATRO_TIPOS = [
  {
    texto: 'Cumpre prazos?',
    tipo: 1,
    respostas: [
      { texto: 'Sim', peso: 10 },
      { texto: 'Não', peso: 0 },
    ],
  },
  { texto: 'Comente a adaptação.', tipo: 3, aspecto: { nome: 'Adaptação' } },
  { texto: 'Nota da qualidade', tipo: 4 },
  {
    texto: 'Comportamentos observados',
    tipo: 5,
    respostas: [
      { texto: 'Iniciativa', peso: 5 },
      { texto: 'Pontualidade', peso: 5 },
    ],
    exigirComentario: true,
    comentario: 'Justifique a sua resposta:',
  },
];

describe('períodos de experiência', () => {
  it('has the demo periods of 45 and 90 days', async () => {
    const lista = (await matriz.get(`${PERIODOS}?unpaged=true`)).json() as { nome: string; dias: number }[];
    expect(lista.map((p) => [p.nome, p.dias])).toEqual([
      ['45 dias', 45],
      ['90 dias', 90],
    ]);
  });

  it('requires the days and refuses more than 90 (CLT art. 445)', async () => {
    expect(entries(await filial.post(PERIODOS, { nome: 'Sem dias' }))).toEqual([
      { field: 'dias', message: 'Quantidade de Dias é obrigatório' },
    ]);
    expect(entries(await filial.post(PERIODOS, { nome: 'Longo', dias: 91 }))).toEqual([
      {
        field: 'dias',
        message:
          'Quantidade de Dias deve ser no máximo 90: o contrato de experiência dura no máximo 90 dias (CLT, art. 445).',
      },
    ]);
    expect(entries(await filial.post(PERIODOS, { nome: 'Zero', dias: 0 }))).toEqual([
      { field: 'dias', message: 'Quantidade de Dias deve ser no mínimo 1' },
    ]);
    expect(entries(await filial.post(PERIODOS, { dias: 30 }))).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
    ]);
    const id = criado(await filial.post(PERIODOS, { nome: '90 dias', dias: 90 }));
    expect((await filial.put(`${PERIODOS}/${id}`, { nome: '90 dias', dias: 120 })).statusCode).toBe(400);
    expect((await filial.get(`${PERIODOS}/${id}`)).json()).toMatchObject({ dias: 90, ativo: true });
  });

  it('refuses removing a period a model uses', async () => {
    const id = criado(await filial.post(PERIODOS, { nome: '30 dias', dias: 30 }));
    criado(
      await filial.post(ACOMPANHAMENTO, { titulo: 'Usa 30 dias', periodoAcompanhamentoExperienciaId: id }),
    );
    expect(mensagem(await filial.delete(`${PERIODOS}/${id}`))).toBe(
      'O período de experiência possui dependências em Modelos de Avaliação.',
    );
  });
});

describe('modelos', () => {
  it('creates a model of each kind on its screen, each with its question set', async () => {
    const d = criado(
      await matriz.post(DESEMPENHO, { titulo: 'Desempenho 2026', percentualMinimoAprovacao: 70 }),
    );
    const a = criado(
      await matriz.post(ACOMPANHAMENTO, {
        titulo: 'Experiência 45',
        periodoAcompanhamentoExperienciaId: periodo45,
      }),
    );
    expect((await matriz.get(`${BASE}/${d}`)).json()).toMatchObject({
      tipo: 'D',
      periodoAcompanhamentoExperienciaId: null,
      percentualMinimoAprovacao: 70,
      ativo: true,
    });
    expect((await matriz.get(`${BASE}/${a}`)).json()).toMatchObject({
      tipo: 'A',
      periodoAcompanhamentoExperienciaId: periodo45,
    });
    const [q] = await t.database.db
      .select()
      .from(questionario)
      .where(eq(questionario.id, (await questionarioDe(a)) as number));
    expect(q).toMatchObject({ empresaId: 1, origem: 'MODELO_AVALIACAO' });
    // Each screen lists and opens only its kind.
    const titulos = async (path: string) =>
      ((await matriz.get(`${path}?unpaged=true`)).json() as { titulo: string }[]).map((m) => m.titulo);
    expect(await titulos(DESEMPENHO)).toContain('Desempenho 2026');
    expect(await titulos(DESEMPENHO)).not.toContain('Experiência 45');
    expect(await titulos(ACOMPANHAMENTO)).toEqual(
      expect.arrayContaining(['Experiência 45', 'Acompanhamento de experiência – 45 dias']),
    );
    expect(await titulos(ACOMPANHAMENTO)).not.toContain('Desempenho 2026');
    expect((await matriz.get(`${DESEMPENHO}/${a}`)).statusCode).toBe(404);
    expect((await matriz.get(`${ACOMPANHAMENTO}/${d}`)).statusCode).toBe(404);
    expect((await matriz.delete(`${DESEMPENHO}/${a}`)).statusCode).toBe(404);
    // The base lists both, filtered by tipo.
    const base = (await matriz.get(`${BASE}?unpaged=true&tipo=A`)).json() as { tipo: string }[];
    expect(base.length).toBeGreaterThan(0);
    expect(base.every((m) => m.tipo === 'A')).toBe(true);
  });

  it('validates with the spec messages', async () => {
    expect(entries(await filial.post(DESEMPENHO, { titulo: 'x'.repeat(251) }))).toEqual([
      { field: 'titulo', message: 'Título deve ter no máximo 250 caracteres' },
    ]);
    expect(entries(await filial.post(DESEMPENHO, {}))).toEqual([
      { field: 'titulo', message: 'Título é obrigatório' },
    ]);
    expect(entries(await filial.post(ACOMPANHAMENTO, { titulo: 'Sem período' }))).toEqual([
      { field: 'periodoAcompanhamentoExperienciaId', message: 'Período de Experiência é obrigatório' },
    ]);
    expect(entries(await filial.post(BASE, { titulo: 'Sem tipo' }))).toEqual([
      { field: 'tipo', message: 'Tipo é obrigatório' },
    ]);
    expect(entries(await filial.post(BASE, { titulo: 'Acompanhamento', tipo: 'A' }))).toEqual([
      { field: 'periodoAcompanhamentoExperienciaId', message: 'Período de Experiência é obrigatório' },
    ]);
    expect(
      entries(await filial.post(DESEMPENHO, { titulo: 'Percentual', percentualMinimoAprovacao: 101 })),
    ).toEqual([
      {
        field: 'percentualMinimoAprovacao',
        message: 'Percentual Mínimo para Aprovação (%) deve ser no máximo 100',
      },
    ]);
    // Another company's period is not found (the attacker names company 1's period from company 2).
    expect(
      entries(
        await filial.post(ACOMPANHAMENTO, {
          titulo: 'Alheio',
          periodoAcompanhamentoExperienciaId: periodo45,
        }),
      ),
    ).toEqual([
      { field: 'periodoAcompanhamentoExperienciaId', message: 'Período de Experiência não encontrado' },
    ]);
    // The kind never changes; a performance model keeps no period.
    const d = criado(await filial.post(BASE, { titulo: 'Tipo fixo', tipo: 'D' }));
    const p = criado(await filial.post(PERIODOS, { nome: '60 dias', dias: 60 }));
    expect(
      entries(
        await filial.put(`${BASE}/${d}`, {
          titulo: 'Tipo fixo',
          tipo: 'A',
          periodoAcompanhamentoExperienciaId: p,
        }),
      ),
    ).toEqual([{ field: 'tipo', message: 'O tipo do modelo não pode ser alterado.' }]);
    const put = await filial.put(`${BASE}/${d}`, {
      titulo: 'Tipo fixo',
      tipo: 'D',
      periodoAcompanhamentoExperienciaId: p,
    });
    expect(put.json()).toMatchObject({ tipo: 'D', periodoAcompanhamentoExperienciaId: null });
  });

  it('builds the question set with the four question types and prints it blank', async () => {
    const id = criado(await filial.post(DESEMPENHO, { titulo: 'Avaliação técnica' }));
    const lote = await filial.post(`${BASE}/${id}/perguntas/batch`, QUATRO_TIPOS);
    expect(lote.statusCode, lote.body).toBe(201);
    const lidas = (await filial.get(`${BASE}/${id}/perguntas`)).json() as Pergunta[];
    expect(lidas.map((p) => [p.tipo, p.ordem])).toEqual([
      [1, 1],
      [3, 2],
      [4, 3],
      [5, 4],
    ]);
    // A score question of a model starts at 0 (spec 2 §9).
    expect(lidas[2]).toMatchObject({ notaMinima: 0, notaMaxima: 10 });
    expect(entries(await filial.post(`${BASE}/${id}/perguntas`, { tipo: 1 }))).toEqual(
      expect.arrayContaining([{ field: 'texto', message: 'Pergunta é obrigatória' }]),
    );
    const res = await filial.post(`${BASE}/relatorio`, { avaliacaoId: id });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Avaliacao tecnica.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('clones a follow-up model into another company with that company’s period of the same days', async () => {
    const origem = (
      (await matriz.get(`${ACOMPANHAMENTO}?unpaged=true`)).json() as { id: number; titulo: string }[]
    ).find((m) => m.titulo === 'Acompanhamento de experiência – 45 dias') as { id: number };
    const perguntasOrigem = (await matriz.get(`${BASE}/${origem.id}/perguntas`)).json() as Pergunta[];
    const res = await matriz.post(`${BASE}/${origem.id}`, { empresas: [2] });
    expect(res.statusCode, res.body).toBe(201);
    const [{ id: copia }] = res.json() as { id: number }[];
    const lida = (await filial.get(`${ACOMPANHAMENTO}/${copia}`)).json();
    // Company 2 had no 45-day period: the clone created one there.
    const [p45] = await t.database.db
      .select()
      .from(periodoExperiencia)
      .where(and(eq(periodoExperiencia.empresaId, 2), eq(periodoExperiencia.dias, 45)));
    expect(lida).toMatchObject({
      titulo: 'Acompanhamento de experiência – 45 dias',
      periodoAcompanhamentoExperienciaId: p45.id,
    });
    expect(p45.nome).toBe('45 dias');
    const copiadas = (await filial.get(`${BASE}/${copia}/perguntas`)).json() as Pergunta[];
    expect(copiadas.map((p) => [p.texto, p.tipo])).toEqual(perguntasOrigem.map((p) => [p.texto, p.tipo]));
    // A second clone reuses that period.
    const outra = await matriz.post(`${BASE}/${origem.id}`, { empresas: [2] });
    const [{ id: copia2 }] = outra.json() as { id: number }[];
    expect((await filial.get(`${BASE}/${copia2}`)).json()).toMatchObject({
      periodoAcompanhamentoExperienciaId: p45.id,
    });
    expect(entries(await matriz.post(`${BASE}/${origem.id}`, { empresas: [] }))).toEqual([
      { field: 'empresas', message: 'Selecione pelo menos uma empresa' },
    ]);
  });

  it('removes a model only with its tipo, with its question set', async () => {
    const id = criado(await filial.post(BASE, { titulo: 'Remover', tipo: 'D' }));
    await filial.post(`${BASE}/${id}/perguntas`, QUATRO_TIPOS[0]);
    const q = (await questionarioDe(id)) as number;
    expect(entries(await filial.delete(`${BASE}/${id}`))).toEqual([
      { field: 'tipo', message: 'Tipo é obrigatório' },
    ]);
    expect(entries(await filial.delete(`${BASE}/${id}?tipo=X`))).toEqual([
      { field: 'tipo', message: 'Tipo é obrigatório' },
    ]);
    expect((await filial.delete(`${BASE}/${id}?tipo=A`)).statusCode).toBe(404);
    expect((await filial.delete(`${BASE}/${id}?tipo=D`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(questionario).where(eq(questionario.id, q))).toEqual([]);
    expect(await t.database.db.select().from(pergunta).where(eq(pergunta.questionarioId, q))).toEqual([]);
  });

  it('refuses removing a model already answered', async () => {
    const p = criado(await filial.post(PERIODOS, { nome: '45 dias (filial)', dias: 45 }));
    const id = criado(
      await filial.post(ACOMPANHAMENTO, { titulo: 'Respondido', periodoAcompanhamentoExperienciaId: p }),
    );
    const q = (await questionarioDe(id)) as number;
    await t.database.db.insert(questionarioResposta).values({ empresaId: 2, questionarioId: q });
    expect(mensagem(await filial.delete(`${BASE}/${id}?tipo=A`))).toBe(
      'O modelo de avaliação possui dependências em Respostas de Questionários.',
    );
    expect(mensagem(await filial.delete(`${ACOMPANHAMENTO}/${id}`))).toBe(
      'O modelo de acompanhamento do período de experiência possui dependências em Respostas de Questionários.',
    );
    expect((await filial.get(`${BASE}/${id}`)).statusCode).toBe(200);
  });
});

describe('banco de perguntas', () => {
  const DEMO_ACOMPANHAMENTO = 'Acompanhamento de experiência – 45 dias';
  const modeloDemo = async (titulo: string) =>
    ((await matriz.get(`${BASE}?unpaged=true`)).json() as { id: number; titulo: string }[]).find(
      (x) => x.titulo === titulo,
    ) as { id: number };

  it("lists the company's questions across models, with filters and pages", async () => {
    const acompanhamento = await modeloDemo(DEMO_ACOMPANHAMENTO);
    const res = await matriz.get(`${BANCO}?avaliacaoId=${acompanhamento.id}&size=100`);
    expect(res.statusCode, res.body).toBe(200);
    const pagina = res.json() as {
      content: { tipo: number; texto: string; opcoes: string[] }[];
      totalElements: number;
    };
    expect(pagina.totalElements).toBe(5);
    expect(pagina.content.map((p) => p.tipo)).toEqual([1, 5, 4, 1, 3]);
    expect(pagina.content[0]).toMatchObject({
      texto: 'Como avalia a integração do talento à equipe?',
      aspecto: 'Adaptação',
      opcoes: ['Ótimo', 'Bom', 'Regular', 'Ruim'],
      modelo: { id: acompanhamento.id, titulo: DEMO_ACOMPANHAMENTO, tipo: 'A' },
    });
    // Text (accents and case aside), question type, model kind, paging.
    const textos = async (qs: string) =>
      ((await matriz.get(`${BANCO}?${qs}&size=100`)).json() as { content: { texto: string }[] }).content.map(
        (p) => p.texto,
      );
    expect(await textos('q=INTEGRACAO')).toEqual(['Como avalia a integração do talento à equipe?']);
    expect(await textos('q=100%25')).toEqual([]);
    expect(await textos('tipoModelo=D&tipo=4')).toEqual(
      expect.arrayContaining(['Dê uma nota ao trabalho em equipe.', 'Dê uma nota à comunicação.']),
    );
    expect(await textos('tipoModelo=D')).not.toContain('Dê uma nota à qualidade das entregas.');
    const p2 = (await matriz.get(`${BANCO}?avaliacaoId=${acompanhamento.id}&size=2&page=2`)).json();
    expect(p2).toMatchObject({ totalElements: 5, totalPages: 3, number: 2, size: 2 });
    expect(p2.content).toHaveLength(1);
    // Company 2 sees only its own models' questions.
    const daFilial = (await filial.get(`${BANCO}?size=100`)).json() as {
      content: { modelo: { id: number } }[];
    };
    expect(daFilial.content.some((p) => p.modelo.id === acompanhamento.id)).toBe(false);
    expect(entries(await matriz.get(`${BANCO}?tipo=2`)).map((e) => e.field)).toEqual(['tipo']);
  });

  it('reads the questions of an experience follow-up model to answer', async () => {
    const acompanhamento = await modeloDemo(DEMO_ACOMPANHAMENTO);
    const res = await matriz.get(`${EXPERIENCIAS}?avaliacaoId=${acompanhamento.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ titulo: DEMO_ACOMPANHAMENTO, perguntas: expect.any(Array) });
    expect(res.json().perguntas).toHaveLength(5);
    expect(entries(await matriz.get(EXPERIENCIAS))).toEqual([
      { field: 'avaliacaoId', message: 'Modelo de Avaliação é obrigatório' },
    ]);
    // A performance model, another company's, a missing one: 404.
    const desempenho = await modeloDemo('Avaliação de desempenho anual');
    expect((await matriz.get(`${EXPERIENCIAS}?avaliacaoId=${desempenho.id}`)).statusCode).toBe(404);
    expect((await filial.get(`${EXPERIENCIAS}?avaliacaoId=${acompanhamento.id}`)).statusCode).toBe(404);
    expect((await matriz.get(`${EXPERIENCIAS}?avaliacaoId=999999`)).statusCode).toBe(404);
  });
});

describe('respostas', () => {
  const COLABORADOR = `${RESPOSTAS}/colaborador?colaboradorQuestionarioId=`;
  const DESEMPENHO_Q = `${RESPOSTAS}/avaliacao-desempenho-questionario?colaboradorQuestionarioId=`;
  let registro: number;
  let alheio: number;
  let empregado: Client;
  let outroEmpregado: Client;
  let perguntasDoModelo: Pergunta[];

  beforeAll(async () => {
    const db = t.database.db;
    const [u1, u2] = await rows<{ id: number; cpf: string; colaboradorId: number }>(
      db,
      sql`select u.id, u.cpf, u.colaborador_id as "colaboradorId" from usuario u join usuario_empresa ue on ue.usuario_id = u.id
            join perfil p on p.id = ue.perfil_id where p.chave = 'COLABORADOR' and ue.empresa_id = 1 order by u.id limit 2`,
    );
    empregado = await t.login({ cpf: u1.cpf, senha: DEMO_SENHA_COLABORADOR });
    outroEmpregado = await t.login({ cpf: u2.cpf, senha: DEMO_SENHA_COLABORADOR });
    const modelo = criado(await matriz.post(DESEMPENHO, { titulo: 'Desempenho com registro' }));
    await matriz.post(`${BASE}/${modelo}/perguntas/batch`, QUATRO_TIPOS);
    perguntasDoModelo = (await matriz.get(`${BASE}/${modelo}/perguntas`)).json();
    const q = (await questionarioDe(modelo)) as number;
    // A performance evaluation over the model (the module's real kind 'avaliacao-desempenho').
    const [avaliacao] = await db
      .insert(avaliacaoDesempenho)
      .values({
        empresaId: 1,
        titulo: 'Desempenho nº 1',
        dataIni: '2026-01-01',
        dataFim: '2026-12-31',
        modeloAvaliacaoId: modelo,
        questionarioId: q,
        permiteAutoAvaliacao: false,
        anonima: false,
      })
      .returning({ id: avaliacaoDesempenho.id });
    const novo = (donoTipo: string) =>
      db
        .insert(colaboradorQuestionario)
        .values({
          empresaId: 1,
          questionarioId: q,
          donoTipo,
          donoId: avaliacao.id,
          respondenteUsuarioId: u1.id,
        })
        .returning({ id: colaboradorQuestionario.id });
    [{ id: registro }] = await novo('avaliacao-desempenho');
    [{ id: alheio }] = await novo('teste-pesquisa');
  });

  it("reads a record of the module's kinds with its answers, before and after the respondent answers", async () => {
    const antes = await matriz.get(`${COLABORADOR}${registro}`);
    expect(antes.statusCode, antes.body).toBe(200);
    expect(antes.json()).toMatchObject({
      registro: {
        id: registro,
        donoTipo: 'avaliacao-desempenho',
        titulo: expect.stringMatching(/^Desempenho nº/),
        situacao: 'P',
      },
      resultado: null,
    });
    expect(antes.json().questionario.perguntas).toHaveLength(4);
    const [objetiva, , nota] = perguntasDoModelo;
    const salvo = await empregado.post(`/api/pesquisa/colaborador-respostas/${registro}`, {
      respondidoParcialmente: true,
      respostas: [
        { perguntaId: objetiva.id, respostaId: objetiva.respostas[0].id },
        { perguntaId: nota.id, nota: 7 },
      ],
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    for (const path of [COLABORADOR, DESEMPENHO_Q]) {
      const res = await matriz.get(`${path}${registro}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().registro).toMatchObject({ situacao: 'A', respondidoParcialmente: true });
      expect(res.json().resultado.respostas.map((r: { perguntaId: number }) => r.perguntaId)).toEqual([
        objetiva.id,
        nota.id,
      ]);
    }
    // The respondent reads their own.
    expect((await empregado.get(`${COLABORADOR}${registro}`)).statusCode).toBe(200);
  });

  it('answers 404 for another kind, company, reader or a malformed id, 400 without the id', async () => {
    expect((await matriz.get(`${COLABORADOR}${alheio}`)).statusCode).toBe(404);
    expect((await matriz.get(`${DESEMPENHO_Q}${alheio}`)).statusCode).toBe(404);
    expect((await filial.get(`${COLABORADOR}${registro}`)).statusCode).toBe(404);
    expect((await outroEmpregado.get(`${COLABORADOR}${registro}`)).statusCode).toBe(404);
    const sem = await usuarioCom(t, matriz, ['ROLE_AVA_PERIODOS_EXPERIENCIA'], 1);
    expect((await sem.get(`${DESEMPENHO_Q}${registro}`)).statusCode).toBe(404);
    expect((await matriz.get(`${COLABORADOR}abc`)).statusCode).toBe(404);
    expect(entries(await matriz.get(`${RESPOSTAS}/colaborador`))).toEqual([
      { field: 'colaboradorQuestionarioId', message: 'Questionário do colaborador é obrigatório' },
    ]);
  });
});

describe('permissões', () => {
  let modelo: number;
  beforeAll(async () => {
    modelo = criado(await matriz.post(DESEMPENHO, { titulo: 'Modelo permissões' }));
    await matriz.post(`${BASE}/${modelo}/perguntas`, QUATRO_TIPOS[0]);
  });

  /** Every write of the module on company 1's model. */
  const escritas = (c: Client) => [
    c.post(DESEMPENHO, { titulo: 'Intruso' }),
    c.put(`${DESEMPENHO}/${modelo}`, { titulo: 'Intruso' }),
    c.delete(`${DESEMPENHO}/${modelo}`),
    c.post(BASE, { titulo: 'Intruso', tipo: 'D' }),
    c.put(`${BASE}/${modelo}`, { titulo: 'Intruso', tipo: 'D' }),
    c.delete(`${BASE}/${modelo}?tipo=D`),
    c.post(`${BASE}/${modelo}/perguntas`, QUATRO_TIPOS[2]),
    c.post(`${BASE}/${modelo}/aspectos`, { nome: 'Intruso' }),
    c.post(`${BASE}/${modelo}`, { empresas: [1] }),
    c.post(PERIODOS, { nome: 'Intruso', dias: 10 }),
    c.delete(`${PERIODOS}/${periodo45}`),
  ];
  const intacto = async () => {
    expect((await matriz.get(`${BASE}/${modelo}`)).json()).toMatchObject({ titulo: 'Modelo permissões' });
    expect(((await matriz.get(`${BASE}/${modelo}/perguntas`)).json() as Pergunta[]).length).toBe(1);
  };

  it("answers 404 for another company's model and period", async () => {
    const outra = await usuarioCom(
      t,
      filial,
      [
        'ROLE_AVA_MODELOS_AVALIACAO',
        'ROLE_AVA_MODELOS_AVALIACAO_EDITAR',
        'ROLE_AVA_PERIODOS_EXPERIENCIA',
        'ROLE_AVA_PERIODOS_EXPERIENCIA_EDITAR',
      ],
      2,
    );
    for (const c of [filial, outra]) {
      for (const path of [
        `${BASE}/${modelo}`,
        `${DESEMPENHO}/${modelo}`,
        `${BASE}/${modelo}/perguntas`,
        `${PERIODOS}/${periodo45}`,
      ])
        expect((await c.get(path)).statusCode, path).toBe(404);
      expect((await c.put(`${DESEMPENHO}/${modelo}`, { titulo: 'Intruso' })).statusCode).toBe(404);
      expect((await c.delete(`${BASE}/${modelo}?tipo=D`)).statusCode).toBe(404);
      expect((await c.delete(`${DESEMPENHO}/${modelo}`)).statusCode).toBe(404);
      expect((await c.post(`${BASE}/${modelo}/perguntas`, QUATRO_TIPOS[2])).statusCode).toBe(404);
      expect((await c.post(`${BASE}/${modelo}`, { empresas: [2] })).statusCode).toBe(404);
      expect((await c.post(`${BASE}/relatorio`, { avaliacaoId: modelo })).statusCode).toBe(404);
      expect((await c.delete(`${PERIODOS}/${periodo45}`)).statusCode).toBe(404);
    }
    // Cloning into a company where the user lacks the authority.
    expect(
      mensagem(
        await outra.post(`${BASE}/${criado(await outra.post(DESEMPENHO, { titulo: 'Meu' }))}`, {
          empresas: [1],
        }),
        403,
      ),
    ).toBe('Não autorizado.');
    await intacto();
  });

  it('refuses a user without the authority, and a reader every write', async () => {
    const sem = await usuarioCom(t, matriz, ['ROLE_CAP_CANDIDATOS'], 1);
    for (const path of [BASE, DESEMPENHO, ACOMPANHAMENTO, PERIODOS, `${BASE}/${modelo}/perguntas`, BANCO])
      expect(mensagem(await sem.get(path), 403)).toBe('Não autorizado.');
    const leitor = await usuarioCom(
      t,
      matriz,
      ['ROLE_AVA_MODELOS_AVALIACAO', 'ROLE_AVA_PERIODOS_EXPERIENCIA'],
      1,
    );
    expect((await leitor.get(`${BASE}/${modelo}/perguntas`)).statusCode).toBe(200);
    expect((await leitor.get(`${DESEMPENHO}/${modelo}`)).statusCode).toBe(200);
    expect((await leitor.post(`${BASE}/relatorio`, { avaliacaoId: modelo })).statusCode).toBe(200);
    for (const c of [sem, leitor])
      for (const res of await Promise.all(escritas(c))) expect(mensagem(res, 403)).toBe('Não autorizado.');
    await intacto();
  });

  it('refuses an employee user', async () => {
    const [u] = await rows<{ cpf: string }>(
      t.database.db,
      sql`select u.cpf from usuario u join usuario_empresa ue on ue.usuario_id = u.id
            join perfil p on p.id = ue.perfil_id where p.chave = 'COLABORADOR' order by u.id limit 1`,
    );
    const colaborador = await t.login({ cpf: u.cpf, senha: DEMO_SENHA_COLABORADOR });
    for (const path of [DESEMPENHO, ACOMPANHAMENTO, PERIODOS, `${BASE}/${modelo}/perguntas`, BANCO])
      expect((await colaborador.get(path)).statusCode).toBe(403);
    for (const res of await Promise.all(escritas(colaborador))) expect(res.statusCode).toBe(403);
    await intacto();
  });
});
