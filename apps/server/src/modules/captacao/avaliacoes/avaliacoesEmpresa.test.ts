import { MSG_QUESTIONARIO as M } from '@ipe/domain';
import { MSG_AVALIACOES } from '@ipe/domain/resources/captacao/avaliacoes/contratos';
import { MSG_EXAME_CANDIDATO, MSG_EXAME_EXISTENTE } from '@ipe/domain/resources/captacao/selecao/contratos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { aplicar, modeloQuatroTipos, novoCandidato, respostas } from './avaliacoesTestkit.ts';

/**
 * The company's lists and CRUD of spec 1 §2: every applied candidate evaluation (/captacao/avaliacoes)
 * and the palographic exams register (/captacao/exames-palografico, full CRUD by candidate id).
 */

const AVALIACOES = '/api/captacao/avaliacoes';
const EXAMES = '/api/captacao/exames-palografico';
let t: TestApp;
let admin: Client;
let filial: Client;
let modelo: Awaited<ReturnType<typeof modeloQuatroTipos>>;
let ana: number;
let bruno: number;

/** A 400's field entries as { field: message }. */
const campos = (res: Parameters<typeof entries>[0]) =>
  Object.fromEntries(entries(res).map((e) => [e.field, e.message]));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  filial = await t.login(DEMO_ADMIN, 2);
  modelo = await modeloQuatroTipos(admin, 'Entrevista Lista Geral');
  ana = await novoCandidato(admin, 'Ana Listada Teste');
  bruno = await novoCandidato(admin, 'Bruno Listado Teste');
});
afterAll(() => t?.close());

