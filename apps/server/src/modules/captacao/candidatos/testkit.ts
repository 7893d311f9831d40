import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cpfFrom } from '../../../test/fixtures.ts';
import type { Client, TestApp } from '../../../test/harness.ts';

/** Test data of the candidate API tests, read through the API as the form would. */
export const CANDIDATOS = '/api/captacao/candidatos';

export interface Cadastros {
  cargos: number[];
  areasInteresse: number[];
  conhecimentos: number[];
  idiomas: number[];
  areasFormacao: number[];
}

const ids = async (c: Client, path: string) =>
  ((await c.get(`${path}?resumido=true&unpaged=true`)).json() as { id: number }[]).map((r) => r.id);

export async function cadastros(c: Client): Promise<Cadastros> {
  return {
    cargos: await ids(c, '/api/captacao/cargo'),
    areasInteresse: await ids(c, '/api/captacao/areas-interesse'),
    conhecimentos: await ids(c, '/api/captacao/conhecimentos'),
    idiomas: await ids(c, '/api/captacao/idiomas'),
    areasFormacao: await ids(c, '/api/captacao/areas-formacao'),
  };
}

let seq = 0;
/** A distinct valid CPF per call. */
export const novoCpf = () => cpfFrom(731000000 + ++seq * 37);

/**
 * A complete candidate for the demo Matriz (which requires cpf, dataNascimento, email, foneCelular,
 * escolaridade and the extra field 'Disponibilidade para viagens'), with one row of each list.
 */
export function candidatoCompleto(r: Cadastros, extra: Record<string, unknown> = {}) {
  return {
    nome: `Candidata Completa ${++seq}`,
    cpf: novoCpf(),
    dataNascimento: '1994-03-12',
    sexo: 'F',
    email: `candidata${seq}@exemplo.com.br`,
    dddCelular: '85',
    foneCelular: '988887777',
    escolaridade: '09',
    pis: '17033259504',
    possuiParentes: 'N',
    cargosIds: [r.cargos[0]],
    areasInteresseIds: [r.areasInteresse[0]],
    conhecimentosIds: [r.conhecimentos[0]],
    formacao: [
      {
        areaFormacaoId: r.areasFormacao[0],
        curso: 'Administração',
        local: 'UFC',
        tipo: 'G',
        situacao: 'C',
        anoConclusao: 2016,
      },
    ],
    certificados: [
      { titulo: 'Excel Avançado', organizacao: 'Senac', dataInicio: '2020-01-10', dataFim: '2020-02-10' },
    ],
    candidatoIdiomas: [{ idiomaId: r.idiomas[0], nivel: 'INTERMEDIARIO' }],
    experiencias: [
      {
        empresa: 'Comercial Aurora',
        cargoId: r.cargos[0],
        dataAdmissao: '2018-02-01',
        dataDesligamento: '2021-05-31',
        motivoSaida: 'Nova oportunidade',
      },
    ],
    camposExtras: { texto2: 'Sim' },
    ...extra,
  };
}

export async function criar(c: Client, body: Record<string, unknown>): Promise<number> {
  const res = await c.post(CANDIDATOS, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export function entries(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { entries: { field: string; message: string }[] }).entries;
}

/** A user of `empresaId` holding only `authorities`. */
export async function usuarioCom(t: TestApp, admin: Client, authorities: string[], empresaId: number) {
  seq += 1;
  const perfil = await admin.post('/api/utilitario/perfis', {
    nome: `Perfil candidatos ${seq}`,
    authorities,
  });
  expect(perfil.statusCode, perfil.body).toBe(201);
  const cpf = cpfFrom(641000000 + seq * 13);
  const user = await admin.post('/api/utilitario/usuarios', {
    nome: `Usuário candidatos ${seq}`,
    cpf,
    senha: 'segredo123',
    empresas: [{ empresaId, perfilId: perfil.json().id }],
  });
  expect(user.statusCode, user.body).toBe(201);
  return t.login({ cpf, senha: 'segredo123' }, empresaId);
}

/**
 * Candidates whose row in the name search's side table (candidato_nome, busca.ts) is missing, left over or
 * out of date: the triggers must keep it equal to candidato after every insert, change, anonymisation, delete.
 */
export async function nomesDivergentes(t: TestApp): Promise<unknown[]> {
  const r = await t.database.db.execute(sql`
    select c.id as candidato, n.id as lado, c.nome, n.nome as copia
    from candidato c full join candidato_nome n on n.id = c.id
    where c.id is null or n.id is null or n.nome_busca <> lower(ipe_unaccent(c.nome))
       or (n.empresa_id, n.nome, n.disponivel, n.contratado, n.ja_foi_colaborador, n.qualificacao_cadastral, n.sexo, n.escolaridade, n.data_nascimento, n.cpf, n.cidade_id, n.uf_id)
          is distinct from (c.empresa_id, c.nome, c.disponivel, c.contratado, c.ja_foi_colaborador, c.qualificacao_cadastral, c.sexo, c.escolaridade, c.data_nascimento, c.cpf, c.cidade_id, c.uf_id)`);
  return (r as unknown as { rows: unknown[] }).rows;
}
