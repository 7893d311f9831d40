import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import {
  CANDIDATOS,
  type Cadastros,
  cadastros,
  candidatoCompleto,
  criar,
  novoCpf,
  usuarioCom,
} from './testkit.ts';

let t: TestApp;
let admin: Client;
let r: Cadastros;
let id: number;
let body: ReturnType<typeof candidatoCompleto>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  r = await cadastros(admin);
  body = candidatoCompleto(r, {
    nome: 'Joana Ávila Prudente',
    cargosIds: r.cargos.slice(0, 2),
    conhecimentosIds: r.conhecimentos.slice(0, 2),
    areasInteresseIds: r.areasInteresse.slice(0, 1),
    experiencias: [
      {
        empresa: 'Comercial Aurora',
        cargoId: r.cargos[0],
        dataAdmissao: '2018-02-01',
        dataDesligamento: '2021-05-31',
      },
      {
        empresa: 'Boreal',
        checkNomeCargo: true,
        nomeMercado: 'Repositora',
        dataAdmissao: '2015-01-10',
        dataDesligamento: '2015-06-09',
      },
    ],
  });
  id = await criar(admin, body);
});
afterAll(() => t?.close());

const get = async (url: string, c = admin) => {
  const res = await c.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('candidate reads (spec 1 §7)', () => {
  it('/completo: the record with extra fields, experience lengths, photo URL and, on request, cargo names', async () => {
    const c = await get(`${CANDIDATOS}/${id}/completo?comCargos=true`);
    expect(c).toMatchObject({
      id,
      nome: body.nome,
      camposExtras: { texto2: 'Sim' },
      fotoUrl: null,
      temSenha: false,
    });
    expect(c.cargos).toHaveLength(2);
    expect(c.cargos[0]).toEqual({ id: r.cargos[0], nome: expect.any(String) });
    expect(c.experiencias.map((e: { tempoExperiencia: string }) => e.tempoExperiencia)).toEqual([
      '3 anos e 3 meses',
      '4 meses',
    ]);
    expect(c).not.toHaveProperty('senha');
    expect((await get(`${CANDIDATOS}/${id}/completo`)).cargos).toBeUndefined();
  });

  it('lists: conhecimentos, áreas de interesse, formações, certificados, idiomas, experiências', async () => {
    const conh = await get(`${CANDIDATOS}/${id}/conhecimentos`);
    expect(conh).toHaveLength(2);
    expect(conh[0]).toEqual({ id: expect.any(Number), nome: expect.any(String) });
    expect(await get(`${CANDIDATOS}/${id}/areas-interesses`)).toEqual([
      { id: r.areasInteresse[0], nome: expect.any(String) },
    ]);
    expect(await get(`${CANDIDATOS}/${id}/formacoes`)).toEqual([
      expect.objectContaining({
        curso: 'Administração',
        areaFormacao: { id: r.areasFormacao[0], nome: expect.any(String) },
        tipoDescricao: 'Graduação',
        situacaoDescricao: 'Completo',
      }),
    ]);
    expect(await get(`${CANDIDATOS}/${id}/certificados`)).toEqual([
      expect.objectContaining({ titulo: 'Excel Avançado' }),
    ]);
    expect(await get(`${CANDIDATOS}/${id}/idiomas`)).toEqual([
      expect.objectContaining({
        idioma: { id: r.idiomas[0], nome: expect.any(String) },
        nivel: 'INTERMEDIARIO',
        nivelDescricao: 'Intermediário',
      }),
    ]);
    const exps = await get(`${CANDIDATOS}/${id}/experiencias`);
    expect(exps[0]).toMatchObject({
      empresa: 'Comercial Aurora',
      cargo: { id: r.cargos[0] },
      tempoExperienciaMeses: 39,
    });
    expect(exps[1]).toMatchObject({ nomeMercado: 'Repositora', cargo: null, tempoExperiencia: '4 meses' });
  });

  it('/informacao: the summary with age, city and photo URL (initials avatar without a photo)', async () => {
    const info = await get(`${CANDIDATOS}/${id}/informacao`);
    expect(info).toMatchObject({
      id,
      nome: body.nome,
      cpf: body.cpf,
      qualificacaoCadastral: 'QUALIFICADO',
      temFoto: false,
    });
    expect(info.idade).toBeGreaterThanOrEqual(30);
    expect(info.fotoUrl).toBe(`${CANDIDATOS}/${id}/foto`);
    const foto = await admin.get(info.fotoUrl);
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toContain('image/svg+xml');
  });

  it('/empresa/{empresaId}/verificar-pendencias: under each company configuration', async () => {
    expect(await get(`${CANDIDATOS}/${id}/empresa/1/verificar-pendencias`)).toEqual({
      pendencias: [],
      qualificacaoCadastral: 'QUALIFICADO',
      mensagemQualificacao: null,
    });
    const simples = await criar(admin, {
      nome: 'Só o básico',
      formulario: 'simplificado',
      cargosIds: [r.cargos[0]],
    });
    const p = await get(`${CANDIDATOS}/${simples}/empresa/1/verificar-pendencias`);
    expect(p.pendencias).toEqual([
      'Data de nascimento',
      'CPF',
      'Escolaridade',
      'E-mail',
      'Celular',
      'Disponibilidade para viagens',
    ]);
    expect(p.qualificacaoCadastral).toBe('DADOS_INCOMPLETOS');
    // Company 2 requires nothing beyond the name.
    expect((await get(`${CANDIDATOS}/${simples}/empresa/2/verificar-pendencias`)).pendencias).toEqual([]);
    expect((await admin.get(`${CANDIDATOS}/${simples}/empresa/999/verificar-pendencias`)).statusCode).toBe(
      404,
    );
  });
});

describe('CPF and name checks of the form', () => {
  it('/valida-cpf: check digits and another candidate with the CPF (not the one being edited)', async () => {
    expect(await get(`${CANDIDATOS}/valida-cpf?cpf=${body.cpf}`)).toEqual({
      cpfValido: true,
      existe: true,
      candidato: { id, nome: body.nome, contratado: false },
    });
    expect(await get(`${CANDIDATOS}/valida-cpf?cpf=${body.cpf}&candidatoId=${id}`)).toMatchObject({
      existe: false,
    });
    expect(await get(`${CANDIDATOS}/valida-cpf?cpf=${body.cpf}&contratado=true`)).toMatchObject({
      existe: false,
    });
    expect(await get(`${CANDIDATOS}/valida-cpf?cpf=111.111.111-11`)).toEqual({
      cpfValido: false,
      existe: false,
      candidato: null,
    });
  });

  it('/empresas-por-cpf: only at 11 digits, the companies the user sees', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    await criar(filial, { nome: 'Joana na filial', cpf: body.cpf });
    const lista = await get(`${CANDIDATOS}/empresas-por-cpf?cpf=${body.cpf}`);
    expect(lista.map((e: { id: number }) => e.id).sort()).toEqual([1, 2]);
    expect(lista[0]).toEqual({
      id: expect.any(Number),
      nome: expect.any(String),
      candidatoId: expect.any(Number),
    });
    const curto = await admin.get(`${CANDIDATOS}/empresas-por-cpf?cpf=1234`);
    expect(curto.statusCode).toBe(400);
    expect(curto.json().message).toBe('Cpf inválido.');
    // A user of the Matriz only does not learn about the other company.
    const soMatriz = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    expect(
      (await get(`${CANDIDATOS}/empresas-por-cpf?cpf=${body.cpf}`, soMatriz)).map(
        (e: { id: number }) => e.id,
      ),
    ).toEqual([1]);
  });

  it('/candidatos-homonimos: same name ignoring accents and case', async () => {
    const h = await get(
      `${CANDIDATOS}/candidatos-homonimos?nome=${encodeURIComponent('joana avila  PRUDENTE')}`,
    );
    expect(h).toEqual([{ id, nome: body.nome, cpf: body.cpf, dataNascimento: '1994-03-12' }]);
    expect(
      await get(
        `${CANDIDATOS}/candidatos-homonimos?nome=${encodeURIComponent('Joana Ávila Prudente')}&candidatoId=${id}`,
      ),
    ).toEqual([]);
    expect(await get(`${CANDIDATOS}/candidatos-homonimos?nome=Joana%25`)).toEqual([]);
    expect(await get(`${CANDIDATOS}/candidatos-homonimos?nome=`)).toEqual([]);
  });

  it('/candidatos-homonimos: a reader without the candidates write authority gets the CPF masked', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    const url = `${CANDIDATOS}/candidatos-homonimos?nome=${encodeURIComponent(body.nome)}`;
    const [h] = await get(url, leitor);
    const d = body.cpf.replace(/\D/g, '');
    expect(h.cpf).toBe(`***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`);
    expect(JSON.stringify(await get(url, leitor))).not.toContain(d.slice(0, 3) + d.slice(3, 6));
    // The writer registering candidates tells a duplicate apart by the whole number.
    expect((await get(url))[0].cpf).toBe(body.cpf);
  });

  it('/candidato-cpf: the company candidate by CPF, 404 without one', async () => {
    expect(await get(`${CANDIDATOS}/candidato-cpf?cpf=${body.cpf}`)).toMatchObject({ id, nome: body.nome });
    expect((await admin.get(`${CANDIDATOS}/candidato-cpf?cpf=${novoCpf()}`)).statusCode).toBe(404);
  });
});

