import { isValidCpf, MSG } from '@ipe/domain';
import { MSG_CANDIDATO as M } from '@ipe/domain/resources/captacao/candidatos/index';
import { CANDIDATO_COOKIE, MSG_CONTA } from '@ipe/domain/resources/externo/conta/index';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidato } from '../../captacao/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { loginCandidato } from '../../../test/candidato.ts';
import { type Client, clientOf, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { type Cadastros, cadastros, candidatoCompleto, entries } from '../../captacao/testkit.ts';
import { enviar, multipart, pdfComTexto, png } from '../../captacao/testkit.ts';

/**
 * The candidate's own registration, CV, photo and documents (company 1, the demo Matriz: many required
 * fields, policy acceptance required). Candidates A and B register through the API; A tries B's data.
 */

const BASE = '/api/externo/candidatos';
let t: TestApp;
let admin: Client;
let r: Cadastros;
let a: { id: number; cpf: string; c: Client };
let b: { id: number; cpf: string; c: Client };
let docB: number;

const registro = (extra: Record<string, unknown> = {}) => ({
  ...candidatoCompleto(r),
  senha: 'segredo-123',
  confirmaSenha: 'segredo-123',
  aceitoPoliticaSeguranca: true,
  ...extra,
});

/** Registers and answers the candidate with a client holding the cookie the registration set. */
async function registrar(extra: Record<string, unknown> = {}) {
  const body = registro(extra);
  const res = await t.anonymous().post(`${BASE}?empresaId=1`, body);
  expect(res.statusCode, res.body).toBe(201);
  const cookie = res.cookies.find((k) => k.name === CANDIDATO_COOKIE)?.value ?? null;
  expect(cookie).toBeTruthy();
  return {
    id: res.json().id as number,
    cpf: String(body.cpf),
    c: clientOf(t.app, cookie, 1, CANDIDATO_COOKIE),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  r = await cadastros(admin);
  a = await registrar();
  b = await registrar();
  const pdf = await pdfComTexto(['Documento de B']);
  const res = await enviar(
    b.c,
    'post',
    `${BASE}/${b.id}/documentos-anexos`,
    multipart({ nome: 'b.pdf', bytes: pdf }, { descricao: 'RG' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  docB = res.json().id;
});
afterAll(() => t?.close());

describe('GET /api/externo/formulario', () => {
  it("answers the company's form configuration to visitors and refuses a non-numeric empresaId", async () => {
    const ok = await t.anonymous().get('/api/externo/formulario?empresaId=1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ exigirAceitePsi: true, maxCandidataCargo: 5 });
    expect(ok.json().obrigatorios).toContain('cpf');
    const bad = await t.anonymous().get('/api/externo/formulario?empresaId=1x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.empresaIdInvalido);
    expect((await t.anonymous().get('/api/externo/formulario?empresaId=999')).statusCode).toBe(404);
  });
});

describe('GET /api/externo/empresas/{empresaId}/cadastros/{recurso}', () => {
  it("answers the form's dropdown options of the company in their short form, and only those registers", async () => {
    const idiomas = await t.anonymous().get('/api/externo/empresas/1/cadastros/idiomas');
    expect(idiomas.statusCode, idiomas.body).toBe(200);
    expect(
      idiomas
        .json()
        .map((i: { id: number }) => i.id)
        .sort(),
    ).toEqual([...r.idiomas].sort());
    expect(Object.keys(idiomas.json()[0]).sort()).toEqual(['id', 'nome']);
    const cargos = await a.c.get('/api/externo/empresas/1/cadastros/captacao-cargo');
    expect(cargos.json()).toHaveLength(r.cargos.length);
    expect((await t.anonymous().get('/api/externo/empresas/1/cadastros/usuarios')).statusCode).toBe(400);
  });
});

describe('POST /api/externo/candidatos (registration)', () => {
  it('registers with the lists, marks moduloExterno, logs the candidate in and ignores HR-only fields', async () => {
    const res = await t.anonymous().post(
      `${BASE}?empresaId=1`,
      registro({
        observacaoRH: 'Nota do RH',
        contratado: true,
        disponivel: false,
        qualificacaoCadastral: 'QUALIFICADO',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const novo = res.json();
    expect(novo).not.toHaveProperty('observacaoRH');
    expect(novo).not.toHaveProperty('senha');
    expect(novo.candidatoIdiomas).toHaveLength(1);
    expect(novo.experiencias).toHaveLength(1);
    const [row] = await t.database.db.select().from(candidato).where(eq(candidato.id, novo.id));
    expect(row).toMatchObject({
      moduloExterno: true,
      observacaoRH: null,
      contratado: false,
      disponivel: true,
    });
    expect(row.senha).toBeTruthy();
    expect(row.dataAceitePolitica).toBeTruthy();
    const cookie = res.cookies.find((k) => k.name === CANDIDATO_COOKIE)?.value ?? null;
    const eu = clientOf(t.app, cookie, 1, CANDIDATO_COOKIE);
    expect((await eu.get(`${BASE}/${novo.id}`)).statusCode).toBe(200);
  });

  it('requires the password and the policy acceptance, with the form rules of the company', async () => {
    const res = await t
      .anonymous()
      .post(
        `${BASE}?empresaId=1`,
        registro({ senha: null, confirmaSenha: null, aceitoPoliticaSeguranca: false, email: null }),
      );
    const e = entries(res);
    expect(e).toContainEqual({ field: 'senha', message: 'Senha é obrigatória' });
    expect(e).toContainEqual({ field: 'aceitoPoliticaSeguranca', message: M.aceitePoliticaObrigatorio });
    expect(e).toContainEqual({ field: 'email', message: 'E-mail é obrigatório' });
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses a CPF already registered in the company, pointing to password recovery', async () => {
    const res = await t.anonymous().post(`${BASE}?empresaId=1`, registro({ cpf: a.cpf }));
    expect(entries(res)).toContainEqual({ field: 'cpf', message: M.cpfJaCadastrado });
  });

  it("answers a talent's CPF exactly as any CPF: the candidate area learns nothing about talents (issue 24 §4)", async () => {
    const talentos = await t.database.db
      .select({ cpf: colaborador.cpf })
      .from(colaborador)
      .where(and(eq(colaborador.empresaId, 1), inArray(colaborador.situacao, ['A', 'D'])));
    const cpf = talentos.map((c) => c.cpf).find((c) => c && isValidCpf(c));
    if (!cpf) throw new Error('demo sem talento com CPF');
    const de = await t.anonymous().post(`${BASE}?empresaId=1`, registro({ cpf }));
    const outro = await t.anonymous().post(`${BASE}?empresaId=1`, registro());
    expect([de.statusCode, outro.statusCode]).toEqual([201, 201]);
    expect(Object.keys(de.json()).sort()).toEqual(Object.keys(outro.json()).sort());
    expect(de.body).not.toMatch(/talento|colaborador/i);
  });

  it('refuses a missing or non-numeric empresaId', async () => {
    for (const q of ['', '?empresaId=abc']) {
      const res = await t.anonymous().post(`${BASE}${q}`, registro());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.empresaIdInvalido);
    }
  });
});

describe("the candidate's own record", () => {
  it('reads and updates their CV; HR-only values stay as HR left them', async () => {
    await t.database.db.update(candidato).set({ observacaoRH: 'Bom perfil' }).where(eq(candidato.id, a.id));
    const lido = await a.c.get(`${BASE}/${a.id}/completo`);
    expect(lido.statusCode).toBe(200);
    expect(lido.json()).not.toHaveProperty('observacaoRH');
    expect(lido.json().temSenha).toBe(true);
    const corpo = { ...lido.json(), bairro: 'Aldeota', observacaoRH: 'apagado', contratado: true };
    const res = await a.c.put(`${BASE}/${a.id}`, corpo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bairro).toBe('Aldeota');
    const [row] = await t.database.db.select().from(candidato).where(eq(candidato.id, a.id));
    expect(row).toMatchObject({ bairro: 'Aldeota', observacaoRH: 'Bom perfil', contratado: false });
  });

  it('stores and serves their photo, refusing a file that is not an image', async () => {
    const put = await a.c.put(`${BASE}/${a.id}/foto`, png(), { 'content-type': 'image/png' });
    expect(put.statusCode, put.body).toBe(204);
    const get = await a.c.get(`${BASE}/${a.id}/foto`);
    expect(get.headers['content-type']).toBe('image/png');
    const bad = await a.c.put(`${BASE}/${a.id}/foto`, Buffer.from('texto'), {
      'content-type': 'application/octet-stream',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.arquivoNaoImagem);
  });

  it('attaches, lists, downloads and removes their documents', async () => {
    const pdf = await pdfComTexto(['Comprovante de residência']);
    const url = `${BASE}/${a.id}/documentos-anexos`;
    const res = await enviar(
      a.c,
      'post',
      url,
      multipart({ nome: 'comprovante.pdf', bytes: pdf }, { descricao: 'Comprovante' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect((await a.c.get(url)).json().map((d: { id: number }) => d.id)).toEqual([doc.id]);
    const down = await a.c.get(`${url}/${doc.id}/download`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(pdf)).toBe(true);
    const exe = await enviar(
      a.c,
      'post',
      url,
      multipart({ nome: 'virus.exe', bytes: Buffer.from('MZ\x90\x00') }, { descricao: 'x' }),
    );
    expect(exe.statusCode).toBe(400);
    expect((await a.c.delete(`${url}/${doc.id}`)).statusCode).toBe(204);
    expect((await a.c.get(url)).json()).toEqual([]);
    // HR sees what the candidate attached through the same table.
    expect((await admin.get(`/api/captacao/candidatos/${b.id}/documentos-anexos`)).json()).toHaveLength(1);
  });
});

describe('fields the company does not show to candidates (issue 24 §4)', () => {
  it('are listed apart in /formulario and neither taken at registration nor changed by an update', async () => {
    const CONFIG = '/api/captacao/candidatos/configuracao-campos';
    const todos = (await admin.get(CONFIG)).json() as {
      campo: string;
      visivel: boolean;
      obrigatorio: boolean;
    }[];
    const visiveis = todos.filter((c) => c.visivel).map((c) => c.campo);
    const obrigatorios = todos.filter((c) => c.obrigatorio && c.campo !== 'nome').map((c) => c.campo);
    const ocultar = await admin.put(CONFIG, {
      obrigatorios,
      // 'mae' is off by default (LGPD, issue 24 §1): the company turns it on.
      visiveis: [...visiveis.filter((c) => c !== 'pai' && c !== 'habilitacao'), 'mae'],
    });
    expect(ocultar.statusCode, ocultar.body).toBe(200);
    try {
      const f = (await t.anonymous().get('/api/externo/formulario?empresaId=1')).json();
      expect(f.visiveis).not.toContain('pai');
      expect(f.visiveis).toContain('mae');
      const c = await registrar({ pai: 'Pai Escondido', mae: 'Mãe Visível', numeroHab: '12345678901' });
      const [novo] = await t.database.db.select().from(candidato).where(eq(candidato.id, c.id));
      expect(novo).toMatchObject({ pai: null, numeroHab: null, mae: 'Mãe Visível' });
      // HR fills it; the candidate's update neither sees a way to change it nor erases it.
      await t.database.db.update(candidato).set({ pai: 'Pelo RH' }).where(eq(candidato.id, c.id));
      const lido = (await c.c.get(`${BASE}/${c.id}/completo`)).json();
      const res = await c.c.put(`${BASE}/${c.id}`, { ...lido, pai: 'Trocado', mae: 'Nova Mãe' });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.db.select().from(candidato).where(eq(candidato.id, c.id));
      expect(row).toMatchObject({ pai: 'Pelo RH', mae: 'Nova Mãe' });
    } finally {
      expect((await admin.put(CONFIG, { obrigatorios, visiveis })).statusCode).toBe(200);
    }
  });
});

describe('candidate A against candidate B', () => {
  it("answers 404 to every read and change of B's record, photo and documents", async () => {
    const pdf = await pdfComTexto(['Intruso']);
    const docs = `${BASE}/${b.id}/documentos-anexos`;
    const tentativas = [
      a.c.get(`${BASE}/${b.id}`),
      a.c.get(`${BASE}/${b.id}/completo`),
      a.c.put(`${BASE}/${b.id}`, { nome: 'Trocado' }),
      a.c.get(`${BASE}/${b.id}/foto`),
      a.c.put(`${BASE}/${b.id}/foto`, png(), { 'content-type': 'image/png' }),
      a.c.delete(`${BASE}/${b.id}/foto`),
      a.c.get(docs),
      enviar(a.c, 'post', docs, multipart({ nome: 'x.pdf', bytes: pdf }, { descricao: 'x' })),
      a.c.get(`${docs}/${docB}`),
      a.c.get(`${docs}/${docB}/download`),
      a.c.delete(`${docs}/${docB}`),
      // B's document through A's own path.
      a.c.get(`${BASE}/${a.id}/documentos-anexos/${docB}/download`),
      a.c.delete(`${BASE}/${a.id}/documentos-anexos/${docB}`),
      enviar(a.c, 'put', `${BASE}/${b.id}/candidato-curriculo`, multipart({ nome: 'cv.pdf', bytes: pdf })),
    ];
    for (const res of await Promise.all(tentativas)) expect(res.statusCode, res.body).toBe(404);
    const [row] = await t.database.db
      .select({ nome: candidato.nome })
      .from(candidato)
      .where(eq(candidato.id, b.id));
    expect(row.nome).not.toBe('Trocado');
    expect((await b.c.get(docs)).json()).toHaveLength(1);
  });

  it('a candidate session does not pass internal routes, nor an internal session the candidate ones', async () => {
    expect((await a.c.get(`/api/captacao/candidatos/${a.id}`)).statusCode).toBe(401);
    expect((await a.c.get(`/api/captacao/candidatos/${b.id}/documentos-anexos`)).statusCode).toBe(401);
    expect((await a.c.put(`/api/captacao/candidatos/${b.id}`, { nome: 'x' })).statusCode).toBe(401);
    expect((await admin.get(`${BASE}/${a.id}`)).statusCode).toBe(401);
    expect((await t.anonymous().get(`${BASE}/${a.id}/documentos-anexos`)).statusCode).toBe(401);
  });

  it('logs in afterwards with the password chosen at registration', async () => {
    const c = await loginCandidato(t, { cpf: a.cpf, senha: 'segredo-123', empresaId: 1 });
    expect((await c.get(`${BASE}/${a.id}`)).statusCode).toBe(200);
  });

  it('reads and attaches the own résumé, answering the stored file without its bytes', async () => {
    const cv = await pdfComTexto(['Currículo do candidato']);
    const lido = await enviar(a.c, 'put', `${BASE}/${a.id}/ocr`, multipart({ nome: 'cv.pdf', bytes: cv }));
    expect(lido.statusCode, lido.body).toBe(200);
    expect(lido.json().texto).toBe('Currículo do candidato');
    expect(lido.json().curriculo).toMatchObject({ candidatoId: a.id, nomeArquivo: 'cv.pdf' });
    const anexo = await enviar(
      a.c,
      'put',
      `${BASE}/${a.id}/candidato-curriculo`,
      multipart({ nome: 'cv.pdf', bytes: cv }),
    );
    expect(anexo.statusCode, anexo.body).toBe(200);
    expect(anexo.json()).toMatchObject({ candidatoId: a.id, ocrTexto: null });
  });
});

describe('POST /api/externo/candidatos/ocr (public, before registering)', () => {
  it('reads a résumé for a visitor, then limits the reads per address with its pt-BR message', async () => {
    const visitante = t.anonymous();
    const cv = await pdfComTexto(['Currículo de visitante']);
    const ler = () => enviar(visitante, 'post', `${BASE}/ocr`, multipart({ nome: 'cv.pdf', bytes: cv }));
    for (let i = 0; i < t.config.loginMaxAttempts; i++) {
      const res = await ler();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().texto).toBe('Currículo de visitante');
    }
    const res = await ler();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG_CONTA.muitasLeiturasCurriculo);
  });
});
