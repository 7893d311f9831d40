import type { Pergunta } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aspecto, pergunta, questionario, questionarioResposta } from '../../../db/schema/index.ts';
import { avaliacaoCandidato, candidato } from '../schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import {
  BASE,
  entries,
  mensagem,
  novaPergunta,
  novoModelo,
  objetiva,
  perguntas,
  questionarioDe,
  usuarioCom,
} from '../../../platform/questionario/testkit.ts';

/**
 * Candidate evaluation models through the generic routes (each owns a question set), and the
 * question-set routes that involve the owner: clone into other companies, print, who may do what.
 */

let t: TestApp;
let admin: Client; // company 2
let matriz: Client; // company 1

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 2);
  matriz = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

const questionarioExiste = async (id: number) =>
  (await t.database.db.select().from(questionario).where(eq(questionario.id, id))).length > 0;

describe('modelo de avaliação de candidato', () => {
  it('creates its question set with the model and removes it with the model', async () => {
    const id = await novoModelo(admin, 'Modelo com questionário', { percentualMinimoAprovacao: 70 });
    const q = (await questionarioDe(t, id)) as number;
    const [row] = await t.database.db.select().from(questionario).where(eq(questionario.id, q));
    expect(row).toMatchObject({ empresaId: 2, origem: 'MODELO_AVALIACAO_CANDIDATO' });
    await novaPergunta(admin, id, objetiva('Pergunta', undefined, { aspecto: { nome: 'Aspecto' } }));

    // An update keeps the same set.
    const put = await admin.put(`${BASE}/${id}`, { titulo: 'Modelo renomeado', ativo: false });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ titulo: 'Modelo renomeado', ativo: false });
    expect(await questionarioDe(t, id)).toBe(q);

    expect((await admin.delete(`${BASE}/${id}`)).statusCode).toBe(204);
    expect(await questionarioExiste(q)).toBe(false);
    expect(await t.database.db.select().from(pergunta).where(eq(pergunta.questionarioId, q))).toEqual([]);
    expect(await t.database.db.select().from(aspecto).where(eq(aspecto.questionarioId, q))).toEqual([]);
  });

  it('refuses removing a model applied to a candidate', async () => {
    const id = await novoModelo(admin, 'Modelo aplicado');
    const q = (await questionarioDe(t, id)) as number;
    const db = t.database.db;
    const [c] = await db.insert(candidato).values({ empresaId: 2, nome: 'Candidata' }).returning();
    const [qr] = await db
      .insert(questionarioResposta)
      .values({ empresaId: 2, questionarioId: q })
      .returning();
    await db.insert(avaliacaoCandidato).values({
      empresaId: 2,
      candidatoId: c.id,
      modeloAvaliacaoCandidatoId: id,
      questionarioRespostaId: qr.id,
    });
    expect(mensagem(await admin.delete(`${BASE}/${id}`))).toBe(
      'O modelo de avaliação de candidato possui dependências em Avaliações de Candidatos.',
    );
    expect(await questionarioExiste(q)).toBe(true);
    expect((await admin.get(`${BASE}/${id}`)).statusCode).toBe(200);
  });

  it('validates the model with the spec messages', async () => {
    expect(entries(await admin.post(BASE, { titulo: 'x'.repeat(251) }))).toEqual([
      { field: 'titulo', message: 'Título deve ter no máximo 250 caracteres' },
    ]);
  });
});

