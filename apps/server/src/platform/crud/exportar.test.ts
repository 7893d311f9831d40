import os from 'node:os';
import path from 'node:path';
import { RESOURCES } from '@ipe/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';
import { paginaPng, textoDoPdf } from '../../test/pdf.ts';
import { celulas, esperarArquivo, esperarSemDados } from '../../test/relatorios.ts';
import { LIMITE_EXPORTACAO, MSG_FORMATO_EXPORTACAO, MSG_LIMITE_EXPORTACAO } from './exportar.ts';

/**
 * GET /api/<resource>/exportar: the generic list in PDF or XLSX, through the list's own service. Positions
 * (cargos) stand for every resource: quick search, 'Ativo', a reference and a `references` column.
 */
let t: TestApp;
let matriz: Client;
let filial: Client;
const URL = '/api/cargo-salario/cargos';
const MARCA = 'Exportável Ágata';
let areaSecretaId: number;

beforeAll(async () => {
  t = await createTestApp();
  matriz = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const criar = async (c: Client, nome: string, ativa = true) => {
    const [area] = (await c.get('/api/cargo-salario/areas-organizacionais?resumido=true')).json();
    const areaId =
      area?.id ??
      (await c.post('/api/cargo-salario/areas-organizacionais', { nome: 'Área da exportação' })).json().id;
    const res = await c.post(URL, { nome, nomeMercado: nome, ativa, areasOrganizacionaisIds: [areaId] });
    expect(res.statusCode, res.body).toBe(201);
  };
  await criar(matriz, `${MARCA} Analista`);
  await criar(matriz, `${MARCA} Coordenadora`);
  await criar(matriz, `${MARCA} Inativo`, false);
  await criar(filial, `${MARCA} da Filial`);
  const secreta = await matriz.post('/api/cargo-salario/areas-organizacionais', {
    nome: 'Área Secreta da Matriz',
  });
  expect(secreta.statusCode, secreta.body).toBe(201);
  areaSecretaId = secreta.json().id;
});
afterAll(() => t?.close());

const exportar = (c: Client, formato: string, filtros = '') =>
  c.get(`${URL}/exportar?formato=${formato}&q=${encodeURIComponent(MARCA)}${filtros}`);