describe('people lookups (/api/pessoas)', () => {
  it('/cpf answers 200 with the candidate or talent of the company, or existe false', async () => {
    expect(await get(`/api/pessoas/cpf?cpf=${body.cpf}`)).toEqual({
      existe: true,
      tipo: 'CANDIDATO',
      id,
      nome: body.nome,
    });
    expect(await get(`/api/pessoas/cpf?cpf=${body.cpf}&pessoaId=${id}`)).toEqual({
      existe: false,
      tipo: null,
      id: null,
      nome: null,
    });
    expect(await get(`/api/pessoas/cpf?cpf=${novoCpf()}`)).toMatchObject({ existe: false });
    expect(await get('/api/pessoas/cpf?cpf=123')).toMatchObject({ existe: false });
    const [talento] = await t.database.db
      .select({ id: colaborador.id, nome: colaborador.nome, cpf: colaborador.cpf })
      .from(colaborador)
      .where(eq(colaborador.empresaId, 1))
      .limit(1);
    expect(await get(`/api/pessoas/cpf?cpf=${talento.cpf}`)).toEqual({
      existe: true,
      tipo: 'COLABORADOR',
      id: talento.id,
      nome: talento.nome,
    });
  });

  it('/cpf-e-empresaId looks in a company the user sees', async () => {
    expect(await get(`/api/pessoas/cpf-e-empresaId?cpf=${body.cpf}&empresaId=1`)).toMatchObject({
      existe: true,
      id,
    });
    expect((await admin.get(`/api/pessoas/cpf-e-empresaId?cpf=${body.cpf}&empresaId=999`)).statusCode).toBe(
      404,
    );
    const semPermissao = await usuarioCom(t, admin, ['ROLE_CAP_ANUNCIOS'], 1);
    expect((await semPermissao.get(`/api/pessoas/cpf?cpf=${body.cpf}`)).statusCode).toBe(403);
  });
});