describe('clonar', () => {
  let modelo: number;
  let originais: Pergunta[];
  beforeAll(async () => {
    modelo = await novoModelo(admin, 'Modelo a clonar', {
      observacao: 'Observação',
      percentualMinimoAprovacao: 60,
    });
    await admin.post(`${BASE}/${modelo}/aspectos`, { nome: 'Aspecto vazio' });
    await novaPergunta(admin, modelo, objetiva('Objetiva', undefined, { aspecto: { nome: 'Técnico' } }));
    await novaPergunta(admin, modelo, { texto: 'Nota', tipo: 4, notaMinima: 2, notaMaxima: 8, peso: 2 });
    await novaPergunta(admin, modelo, {
      texto: 'Múltipla',
      tipo: 5,
      respostas: [{ texto: 'A', peso: 1 }, { texto: 'B' }, { texto: 'C', peso: 3 }],
      exigirComentario: true,
      comentario: 'Por quê?',
      aspecto: { nome: 'Técnico' },
    });
    originais = await perguntas(admin, modelo);
  });

  /** A question without its ids, to compare a copy with its original. */
  const semIds = (p: Pergunta) => ({
    ...p,
    id: 0,
    aspecto: p.aspecto && { nome: p.aspecto.nome },
    respostas: p.respostas.map((r) => ({ ...r, id: 0 })),
  });

  it('copies the model, its aspects, questions and options into another company', async () => {
    const res = await admin.post(`${BASE}/${modelo}`, { empresas: [1, 1] });
    expect(res.statusCode, res.body).toBe(201);
    const [copia] = res.json() as { empresaId: number; id: number }[];
    expect(res.json()).toEqual([{ empresaId: 1, id: expect.any(Number) }]);
    expect(copia.id).not.toBe(modelo);

    const modeloCopia = (await matriz.get(`${BASE}/${copia.id}`)).json();
    expect(modeloCopia).toMatchObject({
      titulo: 'Modelo a clonar',
      observacao: 'Observação',
      percentualMinimoAprovacao: 60,
      ativo: true,
    });
    const copiadas = await perguntas(matriz, copia.id);
    expect(copiadas.map(semIds)).toEqual(originais.map(semIds));
    // New rows, not shared with the original (each kind has its own id sequence).
    const ids = (l: Pergunta[]) => ({
      perguntas: l.map((p) => p.id),
      aspectos: [...new Set(l.map((p) => p.aspecto?.id).filter(Boolean))],
      opcoes: l.flatMap((p) => p.respostas.map((r) => r.id)),
    });
    const [de, para] = [ids(originais), ids(copiadas)];
    expect(para.perguntas.filter((id) => de.perguntas.includes(id))).toEqual([]);
    expect(para.aspectos.filter((id) => de.aspectos.includes(id))).toEqual([]);
    expect(para.opcoes.filter((id) => de.opcoes.includes(id))).toEqual([]);
    expect(para.opcoes).toHaveLength(5);
    const aspectos = (await matriz.get(`${BASE}/${copia.id}/aspectos`)).json();
    expect(aspectos.map((a: { nome: string }) => a.nome)).toEqual(['Aspecto vazio', 'Técnico']);
    const [q] = await t.database.db
      .select()
      .from(questionario)
      .where(eq(questionario.id, (await questionarioDe(t, copia.id)) as number));
    expect(q).toMatchObject({ empresaId: 1, origem: 'MODELO_AVALIACAO_CANDIDATO' });
    // The copy is company 1's own: company 2 does not see it, and editing it leaves the original alone.
    expect((await admin.get(`${BASE}/${copia.id}/perguntas`)).statusCode).toBe(404);
    expect((await matriz.delete(`${BASE}/${copia.id}/perguntas/${copiadas[0].id}`)).statusCode).toBe(204);
    expect(await perguntas(admin, modelo)).toEqual(originais);
  });

  it('refuses companies the user cannot use, and an empty list', async () => {
    expect(entries(await admin.post(`${BASE}/${modelo}`, { empresas: [] }))).toEqual([
      { field: 'empresas', message: 'Selecione pelo menos uma empresa' },
    ]);
    expect(mensagem(await admin.post(`${BASE}/${modelo}`, { empresas: [999] }), 403)).toBe('Não autorizado.');
    const editor = await usuarioCom(
      t,
      admin,
      ['ROLE_CAP_MODELOS_AVALIACAO', 'ROLE_CAP_MODELOS_AVALIACAO_EDITAR'],
      2,
    );
    const antes = (await matriz.get(BASE)).json().length;
    expect(mensagem(await editor.post(`${BASE}/${modelo}`, { empresas: [2, 1] }), 403)).toBe(
      'Não autorizado.',
    );
    expect((await matriz.get(BASE)).json().length).toBe(antes);
    const propria = await editor.post(`${BASE}/${modelo}`, { empresas: [2] });
    expect(propria.statusCode, propria.body).toBe(201);
    expect(propria.json()).toEqual([{ empresaId: 2, id: expect.any(Number) }]);
  });
});