describe('GET /api/<resource>/exportar', () => {
  it('prints the filtered list to PDF: the declared columns, the filters used, only the company rows', async () => {
    const res = await exportar(matriz, 'pdf', '&sort=nomeMercado,desc&ativa=true');
    esperarArquivo(res, 'cargos', 'pdf');
    const texto = await textoDoPdf(res.rawPayload);
    for (const s of ['Cargos', 'Pesquisa', MARCA, 'Ativo', 'Sim', 'Áreas Organizacionais'])
      expect(texto).toContain(s);
    expect(texto).toContain(`${MARCA} Coordenadora`);
    expect(texto).toContain('Ativo: Sim');
    expect(texto).toContain('Total geral: 2 registro(s) encontrado(s).');
    // The same order as the screen's (sort=nomeMercado,desc), the inactive one filtered out by ativa=true.
    expect(texto.indexOf('Coordenadora')).toBeLessThan(texto.indexOf(`${MARCA} Analista`));
    expect(texto).not.toContain('Inativo');
    // Another company's row never appears.
    expect(texto).not.toContain('da Filial');
    // IPE_PDF_PNG=1: the first page rendered (pdftoppm) to look at.
    if (process.env.IPE_PDF_PNG)
      console.log(await paginaPng(res.rawPayload, 1, path.join(os.tmpdir(), 'exportar-cargos'), 100));
  });

  it('exports the same list to XLSX with typed cells and the labels of references', async () => {
    const res = await exportar(matriz, 'xlsx');
    esperarArquivo(res, 'cargos', 'xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const linhas = celulas(wb.worksheets[0]);
    expect(wb.worksheets[0].name).toBe('Cargos');
    expect(linhas[0]).toEqual([
      'Nome',
      'Nomenclatura',
      'Áreas Organizacionais',
      'Grupo Ocupacional',
      'Ativo',
    ]);
    const nomes = linhas.slice(1).map((l) => l[0]);
    expect(nomes).toEqual([`${MARCA} Analista`, `${MARCA} Coordenadora`, `${MARCA} Inativo`]);
    // The `references` column shows the areas' names, not ids; booleans as the screen writes them.
    expect(typeof linhas[1][2]).toBe('string');
    expect(linhas[1][2]).not.toMatch(/^\d+$/);
    expect(linhas[3][4]).toBe('Não');
  });

  it("exports what the list shows for the same query, also through a module's list hooks (candidate search)", async () => {
    const query = 'nome=Maria';
    const lista = (await matriz.get(`/api/captacao/candidatos?${query}&page=0&size=1000`)).json();
    expect(lista.totalElements).toBeGreaterThan(0);
    const res = await matriz.get(`/api/captacao/candidatos/exportar?formato=xlsx&${query}`);
    esperarArquivo(res, 'candidatos', 'xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const nomes = celulas(wb.worksheets[0])
      .slice(1)
      .map((l) => l[0]);
    expect(nomes).toEqual(lista.content.map((c: { nome: string }) => c.nome));
  });

  it('serves every listed resource of the registry: a file, the no-data info or the limit, never an error', async () => {
    const problemas: string[] = [];
    for (const r of RESOURCES) {
      if (!(r.operations ?? ['list']).includes('list')) continue;
      const res = await matriz.get(`/api${r.path}/exportar?formato=xlsx`);
      const ok =
        res.statusCode === 200 || (res.statusCode === 400 && res.json().code === 'EXPORTACAO_GRANDE_DEMAIS');
      if (!ok) problemas.push(`${r.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(problemas).toEqual([]);
  });

  it('answers the no-data info for an empty list, 400 for a bad format or filter', async () => {
    esperarSemDados(await matriz.get(`${URL}/exportar?formato=pdf&q=nada-com-este-nome-xyz`));
    const formato = await exportar(matriz, 'csv');
    expect([formato.statusCode, formato.json().message]).toEqual([400, MSG_FORMATO_EXPORTACAO]);
    const filtro = await exportar(matriz, 'pdf', '&grupoOcupacionalId=abc');
    expect(filtro.statusCode).toBe(400);
    expect(MSG_LIMITE_EXPORTACAO).toBe(
      `A exportação da lista está limitada a ${LIMITE_EXPORTACAO.toLocaleString('pt-BR')} registros. Refine o filtro.`,
    );
  });

  it('attacker: another company sees only its rows; without the read authority 403; without session 401', async () => {
    const res = await exportar(filial, 'xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(
      celulas(wb.worksheets[0])
        .slice(1)
        .map((l) => l[0]),
    ).toEqual([`${MARCA} da Filial`]);
    // A company parameter in the query does not reach another company's rows.
    const forcado = await filial.get(
      `${URL}/exportar?formato=pdf&q=${encodeURIComponent(MARCA)}&empresaId=1`,
    );
    expect(await textoDoPdf(forcado.rawPayload)).not.toContain('Coordenadora');
    // Nor does a filter naming another company's row print its name among the filters used.
    const [areaDaFilial] = (
      await filial.get('/api/cargo-salario/areas-organizacionais?resumido=true')
    ).json();
    const nomeAlheio = await filial.get(
      `${URL}/exportar?formato=pdf&q=${encodeURIComponent(MARCA)}&areasOrganizacionaisIds=${areaSecretaId},${areaDaFilial.id}`,
    );
    esperarArquivo(nomeAlheio, 'cargos', 'pdf');
    const textoAlheio = await textoDoPdf(nomeAlheio.rawPayload);
    expect(textoAlheio).toContain(`${MARCA} da Filial`);
    expect(textoAlheio).not.toContain('Secreta');
    const consulta = await t.login(DEMO_CONSULTA);
    expect((await exportar(consulta, 'pdf')).statusCode).toBe(403);
    expect((await exportar(t.anonymous(), 'pdf')).statusCode).toBe(401);
  });
});
