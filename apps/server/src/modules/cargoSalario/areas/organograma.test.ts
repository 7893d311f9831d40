import { PERFIL_COLABORADOR } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../testkit.ts';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { infoDoPdf, paginaPng, textoDoPdf } from '../../../test/pdf.ts';
import { mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';

/**
 * The org chart PDF (GET …/areas-organizacionais/relatorio) over the demo's area tree, and the two
 * area-permission reads for HR, the demo area manager and an employee user who manages nothing.
 */
let t: TestApp;
let rh: Client;
const BASE = '/api/cargo-salario/areas-organizacionais';
const loginDoPerfil = async (perfil: string) => {
  const [u] = await rows<{ cpf: string }>(
    t.database.db,
    sql`select u.cpf from usuario u join usuario_empresa ue on ue.usuario_id = u.id
          join perfil p on p.id = ue.perfil_id where p.nome = ${perfil} order by u.id limit 1`,
  );
  return t.login({ cpf: u.cpf, senha: DEMO_SENHA_COLABORADOR });
};

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

describe('GET …/areas-organizacionais/relatorio', () => {
  it('prints the shown areas as a tagged tree with their responsibles', async () => {
    const res = await rh.get(`${BASE}/relatorio?ativa=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain('organograma.pdf');
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toContain('Organograma');
    for (const area of ['Diretoria Geral', 'Comercial', 'Vendas', 'Departamento Pessoal'])
      expect(texto).toContain(area);
    expect(texto).toMatch(/Responsáveis: \S+/);
    // A parent is printed before its children.
    expect(texto.indexOf('Diretoria Geral')).toBeLessThan(texto.indexOf('Comercial'));
    expect(texto.indexOf('Comercial')).toBeLessThan(texto.indexOf('Vendas'));
    expect((await infoDoPdf(res.rawPayload)).Tagged).toBe('yes');
    if (process.env.IPE_PDF_PNG) console.log(await paginaPng(res.rawPayload, 1, process.env.IPE_PDF_PNG));
  });

  it('starts at an area when asked, 404 for another company’s, needs the areas authority', async () => {
    const [comercial] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from area_organizacional where empresa_id = 1 and nome = 'Comercial'`,
    );
    const texto = await textoDoPdf(
      (await rh.get(`${BASE}/relatorio?areaOrganizacionalId=${comercial.id}`)).rawPayload,
    );
    expect(texto).toContain('Vendas');
    expect(texto).not.toContain('Departamento Pessoal');
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(`${BASE}/relatorio?areaOrganizacionalId=${comercial.id}`)).statusCode).toBe(404);
    const sem = await usuarioCom(t, rh, ['ROLE_CS_COLABORADORES'], 1);
    expect(mensagem(await sem.get(`${BASE}/relatorio`), 403)).toBe('Não autorizado.');
  });
});

describe('area-permission reads', () => {
  const ler = async (c: Client) => [
    (await c.get(`${BASE}/permite-ver-areas-ou-responsavel-corresponsavel`)).json(),
    (await c.get('/api/userinfo/areas-organizacionais/posui-permissao-areas')).json(),
  ];

  it('HR sees every area and is not area-scoped, whatever its authorities', async () => {
    expect(await ler(rh)).toEqual([true, false]);
    expect(await ler(await usuarioCom(t, rh, ['ROLE_CS_COLABORADORES'], 1))).toEqual([true, false]);
  });

  it('the demo area manager manages areas and is area-scoped; an employee who manages none sees none', async () => {
    expect(await ler(await loginDoPerfil(DEMO_PERFIL_GESTOR))).toEqual([true, true]);
    expect(await ler(await loginDoPerfil(PERFIL_COLABORADOR.nome))).toEqual([false, true]);
  });
});