describe('permissões', () => {
  let modelo: number;
  let leitor: Client;
  let p: Pergunta;
  beforeAll(async () => {
    modelo = await novoModelo(admin, 'Modelo permissões');
    p = await novaPergunta(admin, modelo, objetiva('Pergunta'));
    leitor = await usuarioCom(t, admin, ['ROLE_CAP_MODELOS_AVALIACAO'], 2);
  });

  it('lets a reader read and refuses every write', async () => {
    expect((await leitor.get(`${BASE}/${modelo}/perguntas`)).statusCode).toBe(200);
    expect((await leitor.get(`${BASE}/${modelo}/aspectos`)).statusCode).toBe(200);
    expect((await leitor.get(`${BASE}/${modelo}/perguntas/proxima-ordem`)).statusCode).toBe(200);
    const escritas = [
      leitor.post(`${BASE}/${modelo}/perguntas`, objetiva('Nova')),
      leitor.post(`${BASE}/${modelo}/perguntas/batch`, [objetiva('Nova')]),
      leitor.put(`${BASE}/${modelo}/perguntas/${p.id}`, { ...p, texto: 'Alterada' }),
      leitor.delete(`${BASE}/${modelo}/perguntas/${p.id}`),
      leitor.patch(`${BASE}/${modelo}/perguntas/${p.id}/ordem`, { ordem: 1 }),
      leitor.post(`${BASE}/${modelo}/ordem-aleatoria`),
      leitor.post(`${BASE}/${modelo}/aspectos`, { nome: 'Novo' }),
      leitor.post(`${BASE}/${modelo}`, { empresas: [2] }),
    ];
    for (const res of await Promise.all(escritas)) expect(mensagem(res, 403)).toBe('Não autorizado.');
    expect(await perguntas(admin, modelo)).toEqual([p]);
  });

  it("answers 404 for another company's model", async () => {
    const daMatriz = ((await matriz.get(BASE)).json() as { id: number }[])[0].id;
    expect((await admin.get(`${BASE}/${daMatriz}/perguntas`)).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/${daMatriz}/aspectos`)).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/${daMatriz}/perguntas`, objetiva('Intrusa'))).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/${daMatriz}/ordem-aleatoria`)).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/${daMatriz}`, { empresas: [2] })).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/${daMatriz}/imprimir`)).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/abc/perguntas`)).statusCode).toBe(404);
  });

  it('cannot move a question of another set through this model', async () => {
    const outro = await novoModelo(admin, 'Outro modelo');
    expect((await admin.patch(`${BASE}/${outro}/perguntas/${p.id}/ordem`, { ordem: 1 })).statusCode).toBe(
      404,
    );
    expect((await admin.get(`${BASE}/${outro}/perguntas/${p.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${outro}/perguntas/${p.id}`)).statusCode).toBe(404);
    const put = await admin.put(`${BASE}/${outro}/perguntas/${p.id}`, { ...p, texto: 'Alheia' });
    expect(put.statusCode).toBe(404);
  });
});

describe('impressão', () => {
  it('prints the blank questionnaire as a PDF, by id and by the report call', async () => {
    const modelo = await novoModelo(admin, 'Avaliação técnica');
    await novaPergunta(admin, modelo, objetiva('Conhece TypeScript?'));
    for (const res of [
      await admin.get(`${BASE}/${modelo}/imprimir`),
      await admin.post(`${BASE}/relatorio`, { avaliacaoId: modelo }),
    ]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Avaliacao tecnica.pdf"; filename*=UTF-8''Avalia%C3%A7%C3%A3o%20t%C3%A9cnica.pdf`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // A missing or malformed id is a 404 (as another company's model), not a 400.
    expect((await admin.post(`${BASE}/relatorio`, {})).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/relatorio`, { avaliacaoId: 'x' })).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/abc/imprimir`)).statusCode).toBe(404);
  });
});
