import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../../../../platform/questionario/testkit.ts';
import { enviar, multipart, png } from '../../../captacao/testkit.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../../testkit.ts';

/**
 * A talent's documents (issue 24 §4): attach, list, download the same bytes, remove; the content check;
 * and who reaches them: HR of the company, a manager only for its areas' talents (reading), an employee
 * user only for itself, another company nobody.
 */
let t: TestApp;
let rh: Client;
const url = (colaboradorId: number) => `/api/cargo-salario/colaboradores/${colaboradorId}/documentos`;
const PDF = Buffer.from('%PDF-1.4\n% documento do talento\n');
const anexar = (c: Client, colaboradorId: number, nome = 'rg.pdf', bytes: Buffer = PDF, descricao = 'RG') =>
  enviar(c, 'post', url(colaboradorId), multipart({ nome, bytes }, descricao === '' ? {} : { descricao }));
const q = <T>(s: ReturnType<typeof sql>) => rows<T>(t.database.db, s);

/** The demo manager (its talent, login) and a talent of its areas and one outside them, in company 1. */
let gestor: Client;
let daArea: number;
let foraDaArea: number;

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login(DEMO_ADMIN, 1);
  const [g] = await q<{ cpf: string; colaborador_id: number }>(sql`
    select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
      join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR}`);
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
  const visiveis = new Set(
    (await gestor.get('/api/cargo-salario/colaboradores?page=0&size=500'))
      .json()
      .content.map((c: { id: number }) => c.id),
  );
  const todos = await q<{ id: number }>(
    sql`select id from colaborador where empresa_id = 1 and situacao = 'A' order by id`,
  );
  daArea = todos.find((c) => visiveis.has(c.id) && c.id !== g.colaborador_id)?.id as number;
  foraDaArea = todos.find((c) => !visiveis.has(c.id))?.id as number;
  expect(daArea && foraDaArea).toBeTruthy();
});
afterAll(() => t?.close());

describe('documents of a talent', () => {
  it('attaches, lists, downloads the same bytes with the original name, and removes', async () => {
    const res = await anexar(rh, daArea, 'Carteira de Trabalho – frente.pdf', PDF, 'CTPS');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      colaboradorId: daArea,
      descricao: 'CTPS',
      nomeArquivo: 'Carteira de Trabalho – frente.pdf',
      contentType: 'application/pdf',
      tamanho: PDF.length,
    });
    expect(doc).not.toHaveProperty('conteudo');
    const segundo = (await anexar(rh, daArea, 'foto.png', png(), 'Foto 3x4')).json();
    const lista = (await rh.get(url(daArea))).json() as { id: number }[];
    expect(lista.map((d) => d.id)).toEqual([segundo.id, doc.id]);

    const down = await rh.get(`${url(daArea)}/${doc.id}/download`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(down.headers['content-disposition']).split("UTF-8''")[1])).toBe(
      'Carteira de Trabalho – frente.pdf',
    );
    // A document id of another talent is not reached through this talent's path.
    expect((await rh.get(`${url(foraDaArea)}/${doc.id}/download`)).statusCode).toBe(404);
    expect((await rh.delete(`${url(foraDaArea)}/${doc.id}`)).statusCode).toBe(404);

    expect((await rh.delete(`${url(daArea)}/${segundo.id}`)).statusCode).toBe(204);
    expect(((await rh.get(url(daArea))).json() as { id: number }[]).map((d) => d.id)).toEqual([doc.id]);
    const [audit] = await q<{ n: number }>(
      sql`select count(*)::int as n from auditoria where entidade = 'Documento do talento'`,
    );
    expect(audit.n).toBe(3);
  });

  it('refuses a file whose content is not what its name says, and a missing description', async () => {
    const falso = await anexar(rh, daArea, 'contrato.pdf', Buffer.from('apenas texto, não é PDF'));
    expect(falso.statusCode).toBe(400);
    expect(falso.json().code).toBe('ARQUIVO_INVALIDO');
    expect(entries(await anexar(rh, daArea, 'rg.pdf', PDF, ''))).toEqual([
      { field: 'descricao', message: 'Descrição é obrigatória' },
    ]);
  });

  it('another company: 404 on every route, nothing written', async () => {
    const { id } = (await anexar(rh, daArea, 'rg.pdf', PDF, 'RG empresa 1')).json();
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(url(daArea))).statusCode).toBe(404);
    expect((await filial.get(`${url(daArea)}/${id}/download`)).statusCode).toBe(404);
    expect((await filial.delete(`${url(daArea)}/${id}`)).statusCode).toBe(404);
    expect((await anexar(filial, daArea)).statusCode).toBe(404);
    expect(((await rh.get(url(daArea))).json() as { id: number }[]).map((d) => d.id)).toContain(id);
  });

  it('a manager reads its areas’ talents’ documents only, and cannot change them', async () => {
    const { id } = (await anexar(rh, foraDaArea, 'rg.pdf', PDF, 'RG de fora')).json();
    expect((await gestor.get(url(daArea))).statusCode).toBe(200);
    expect((await gestor.get(url(foraDaArea))).statusCode).toBe(404);
    expect((await gestor.get(`${url(foraDaArea)}/${id}/download`)).statusCode).toBe(404);
    // Reading the talents is its authority; editing them is not.
    expect(mensagem(await anexar(gestor, daArea), 403)).toBe('Não autorizado.');
    expect((await gestor.delete(`${url(foraDaArea)}/${id}`)).statusCode).toBe(403);
  });

  it('an employee user holding the talents’ authorities reaches only its own files', async () => {
    const [e] = await q<{ usuario_id: number; cpf: string; colaborador_id: number }>(sql`
      select u.id as usuario_id, u.cpf, u.colaborador_id from usuario u
        join usuario_empresa ue on ue.usuario_id = u.id join perfil p on p.id = ue.perfil_id
       where p.nome = 'Colaborador' and u.colaborador_id <> ${daArea}
         and not exists (select 1 from area_responsavel r where r.colaborador_id = u.colaborador_id)
         and not exists (select 1 from area_co_responsavel r where r.colaborador_id = u.colaborador_id)
       order by u.id limit 1`);
    const perfil = await rh.post('/api/utilitario/perfis', {
      nome: 'Perfil documentos de talentos',
      authorities: ['ROLE_CS_COLABORADORES', 'ROLE_CS_COLABORADORES_EDITAR'],
    });
    expect(perfil.statusCode, perfil.body).toBe(201);
    await t.database.db.execute(
      sql`update usuario_empresa set perfil_id = ${perfil.json().id} where usuario_id = ${e.usuario_id}`,
    );
    const empregado = await t.login({ cpf: e.cpf, senha: DEMO_SENHA_COLABORADOR });
    expect((await empregado.get(url(e.colaborador_id))).statusCode).toBe(200);
    const { id } = (await anexar(rh, daArea, 'rg.pdf', PDF, 'RG de outro')).json();
    expect((await empregado.get(url(daArea))).statusCode).toBe(404);
    expect((await empregado.get(`${url(daArea)}/${id}/download`)).statusCode).toBe(404);
    expect((await empregado.delete(`${url(daArea)}/${id}`)).statusCode).toBe(404);
    expect((await anexar(empregado, daArea)).statusCode).toBe(404);
  });

  it('needs the talents’ authority', async () => {
    const sem = await usuarioCom(t, rh, ['ROLE_CS_FAIXAS'], 1);
    expect(mensagem(await sem.get(url(daArea)), 403)).toBe('Não autorizado.');
    expect(mensagem(await anexar(sem, daArea), 403)).toBe('Não autorizado.');
  });
});
