import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidato } from '../schema.ts';
import { candidatoNome } from './schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import {
  CANDIDATOS,
  type Cadastros,
  cadastros,
  candidatoCompleto,
  criar,
  nomesDivergentes,
} from './testkit.ts';

/**
 * The side table of the name search (candidato_nome, busca.ts) follows candidato: a new candidate, a
 * rename, a removal through the API, a batch insert and a filter column's change (the LGPD anonymisation
 * is checked in documentos/lgpd.test.ts).
 */

let t: TestApp;
let admin: Client;
let r: Cadastros;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  r = await cadastros(admin);
});
afterAll(() => t?.close());

/** The names the list finds for `nome` (the side table's page statement). */
async function achados(nome: string, filtros = '') {
  const res = await admin.get(`${CANDIDATOS}?page=0&size=50&nome=${encodeURIComponent(nome)}${filtros}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { content: { nome: string }[] }).content.map((c) => c.nome);
}

const copia = async (id: number) =>
  t.database.db.select().from(candidatoNome).where(eq(candidatoNome.id, id));

describe('names side table (candidato_nome)', () => {
  it('starts equal to candidato: the demo seed’s candidates are there', async () => {
    expect(await nomesDivergentes(t)).toEqual([]);
    expect((await t.database.db.$count(candidatoNome)) > 0).toBe(true);
  });

  it('follows an insert, a rename and a removal, and the search with it', async () => {
    const body = candidatoCompleto(r, { nome: 'Ximena Übermann Pôrto' });
    const id = await criar(admin, body);
    expect((await copia(id))[0]).toMatchObject({
      id,
      empresaId: 1,
      nome: 'Ximena Übermann Pôrto',
      nomeBusca: 'ximena ubermann porto',
      sexo: 'F',
      dataNascimento: '1994-03-12',
    });
    expect(await achados('UBERMANN porto')).toEqual(['Ximena Übermann Pôrto']);

    const salvo = await admin.put(`${CANDIDATOS}/${id}`, { ...body, nome: 'Ximena Quaresma' });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect((await copia(id))[0]).toMatchObject({ nome: 'Ximena Quaresma', nomeBusca: 'ximena quaresma' });
    expect(await achados('ubermann')).toEqual([]);
    expect(await achados('ximena')).toEqual(['Ximena Quaresma']);
    expect(await nomesDivergentes(t)).toEqual([]);

    expect((await admin.delete(`${CANDIDATOS}/${id}`)).statusCode).toBe(204);
    expect(await copia(id)).toEqual([]);
    expect(await achados('ximena')).toEqual([]);
    expect(await nomesDivergentes(t)).toEqual([]);
  });

  it('follows a batch of inserts in one statement and a change of a filter column', async () => {
    const db = t.database.db;
    const novos = await db
      .insert(candidato)
      .values([
        { empresaId: 1, nome: 'Yara Lote Um', qualificacaoCadastral: 'NAO_VERIFICADO' },
        { empresaId: 1, nome: 'Yuri Lote Dois', qualificacaoCadastral: 'NAO_VERIFICADO' },
      ] as never)
      .returning({ id: candidato.id });
    expect((await achados('lote')).sort()).toEqual(['Yara Lote Um', 'Yuri Lote Dois']);
    await db
      .update(candidato)
      .set({ observacao: 'Sem mudança de nome.' })
      .where(eq(candidato.id, novos[0].id));
    expect(await nomesDivergentes(t)).toEqual([]);
    // A copied filter column: the name search with that filter reads the side table's copy.
    expect(await achados('lote', '&status=INDISPONIVEL')).toEqual([]);
    await db.update(candidato).set({ disponivel: false }).where(eq(candidato.id, novos[1].id));
    expect(await achados('lote', '&status=INDISPONIVEL')).toEqual(['Yuri Lote Dois']);
    expect(await nomesDivergentes(t)).toEqual([]);
  });
});
