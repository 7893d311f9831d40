import { MSG_QUESTIONARIO as M, type Pergunta } from '@ipe/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema/index.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';
import {
  BASE,
  emOrdem,
  entries,
  mensagem,
  novaPergunta,
  novoModelo,
  objetiva,
  perguntas,
  questionarioDe,
  responder,
} from './testkit.ts';

/**
 * Editing a question set (docs/questionario.md), through candidate evaluation models of company 2 (no
 * demo models there): aspects, question rules and defaults, batch, order, random order, answered
 * questions, suggested options.
 */

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 2);
});
afterAll(() => t?.close());

describe('aspectos', () => {
  let modelo: number;
  beforeAll(async () => {
    modelo = await novoModelo(admin, 'Modelo aspectos');
  });

  it('creates, refuses duplicates (case and accents aside) and finds by part of the name', async () => {
    const res = await admin.post(`${BASE}/${modelo}/aspectos`, { nome: '  Comunicação ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), nome: 'Comunicação' });
    await admin.post(`${BASE}/${modelo}/aspectos`, { nome: 'Liderança' });

    expect(entries(await admin.post(`${BASE}/${modelo}/aspectos`, { nome: 'COMUNICACAO' }))).toEqual([
      { field: 'nome', message: 'Já existe um aspecto com este nome' },
    ]);
    expect(entries(await admin.post(`${BASE}/${modelo}/aspectos`, { nome: '  ' }))).toEqual([
      { field: 'nome', message: M.aspectoObrigatorio },
    ]);

    const busca = (nome: string) => admin.get(`${BASE}/${modelo}/aspectos?nome=${encodeURIComponent(nome)}`);
    expect((await busca('municaç')).json()).toEqual([{ id: res.json().id, nome: 'Comunicação' }]);
    expect((await busca('LIDERANCA')).json().map((a: { nome: string }) => a.nome)).toEqual(['Liderança']);
    expect((await busca('%')).json()).toEqual([]);
    expect(
      (await admin.get(`${BASE}/${modelo}/aspectos`)).json().map((a: { nome: string }) => a.nome),
    ).toEqual(['Comunicação', 'Liderança']);
  });

  it('removes an aspect without questions and refuses one with questions', async () => {
    const a = (await admin.post(`${BASE}/${modelo}/aspectos`, { nome: 'Com perguntas' })).json();
    await novaPergunta(admin, modelo, objetiva('Pergunta do aspecto', undefined, { aspecto: { id: a.id } }));
    expect(mensagem(await admin.delete(`${BASE}/${modelo}/aspectos/${a.id}`))).toBe(
      'O aspecto possui perguntas e não pode ser removido',
    );
    const livre = (await admin.post(`${BASE}/${modelo}/aspectos`, { nome: 'Sem perguntas' })).json();
    expect((await admin.delete(`${BASE}/${modelo}/aspectos/${livre.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`${BASE}/${modelo}/aspectos/${livre.id}`)).statusCode).toBe(404);
    // An aspect of another set is not found through this model.
    const outro = await novoModelo(admin, 'Outro modelo aspectos');
    expect((await admin.delete(`${BASE}/${outro}/aspectos/${a.id}`)).statusCode).toBe(404);
  });
});

describe('perguntas: rules and defaults', () => {
  let modelo: number;
  beforeAll(async () => {
    modelo = await novoModelo(admin, 'Modelo regras');
  });
  const post = (body: unknown) => admin.post(`${BASE}/${modelo}/perguntas`, body);

  it('answers every failing field with the engine messages', async () => {
    expect(entries(await post({}))).toEqual([
      { field: 'texto', message: 'Pergunta é obrigatória' },
      { field: 'tipo', message: 'Tipo é obrigatório' },
    ]);
    expect(entries(await post({ texto: 'x', tipo: 2 }))).toEqual([
      { field: 'tipo', message: M.tipoInvalido },
    ]);
    expect(
      entries(await post({ texto: 'x', tipo: 1, respostas: [{ texto: ' ' }, { texto: 'B', peso: -1 }] })),
    ).toEqual([
      { field: 'respostas.0.texto', message: 'Opção de resposta é obrigatória' },
      { field: 'respostas.1.peso', message: M.pesoInvalido },
    ]);
    expect(entries(await post({ texto: 'x', tipo: 5, respostas: [{ texto: 'Só uma' }] }))).toEqual([
      { field: 'respostas', message: M.opcoesMinimas },
    ]);
    expect(entries(await post({ texto: 'x', tipo: 4, notaMinima: 5, notaMaxima: 5 }))).toEqual([
      { field: 'notaMaxima', message: M.notaMaximaMenor },
    ]);
    expect(entries(await post({ texto: 'x', tipo: 3, exigirComentario: true, comentario: ' ' }))).toEqual([
      { field: 'comentario', message: M.comentarioObrigatorio },
    ]);
    expect(entries(await post({ texto: 'x', tipo: 3, aspecto: { id: 999999 } }))).toEqual([
      { field: 'aspecto', message: M.aspectoNaoEncontrado },
    ]);
    expect(await perguntas(admin, modelo)).toEqual([]);
  });

  it('keeps options only for types 1 and 5, the scale only for type 4, and applies the defaults', async () => {
    const opcoes = [{ texto: 'A' }, { texto: 'B', peso: 2 }];
    const subjetiva = await novaPergunta(admin, modelo, {
      texto: 'Fale',
      tipo: 3,
      respostas: opcoes,
      notaMaxima: 5,
    });
    expect(subjetiva).toMatchObject({
      texto: 'Fale',
      tipo: 3,
      respostas: [],
      notaMinima: null,
      notaMaxima: null,
      peso: 1,
      obrigatoria: true,
      exigirComentario: false,
      comentario: null,
      aspecto: null,
      perguntasRespondidas: 0,
      ordem: 1,
    });
    const nota = await novaPergunta(admin, modelo, { texto: 'Nota', tipo: 4, respostas: opcoes });
    expect(nota).toMatchObject({ respostas: [], notaMinima: 0, notaMaxima: 10, ordem: 2 });
    const multipla = await novaPergunta(admin, modelo, {
      texto: '  Quais?  ',
      tipo: 5,
      respostas: opcoes,
      exigirComentario: true,
      comentario: 'Justifique a sua resposta:',
      peso: 2.5,
      obrigatoria: false,
      aspecto: { nome: 'Técnico' },
    });
    expect(multipla).toMatchObject({
      texto: 'Quais?',
      respostas: [
        { id: expect.any(Number), texto: 'A', peso: 0, ordem: 1 },
        { id: expect.any(Number), texto: 'B', peso: 2, ordem: 2 },
      ],
      notaMinima: null,
      exigirComentario: true,
      comentario: 'Justifique a sua resposta:',
      peso: 2.5,
      obrigatoria: false,
      aspecto: { id: expect.any(Number), nome: 'Técnico' },
    });
    // The aspect named again (other case/accents) is the same one, not a new one.
    const mesma = await novaPergunta(
      admin,
      modelo,
      objetiva('Outra', undefined, { aspecto: { nome: 'TECNICO' } }),
    );
    expect(mesma.aspecto).toEqual(multipla.aspecto);
    expect((await admin.get(`${BASE}/${modelo}/perguntas/${nota.id}`)).json()).toEqual(nota);
    expect((await admin.get(`${BASE}/${modelo}/perguntas/999999`)).statusCode).toBe(404);
    const doAspecto = (await admin.get(`${BASE}/${modelo}/perguntas?aspecto=${multipla.aspecto?.id}`)).json();
    expect(doAspecto.map((p: Pergunta) => p.id)).toEqual([multipla.id, mesma.id]);
  });

  it('audits question changes under the model', async () => {
    const [row] = await t.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidade, 'modelos-avaliacao-candidato'),
          eq(auditoria.entidadeId, modelo),
          eq(auditoria.acao, 'INSERIR PERGUNTA'),
        ),
      )
      .orderBy(auditoria.id)
      .limit(1);
    expect(row).toMatchObject({ empresaId: 2, descricao: 'Modelo regras: Fale' });
  });
});

describe('perguntas: batch and position', () => {
  let modelo: number;
  beforeAll(async () => {
    modelo = await novoModelo(admin, 'Modelo lote');
  });

  it('creates a batch all or nothing, error paths by index', async () => {
    const ruim = await admin.post(`${BASE}/${modelo}/perguntas/batch`, [
      objetiva('Boa'),
      { texto: '', tipo: 3 },
    ]);
    expect(entries(ruim)).toEqual([{ field: '1.texto', message: 'Pergunta é obrigatória' }]);
    // A failure inside the transaction (an aspect of another set on the second) leaves nothing either.
    const alheio = await admin.post(`${BASE}/${modelo}/perguntas/batch`, [
      objetiva('Boa', undefined, { aspecto: { nome: 'Novo aspecto' } }),
      { texto: 'x', tipo: 3, aspecto: { id: 999999 } },
    ]);
    expect(entries(alheio)).toEqual([{ field: '1.aspecto', message: M.aspectoNaoEncontrado }]);
    expect(await perguntas(admin, modelo)).toEqual([]);
    expect((await admin.get(`${BASE}/${modelo}/aspectos`)).json()).toEqual([]);

    const ok = await admin.post(`${BASE}/${modelo}/perguntas/batch`, [
      objetiva('Primeira', undefined, { aspecto: { nome: 'Bloco' } }),
      { texto: 'Segunda', tipo: 3, aspecto: { nome: 'bloco' } },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().map((p: Pergunta) => [p.texto, p.ordem, p.aspecto?.nome])).toEqual([
      ['Primeira', 1, 'Bloco'],
      ['Segunda', 2, 'Bloco'],
    ]);
  });

  it('refuses going over the limit of questions', async () => {
    const muitas = Array.from({ length: 299 }, (_, i) => ({ texto: `P${i}`, tipo: 3 }));
    expect(mensagem(await admin.post(`${BASE}/${modelo}/perguntas/batch`, muitas))).toBe(
      M.limitePerguntas(300),
    );
    expect((await perguntas(admin, modelo)).length).toBe(2);
  });

  it('tells the next order and inserts at a position, shifting the others', async () => {
    const proxima = async () => (await admin.get(`${BASE}/${modelo}/perguntas/proxima-ordem`)).json();
    expect(await proxima()).toEqual({ ordem: 3 });
    const [p1, p2] = emOrdem(await perguntas(admin, modelo));
    const topo = await novaPergunta(admin, modelo, { texto: 'Topo', tipo: 3, ordem: 1 });
    expect(topo.ordem).toBe(1);
    const meio = await novaPergunta(admin, modelo, { texto: 'Meio', tipo: 3, ordem: 3 });
    const alem = await novaPergunta(admin, modelo, { texto: 'Além', tipo: 3, ordem: 99 });
    expect(alem.ordem).toBe(5);
    expect(emOrdem(await perguntas(admin, modelo))).toEqual([topo.id, p1, meio.id, p2, alem.id]);
    expect(await proxima()).toEqual({ ordem: 6 });
    expect(
      entries(await admin.post(`${BASE}/${modelo}/perguntas`, { texto: 'x', tipo: 3, ordem: 0 })),
    ).toEqual([{ field: 'ordem', message: M.ordemInvalida }]);
  });

  it('moves a question with PATCH ordem (up, down, clamped) and keeps 1..n', async () => {
    const ids = emOrdem(await perguntas(admin, modelo));
    const mover = async (id: number, ordem: number) => {
      const res = await admin.patch(`${BASE}/${modelo}/perguntas/${id}/ordem`, { ordem });
      expect(res.statusCode, res.body).toBe(200);
      return emOrdem(res.json());
    };
    const [a, b, c, d, e] = ids;
    expect(await mover(e, 2)).toEqual([a, e, b, c, d]);
    expect(await mover(a, 4)).toEqual([e, b, c, a, d]);
    expect(await mover(b, 999)).toEqual([e, c, a, d, b]);
    expect(await mover(b, 5)).toEqual([e, c, a, d, b]);
    expect(emOrdem(await perguntas(admin, modelo))).toEqual([e, c, a, d, b]);
    expect(entries(await admin.patch(`${BASE}/${modelo}/perguntas/${a}/ordem`, { ordem: 0 }))).toEqual([
      { field: 'ordem', message: M.ordemInvalida },
    ]);
    expect((await admin.patch(`${BASE}/${modelo}/perguntas/999999/ordem`, { ordem: 1 })).statusCode).toBe(
      404,
    );
    // PUT with another ordem moves it too.
    const pc = (await admin.get(`${BASE}/${modelo}/perguntas/${c}`)).json() as Pergunta;
    const put = await admin.put(`${BASE}/${modelo}/perguntas/${c}`, { ...pc, ordem: 5 });
    expect(put.statusCode, put.body).toBe(200);
    expect(emOrdem(await perguntas(admin, modelo))).toEqual([e, a, d, b, c]);
  });

  it('closes the gap when a question is removed', async () => {
    const [x, y, z] = emOrdem(await perguntas(admin, modelo));
    expect((await admin.delete(`${BASE}/${modelo}/perguntas/${y}`)).statusCode).toBe(204);
    const resto = emOrdem(await perguntas(admin, modelo));
    expect(resto.slice(0, 2)).toEqual([x, z]);
    expect(resto).not.toContain(y);
    expect((await admin.delete(`${BASE}/${modelo}/perguntas/${y}`)).statusCode).toBe(404);
  });
});

describe('concorrência', () => {
  it('keeps the order dense under simultaneous inserts and moves (the set is locked per change)', async () => {
    const modelo = await novoModelo(admin, 'Modelo concorrente');
    const url = `${BASE}/${modelo}/perguntas`;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => admin.post(url, { texto: `C${i}`, tipo: 3, ordem: 1 })),
    );
    const ids = emOrdem(await perguntas(admin, modelo));
    expect(ids).toHaveLength(8);
    const movimentos = await Promise.all(
      ids.map((id, i) => admin.patch(`${url}/${id}/ordem`, { ordem: 8 - i })),
    );
    for (const res of movimentos) expect(res.statusCode, res.body).toBe(200);
    expect(emOrdem(await perguntas(admin, modelo)).sort()).toEqual([...ids].sort());
  });
});

describe('ordem aleatória', () => {
  it('shuffles inside each aspect block; the blocks keep their order and become contiguous', async () => {
    const modelo = await novoModelo(admin, 'Modelo aleatório');
    const lote = [];
    for (let i = 1; i <= 6; i++) lote.push({ texto: `A${i}`, tipo: 3, aspecto: { nome: 'Alfa' } });
    lote.splice(2, 0, { texto: 'B1', tipo: 3, aspecto: { nome: 'Beta' } });
    for (let i = 2; i <= 6; i++) lote.push({ texto: `B${i}`, tipo: 3, aspecto: { nome: 'Beta' } });
    lote.push({ texto: 'Sem aspecto', tipo: 3 });
    expect((await admin.post(`${BASE}/${modelo}/perguntas/batch`, lote)).statusCode).toBe(201);
    const antes = await perguntas(admin, modelo);

    const blocos = (l: Pergunta[]) => l.map((p) => p.aspecto?.nome ?? '-');
    let mudou = false;
    for (let i = 0; i < 5 && !mudou; i++) {
      const res = await admin.post(`${BASE}/${modelo}/ordem-aleatoria`);
      expect(res.statusCode, res.body).toBe(200);
      const depois = res.json() as Pergunta[];
      emOrdem(depois);
      expect(depois.map((p) => p.id).sort()).toEqual(antes.map((p) => p.id).sort());
      expect(blocos(depois)).toEqual([...Array(6).fill('Alfa'), ...Array(6).fill('Beta'), '-']);
      expect(await perguntas(admin, modelo)).toEqual(depois);
      const textos = depois.map((p) => p.texto);
      mudou = textos.join() !== 'A1,A2,A3,A4,A5,A6,B1,B2,B3,B4,B5,B6,Sem aspecto';
    }
    expect(mudou).toBe(true);
  });
});

describe('perguntas respondidas', () => {
  let modelo: number;
  let respondida: Pergunta;
  let livre: Pergunta;
  beforeAll(async () => {
    modelo = await novoModelo(admin, 'Modelo respondido');
    respondida = await novaPergunta(admin, modelo, objetiva('Respondida'));
    livre = await novaPergunta(admin, modelo, objetiva('Livre'));
    await responder(t, 2, (await questionarioDe(t, modelo)) as number, respondida);
  });
  const put = (p: Pergunta, mudanca: Partial<Pergunta>) =>
    admin.put(`${BASE}/${modelo}/perguntas/${p.id}`, { ...p, ...mudanca });

  it('counts the answers per question', async () => {
    const res = await admin.get(`${BASE}/${modelo}/perguntas/quantidade-perguntas-respondidas`);
    expect(res.json()).toEqual({ quantidade: 1, porPergunta: { [respondida.id]: 1, [livre.id]: 0 } });
    expect(
      (await admin.get(`${BASE}/${modelo}/perguntas/${respondida.id}`)).json().perguntasRespondidas,
    ).toBe(1);
  });

  it('locks the type and the options once answered; other fields may change', async () => {
    const [sim, nao] = respondida.respostas;
    const bloqueios: Partial<Pergunta>[] = [
      { tipo: 5 },
      { tipo: 3 },
      { respostas: [sim, { ...nao, texto: 'Nunca' }] },
      { respostas: [sim, { ...nao, peso: 0.5 }] },
      { respostas: [sim, nao, { id: 0, texto: 'Talvez', peso: 0, ordem: 3 }] },
      { respostas: [nao, sim] },
    ];
    for (const b of bloqueios) {
      const respostas = (b.respostas ?? respondida.respostas).map(({ id, texto, peso }) => ({
        id: id || null,
        texto,
        peso,
      }));
      const body = { ...respondida, ...b, respostas };
      expect(mensagem(await admin.put(`${BASE}/${modelo}/perguntas/${respondida.id}`, body))).toBe(
        M.tipoBloqueado,
      );
    }
    const ok = await put(respondida, { texto: 'Respondida, com outro texto', obrigatoria: false, peso: 3 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      texto: 'Respondida, com outro texto',
      obrigatoria: false,
      peso: 3,
      respostas: respondida.respostas,
      perguntasRespondidas: 1,
    });
    // The same options without their ids are the same options.
    const semIds = await put(ok.json(), {
      respostas: respondida.respostas.map(({ texto, peso }) => ({ texto, peso })) as never,
    });
    expect(semIds.statusCode, semIds.body).toBe(200);
    expect(semIds.json().respostas).toEqual(respondida.respostas);
  });

  it('refuses removing an answered question', async () => {
    expect(mensagem(await admin.delete(`${BASE}/${modelo}/perguntas/${respondida.id}`))).toBe(
      M.perguntaRespondidaRemocao,
    );
    expect((await perguntas(admin, modelo)).map((p) => p.id)).toEqual([respondida.id, livre.id]);
  });

  it('upserts the options of an unanswered question by id', async () => {
    const [sim, nao] = livre.respostas;
    const res = await put(livre, {
      respostas: [
        { ...nao, texto: 'Não mesmo' },
        { texto: 'Talvez', peso: 0.5 },
      ] as never,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respostas).toEqual([
      { id: nao.id, texto: 'Não mesmo', peso: 0, ordem: 1 },
      { id: expect.any(Number), texto: 'Talvez', peso: 0.5, ordem: 2 },
    ]);
    expect(res.json().respostas[1].id).not.toBe(sim.id);
    // An option of another question is refused; changing the type drops the options.
    expect(
      mensagem(await put(res.json(), { respostas: [respondida.respostas[0], ...res.json().respostas] })),
    ).toBe(M.opcaoDeOutraPergunta);
    const subjetiva = await put(res.json(), { tipo: 3 });
    expect(subjetiva.json()).toMatchObject({ tipo: 3, respostas: [] });
  });
});

describe('respostas sugeridas', () => {
  it('lists the option sets the company uses, most used first, then the built-in ones', async () => {
    const modelo = await novoModelo(admin, 'Modelo sugestões');
    const escala: [string, number][] = [
      ['Excelente', 5],
      ['Fraco', 1],
    ];
    await novaPergunta(admin, modelo, objetiva('S1', escala));
    await novaPergunta(admin, modelo, objetiva('S2', escala));
    await novaPergunta(admin, modelo, objetiva('S3', escala));
    await novaPergunta(admin, modelo, objetiva('S4'));
    const res = await admin.get(`${BASE}/${modelo}/perguntas/respostas-sugeridas?tipo=1`);
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json() as { respostas: { texto: string; peso: number }[]; usos: number }[];
    expect(lista).toContainEqual({
      respostas: [
        { texto: 'Excelente', peso: 5 },
        { texto: 'Fraco', peso: 1 },
      ],
      usos: 3,
    });
    const usos = lista.map((c) => c.usos);
    expect(usos).toEqual([...usos].sort((a, b) => b - a));
    // Sim/Não, used by the company, is counted once and not repeated as a built-in set.
    const simNao = lista.filter((c) => c.respostas.map((r) => r.texto).join('/') === 'Sim/Não');
    expect(simNao).toHaveLength(1);
    expect(simNao[0].usos).toBeGreaterThan(0);
    expect(lista.map((c) => c.respostas[0].texto)).toEqual(
      expect.arrayContaining(['Ótimo', 'Concordo totalmente']),
    );
    expect(lista.at(-1)?.usos).toBe(0);
    expect((await admin.get(`${BASE}/${modelo}/perguntas/respostas-sugeridas?tipo=3`)).json()).toEqual([]);
  });
});