describe('every applied candidate evaluation', () => {
  it('applies, lists with filters (name, model, status), reads, answers and removes by the evaluation id', async () => {
    const vazio = await admin.post(AVALIACOES, { respostas: [] });
    expect(campos(vazio)).toEqual({
      candidatoId: MSG_AVALIACOES.candidatoObrigatorio,
      modeloId: MSG_AVALIACOES.modeloObrigatorio,
    });
    const criada = await admin.post(AVALIACOES, {
      candidatoId: ana,
      modeloId: modelo.id,
      respostas: respostas(modelo.perguntas, { objetiva: 0 }),
      respondidoParcialmente: true,
    });
    expect(criada.statusCode, criada.body).toBe(201);
    const id = criada.json().avaliacao.id as number;
    expect(criada.json()).toMatchObject({ candidato: { id: ana, nome: 'Ana Listada Teste' } });
    expect(
      (
        await aplicar(admin, bruno, modelo.id, {
          respostas: respostas(modelo.perguntas, { objetiva: 2 }),
          respondidoParcialmente: true,
        })
      ).statusCode,
    ).toBe(201);

    const lista = (await admin.get(`${AVALIACOES}?page=0&q=listada ana`)).json();
    expect(lista.totalElements).toBe(1);
    expect(lista.content[0]).toMatchObject({
      id,
      candidato: { id: ana },
      modelo: { id: modelo.id },
      status: 'A',
    });
    const doModelo = (await admin.get(`${AVALIACOES}?page=0&modeloId=${modelo.id}`)).json();
    expect(doModelo.content.map((r: { candidato: { nome: string } }) => r.candidato.nome)).toEqual([
      'Bruno Listado Teste',
      'Ana Listada Teste',
    ]);
    expect((await admin.get(`${AVALIACOES}?modeloId=${modelo.id}&status=A`)).json().totalElements).toBe(2);

    expect((await admin.get(`${AVALIACOES}/${id}`)).json()).toMatchObject({
      avaliacao: { id, status: 'A' },
      candidato: { id: ana },
    });
    const concluida = await admin.put(`${AVALIACOES}/${id}`, {
      respostas: respostas(modelo.perguntas, {
        objetiva: 0,
        multipla: [0, 1, 2],
        nota: 10,
        justificativa: 'Ótima',
        texto: 'Crescer',
      }),
    });
    expect(concluida.statusCode, concluida.body).toBe(200);
    expect(concluida.json().avaliacao).toMatchObject({ id, status: 'C', aprovado: true });
    const denovo = await admin.put(`${AVALIACOES}/${id}`, { respostas: [] });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().message).toBe(M.avaliacaoConcluida);
    expect((await admin.get(`${AVALIACOES}?modeloId=${modelo.id}&status=C`)).json().totalElements).toBe(1);

    expect((await admin.delete(`${AVALIACOES}/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`${AVALIACOES}/${id}`)).statusCode).toBe(404);
  });

  it("keeps another company's evaluations out of reach and needs the evaluation authorities", async () => {
    const [uma] = (await admin.get(`${AVALIACOES}?modeloId=${modelo.id}`)).json().content as { id: number }[];
    expect((await filial.get(`${AVALIACOES}/${uma.id}`)).statusCode).toBe(404);
    expect((await filial.put(`${AVALIACOES}/${uma.id}`, { respostas: [] })).statusCode).toBe(404);
    expect((await filial.delete(`${AVALIACOES}/${uma.id}`)).statusCode).toBe(404);
    expect((await filial.get(`${AVALIACOES}?modeloId=${modelo.id}`)).json().totalElements).toBe(0);
    // Another company's candidate and model are not found either.
    expect(
      (await filial.post(AVALIACOES, { candidatoId: ana, modeloId: modelo.id, respostas: [] })).statusCode,
    ).toBe(404);
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    expect((await leitor.get(`${AVALIACOES}/${uma.id}`)).statusCode).toBe(200);
    expect((await leitor.put(`${AVALIACOES}/${uma.id}`, { respostas: [] })).statusCode).toBe(403);
    expect((await leitor.delete(`${AVALIACOES}/${uma.id}`)).statusCode).toBe(403);
    const nenhum = await usuarioCom(t, admin, ['ROLE_CAP_MODELOS_AVALIACAO'], 1);
    expect((await nenhum.get(AVALIACOES)).statusCode).toBe(403);
  });
});

describe('palographic exams register', () => {
  it('creates (one per candidate), reads, replaces and removes by candidate id', async () => {
    expect(campos(await admin.post(EXAMES, { ocrTexto: 'x' }))).toEqual({ candidatoId: MSG_EXAME_CANDIDATO });
    expect((await admin.get(`${EXAMES}/${ana}`)).statusCode).toBe(404);
    const criado = await admin.post(EXAMES, { candidatoId: ana, examePalografico: 'NOR 3,1' });
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json()).toMatchObject({ id: ana, examePalografico: 'NOR 3,1', ocrTexto: null });
    expect(campos(await admin.post(EXAMES, { candidatoId: ana }))).toEqual({
      candidatoId: MSG_EXAME_EXISTENTE,
    });
    expect((await admin.get(`${EXAMES}/${ana}`)).json()).toMatchObject({ examePalografico: 'NOR 3,1' });
    const trocado = await admin.put(`${EXAMES}/${ana}`, { resultadoExamePalografico: 'Apto' });
    expect(trocado.json()).toMatchObject({ examePalografico: null, resultadoExamePalografico: 'Apto' });
    expect((await admin.put(`${EXAMES}/${bruno}`, { ocrTexto: 'x' })).statusCode).toBe(404);
    expect((await admin.delete(`${EXAMES}/${ana}`)).statusCode).toBe(204);
    expect((await admin.delete(`${EXAMES}/${ana}`)).statusCode).toBe(404);
  });

  it("keeps another company's exams out of reach and needs the exam authorities", async () => {
    expect((await admin.post(EXAMES, { candidatoId: bruno, ocrTexto: 'traços' })).statusCode).toBe(201);
    expect((await filial.get(`${EXAMES}/${bruno}`)).statusCode).toBe(404);
    expect((await filial.put(`${EXAMES}/${bruno}`, { ocrTexto: 'y' })).statusCode).toBe(404);
    expect((await filial.delete(`${EXAMES}/${bruno}`)).statusCode).toBe(404);
    expect((await filial.post(EXAMES, { candidatoId: bruno })).statusCode).toBe(404);
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_EXAMES_PALOGRAFICO'], 1);
    expect((await leitor.get(`${EXAMES}/${bruno}`)).statusCode).toBe(200);
    expect((await leitor.post(EXAMES, { candidatoId: ana })).statusCode).toBe(403);
    expect((await leitor.put(`${EXAMES}/${bruno}`, {})).statusCode).toBe(403);
    expect((await leitor.delete(`${EXAMES}/${bruno}`)).statusCode).toBe(403);
  });
});
