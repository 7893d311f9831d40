import { isValidCpf } from '@ipe/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { cidade } from '../../geral/schema.ts';
import { camposExtras } from '../../utilitario/schema.ts';
import { idioma } from '../cadastros/schema.ts';
import { candidato } from '../schema.ts';
import { candidatoExperiencia } from './schema.ts';
import { cadastrosCandidato, DEMO_BASE_CANDIDATOS, inserirCandidatos } from '../demo/candidatos.ts';
import type { CandidatoGerado } from '../demo/candidatosGerador.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { usuarioCom } from '../solicitacoes/testkit.ts';
import { areaOrganizacional } from '../../cargoSalario/areas/schema.ts';
import { countQuery } from '../../../platform/crud/listStatements.ts';
import { hooksBuscaCandidatos, listWhereCandidatos } from './busca.ts';

const BASE = '/api/captacao/candidatos';
let t: TestApp;
let admin: Client;
let ids: Record<string, number>;
let cad: Awaited<ReturnType<typeof cadastrosCandidato>>;

/** A candidate of the fixture: a marker surname the demo never uses, and what each test needs. */
function novo(
  nome: string,
  proprio: Record<string, unknown>,
  extra: Partial<CandidatoGerado> = {},
): CandidatoGerado {
  return {
    proprio: { nome, cpf: null, ...proprio } as CandidatoGerado['proprio'],
    cargosIds: [],
    areasInteresseIds: [],
    conhecimentosIds: [],
    formacao: [],
    experiencias: [],
    certificados: [],
    candidatoIdiomas: [],
    ...extra,
  };
}
const exp = (nomeMercado: string, observacao = '') => ({
  empresa: 'Empresa Xiquexique',
  contatoEmpresa: null,
  cargoId: null,
  checkNomeCargo: true,
  nomeMercado,
  salario: 2000,
  dataAdmissao: '2020-01-10',
  dataDesligamento: '2021-02-10',
  motivoSaida: 'Proposta melhor',
  observacao,
});

function nascido(anos: number, diasAntes = 0) {
  const d = new Date();
  d.setFullYear(d.getFullYear() - anos);
  d.setDate(d.getDate() - diasAntes);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  const db = t.database.db;
  cad = await cadastrosCandidato(db, 1);
  const [sp] = await db
    .select({ id: cidade.id, ufId: cidade.estadoId })
    .from(cidade)
    .where(eq(cidade.codigoIbge, 3550308));
  const [rec] = await db
    .select({ id: cidade.id, ufId: cidade.estadoId })
    .from(cidade)
    .where(eq(cidade.codigoIbge, 2611606));
  const [ingles] = await db
    .select({ id: idioma.id })
    .from(idioma)
    .where(and(eq(idioma.empresaId, 1), eq(idioma.nome, 'Inglês')));
  const [espanhol] = await db
    .select({ id: idioma.id })
    .from(idioma)
    .where(and(eq(idioma.empresaId, 1), eq(idioma.nome, 'Espanhol')));
  const fixture: [string, CandidatoGerado][] = [
    [
      'zelia',
      novo(
        'Zélia Quintanilha Prado',
        {
          cpf: '98765432100',
          cidadeId: sp.id,
          ufId: sp.ufId,
          escolaridade: '09',
          dataNascimento: nascido(30, 10),
          disponivel: true,
          qualificacaoCadastral: 'QUALIFICADO',
        },
        {
          cargosIds: [cad.cargos[0].id],
          areasInteresseIds: [cad.areasInteresse[0].id],
          conhecimentosIds: [cad.conhecimentos[0]],
          candidatoIdiomas: [{ idiomaId: ingles.id, nivel: 'AVANCADO' }],
          // The search term in the role (weight A): ranks first.
          experiencias: [exp('Operador de Empilhadeira Quintanilheiro', 'Movimentação de paletes.')],
        },
      ),
    ],
    [
      'otavio',
      novo(
        'Otávio Quintanilha',
        {
          cpf: '98765400018',
          cidadeId: rec.id,
          ufId: rec.ufId,
          escolaridade: '07',
          dataNascimento: nascido(45),
          disponivel: false,
          qualificacaoCadastral: 'DADOS_INCOMPLETOS',
        },
        {
          cargosIds: [cad.cargos[1].id],
          candidatoIdiomas: [
            { idiomaId: ingles.id, nivel: 'BASICO' },
            { idiomaId: espanhol.id, nivel: 'INTERMEDIARIO' },
          ],
          // The same term only in what he did (weight C).
          experiencias: [exp('Conferente', 'Apoio ao quintanilheiro do turno e conferência de cargas.')],
        },
      ),
    ],
    [
      'joana',
      novo('Joana Quintanilha Ramos', {
        cpf: '98765411133',
        contratado: true,
        disponivel: false,
        jaFoiColaborador: true,
        escolaridade: '10',
        dataNascimento: nascido(22),
        qualificacaoCadastral: 'NAO_QUALIFICADO',
        // The same term only in the résumé text (weight D): ranks last.
        ocrTexto: 'CURRÍCULO\nExperiências anteriores como quintanilheiro em armazém.',
      }),
    ],
    ['sem', novo('Quintanilha Sem Dados', { qualificacaoCadastral: 'NAO_VERIFICADO' })],
  ];
  await inserirCandidatos(
    db,
    1,
    fixture.map(([, g]) => g),
  );
  const rows = await db
    .select({ id: candidato.id, nome: candidato.nome })
    .from(candidato)
    .where(sql`${candidato.nome} like '%Quintanilha%'`);
  ids = Object.fromEntries(
    fixture.map(([k, g]) => [k, rows.find((r) => r.nome === g.proprio.nome)?.id as number]),
  );
});
afterAll(() => t?.close());

interface Pagina {
  content: { id: number; nome: string; cpf?: string | null }[];
  totalElements: number;
  totalLimitado?: boolean;
}
async function buscar(params: Record<string, string | number>, c: Client = admin) {
  const qs = new URLSearchParams({
    page: '0',
    size: '50',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const res = await c.get(`${BASE}?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Pagina;
}
/** The fixture's candidates a filter finds (all four share the surname Quintanilha). */
async function quem(params: Record<string, string | number>) {
  const p = await buscar({ nome: 'quintanilha', ...params });
  const nomes = Object.fromEntries(Object.entries(ids).map(([k, id]) => [id, k]));
  return p.content.map((r) => nomes[r.id]).filter(Boolean);
}

describe('demo candidate base', () => {
  it('has 2,000 generated CVs with valid, unique CPFs and a search text', async () => {
    const db = t.database.db;
    const [n] = await db
      .select({
        total: sql<number>`count(*)::int`,
        cpfs: sql<number>`count(distinct ${candidato.cpf})::int`,
        comBusca: sql<number>`count(*) filter (where busca is not null and busca <> ''::tsvector)::int`,
      })
      .from(candidato)
      .where(and(eq(candidato.empresaId, 1), sql`${candidato.email} like '%@email.com.br'`));
    expect(n.total).toBe(DEMO_BASE_CANDIDATOS);
    expect(n.cpfs).toBe(DEMO_BASE_CANDIDATOS);
    expect(n.comBusca).toBeGreaterThan(DEMO_BASE_CANDIDATOS * 0.9);
    const amostra = await db
      .select({ cpf: candidato.cpf })
      .from(candidato)
      .where(eq(candidato.empresaId, 1))
      .limit(300);
    for (const r of amostra) if (r.cpf) expect(isValidCpf(r.cpf), r.cpf).toBe(true);
  });

  it('stores for every candidate the search text the function computes now', async () => {
    // Each CV list in entry order: a vector written by the insert's trigger and one recomputed later
    // hold the same words at the same positions (phrase searches agree), whatever the plan read first.
    const [n] = await t.database.db
      .select({ diferentes: sql<number>`count(*)::int` })
      .from(candidato)
      .where(sql`${candidato}.busca is distinct from ipe_candidato_busca(${candidato})`);
    expect(n.diferentes).toBe(0);
  });
});

describe('list filters (GET /api/captacao/candidatos)', () => {
  it('name: every word, in any order, ignoring accents and case', async () => {
    expect(await quem({ nome: 'ZELIA quintanilha' })).toEqual(['zelia']);
    expect(await quem({ nome: 'quintanilha otavio' })).toEqual(['otavio']);
    expect((await quem({})).sort()).toEqual(['joana', 'otavio', 'sem', 'zelia']);
  });

  it('CPF: whole, or its first digits, with or without punctuation', async () => {
    expect(await quem({ cpf: '987.654.321-00' })).toEqual(['zelia']);
    expect((await quem({ cpf: '987654' })).sort()).toEqual(['joana', 'otavio', 'zelia']);
  });

  it('answers the CPF masked in the list and its export, whole in the record (issue 24 §3)', async () => {
    const p = await buscar({ cpf: '98765432100' });
    expect(p.content.map((r) => r.cpf)).toEqual(['***.654.321-**']);
    const ficha = await admin.get(`${BASE}/${ids.zelia}`);
    expect(ficha.json().cpf).toBe('98765432100');
  });

  it('status: TODOS, DISPONIVEL, INDISPONIVEL, CONTRATADO, EX_COLABORADOR', async () => {
    expect((await quem({ status: 'TODOS' })).length).toBe(4);
    expect((await quem({ status: 'DISPONIVEL' })).sort()).toEqual(['sem', 'zelia']);
    expect(await quem({ status: 'INDISPONIVEL' })).toEqual(['otavio']);
    expect(await quem({ status: 'CONTRATADO' })).toEqual(['joana']);
    expect(await quem({ status: 'EX_COLABORADOR' })).toEqual(['joana']);
  });

  it('qualification', async () => {
    expect((await quem({ qualificacao: 'TODOS' })).length).toBe(4);
    expect(await quem({ qualificacao: 'QUALIFICADO' })).toEqual(['zelia']);
    expect(await quem({ qualificacao: 'NAO_QUALIFICADO' })).toEqual(['joana']);
    expect(await quem({ qualificacao: 'DADOS_INCOMPLETOS' })).toEqual(['otavio']);
    expect(await quem({ qualificacao: 'NAO_VERIFICADO' })).toEqual(['sem']);
  });

  it('position, area of interest, knowledge, city, state and schooling', async () => {
    expect(await quem({ cargosIds: cad.cargos[0].id })).toEqual(['zelia']);
    expect((await quem({ cargosIds: `${cad.cargos[0].id},${cad.cargos[1].id}` })).sort()).toEqual([
      'otavio',
      'zelia',
    ]);
    expect(await quem({ areasInteresseIds: cad.areasInteresse[0].id })).toEqual(['zelia']);
    expect(await quem({ conhecimentosIds: cad.conhecimentos[0] })).toEqual(['zelia']);
    const zelia = (await t.database.db.select().from(candidato).where(eq(candidato.id, ids.zelia)))[0];
    expect(await quem({ cidadeId: zelia.cidadeId as number })).toEqual(['zelia']);
    expect(await quem({ ufId: zelia.ufId as number })).toEqual(['zelia']);
    expect((await quem({ escolaridade: '09,10' })).sort()).toEqual(['joana', 'zelia']);
  });

  it('language, at least at the given level', async () => {
    const [ingles] = await t.database.db
      .select({ id: idioma.id })
      .from(idioma)
      .where(and(eq(idioma.empresaId, 1), eq(idioma.nome, 'Inglês')));
    expect((await quem({ idiomaId: ingles.id })).sort()).toEqual(['otavio', 'zelia']);
    expect(await quem({ idiomaId: ingles.id, nivelIdioma: 'INTERMEDIARIO' })).toEqual(['zelia']);
    expect(await quem({ idiomaId: ingles.id, nivelIdioma: 'AVANCADO' })).toEqual(['zelia']);
  });

  it('age range in whole years', async () => {
    expect(await quem({ idadeMin: 30, idadeMax: 30 })).toEqual(['zelia']);
    expect((await quem({ idadeMin: 22, idadeMax: 30 })).sort()).toEqual(['joana', 'zelia']);
    expect(await quem({ idadeMin: 40 })).toEqual(['otavio']);
    expect(await quem({ idadeMax: 21 })).toEqual([]);
  });

  it('free text over the CV, most relevant first: role (A) > activities (C) > résumé text (D)', async () => {
    // 'quintanilheiros' and 'Quintanilheiro' share the Portuguese stem; accents and case do not matter.
    expect(await quem({ texto: 'QUINTANILHEIROS' })).toEqual(['zelia', 'otavio', 'joana']);
    const p = await buscar({ texto: 'quintanilheiro' });
    expect(p.content.map((r) => r.id)).toEqual([ids.zelia, ids.otavio, ids.joana]);
    expect(p.totalElements).toBe(3);
    // Web search syntax: a phrase and an excluded word.
    expect(await quem({ texto: '"conferência de cargas"' })).toEqual(['otavio']);
    expect(await quem({ texto: 'quintanilheiro -paletes' })).toEqual(['otavio', 'joana']);
    // Only stop words: no text filter at all.
    expect((await quem({ texto: 'de para' })).length).toBe(4);
  });

  it('the search text follows the CV rows as soon as they change', async () => {
    const db = t.database.db;
    expect(await quem({ texto: 'ornitorrinco' })).toEqual([]);
    await db
      .update(candidatoExperiencia)
      .set({ observacao: 'Cuidava do ornitorrinco do zoológico.' })
      .where(eq(candidatoExperiencia.candidatoId, ids.otavio));
    expect(await quem({ texto: 'ornitorrinco' })).toEqual(['otavio']);
    expect(await quem({ texto: '"conferência de cargas"' })).toEqual([]);
    await db.delete(candidatoExperiencia).where(eq(candidatoExperiencia.candidatoId, ids.otavio));
    expect(await quem({ texto: 'ornitorrinco' })).toEqual([]);
    await db.insert(candidatoExperiencia).values({ ...exp('Ornitólogo'), candidatoId: ids.otavio });
    expect(await quem({ texto: 'ornitologo' })).toEqual(['otavio']);
    await db
      .update(candidato)
      .set({ ocrTexto: 'Domina planilhas de ornitorrincos.' })
      .where(eq(candidato.id, ids.joana));
    expect(await quem({ texto: 'ornitorrinco' })).toEqual(['joana']);
  });

  it('the search text follows a renamed position of the experiences', async () => {
    const CARGOS = '/api/cargo-salario/cargos';
    const [area] = await t.database.db
      .select({ id: areaOrganizacional.id })
      .from(areaOrganizacional)
      .where(eq(areaOrganizacional.empresaId, 1))
      .limit(1);
    const criado = await admin.post(CARGOS, {
      nome: 'Tanoeiro Xavante',
      nomeMercado: 'Tanoeiro Xavante',
      areasOrganizacionaisIds: [area.id],
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const cargo = criado.json() as { id: number };
    await t.database.db
      .insert(candidatoExperiencia)
      .values({ ...exp('Auxiliar'), cargoId: cargo.id, checkNomeCargo: false, candidatoId: ids.joana });
    expect(await quem({ texto: 'tanoeiro' })).toEqual(['joana']);
    const atual = (await admin.get(`${CARGOS}/${cargo.id}`)).json();
    const res = await admin.put(`${CARGOS}/${cargo.id}`, {
      ...atual,
      nome: 'Vidraceiro Xavante',
      nomeMercado: 'Vidraceiro Xavante',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await quem({ texto: 'vidraceiro' })).toEqual(['joana']);
    expect(await quem({ texto: 'tanoeiro' })).toEqual([]);
  });

  it('pages by the name order, with the total', async () => {
    const p0 = await buscar({ nome: 'quintanilha', size: 2 });
    const p1 = await buscar({ nome: 'quintanilha', size: 2, page: 1 });
    expect(p0.totalElements).toBe(4);
    expect([...p0.content, ...p1.content].map((r) => r.nome)).toEqual([
      'Joana Quintanilha Ramos',
      'Otávio Quintanilha',
      'Quintanilha Sem Dados',
      'Zélia Quintanilha Prado',
    ]);
    expect(p0.totalLimitado).toBeUndefined();
  });

  it('counts up to a cap and says so beyond it', async () => {
    const where = and(eq(candidato.empresaId, 1), listWhereCandidatos({ query: {} }));
    expect(hooksBuscaCandidatos.listCountLimit).toBe(10_000);
    // At most limit + 1 rows are read: 101 says "more than 100".
    expect(await countQuery(t.database.db, candidato, where, 100)).toEqual([{ n: 101 }]);
    const [todos] = await countQuery(t.database.db, candidato, where, 10_000);
    expect(todos.n).toBeGreaterThanOrEqual(DEMO_BASE_CANDIDATOS);
    expect(todos.n).toBeLessThan(10_000);
  });

  it('refuses malformed filters with a pt-BR message', async () => {
    const msg = async (q: string) => {
      const res = await admin.get(`${BASE}?page=0&${q}`);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message;
    };
    expect(await msg('status=X')).toBe('Filtro Status inválido.');
    expect(await msg('qualificacao=OTIMO')).toBe('Filtro Qualificação inválido.');
    expect(await msg('cpf=abc')).toBe('Filtro CPF inválido.');
    expect(await msg('idadeMin=-1')).toBe('Filtro Idade mínima inválido.');
    expect(await msg('idadeMin=40&idadeMax=30')).toBe('A idade mínima deve ser menor ou igual à máxima.');
    expect(await msg('nivelIdioma=BASICO')).toBe('Informe o idioma para filtrar pelo nível.');
    expect(await msg('idiomaId=x')).toBe('Filtro Idioma inválido.');
    expect(await msg(`texto=${'a'.repeat(201)}`)).toBe(
      'A busca no currículo deve ter no máximo 200 caracteres.',
    );
  });
});

describe('batch actions', () => {
  it('verify pending data: stores each qualification and answers a summary', async () => {
    const cfg = await admin.put(`${BASE}/configuracao-campos`, { obrigatorios: ['cpf', 'cidade'] });
    expect(cfg.statusCode, cfg.body).toBe(200);
    // Zélia fills the demo company's required extra fields too.
    const form = (await admin.get(`${BASE}/formulario`)).json() as {
      camposExtras: { campo: string; obrigatorio: boolean }[];
    };
    const valores = Object.fromEntries(
      form.camposExtras
        .filter((e) => e.obrigatorio)
        .map((e) => [
          e.campo,
          e.campo.startsWith('data') ? '2026-01-01' : e.campo.startsWith('texto') ? 'Sim' : 1,
        ]),
    );
    const [extras] = await t.database.db
      .insert(camposExtras)
      .values({ empresaId: 1, ...valores })
      .returning({ id: camposExtras.id });
    await t.database.db
      .update(candidato)
      .set({ camposExtrasId: extras.id })
      .where(eq(candidato.id, ids.zelia));
    const res = await admin.post(`${BASE}/verificar-pendencias-em-lote`, { ids: [ids.zelia, ids.sem] });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r, JSON.stringify(r)).toMatchObject({ verificados: 2, qualificados: 1, dadosIncompletos: 1 });
    const sem = r.candidatos.find((c: { id: number }) => c.id === ids.sem);
    expect(sem.qualificacaoCadastral).toBe('DADOS_INCOMPLETOS');
    expect(sem.mensagemQualificacao).toContain('CPF, Cidade');
    const rows = await t.database.db
      .select({ id: candidato.id, q: candidato.qualificacaoCadastral, m: candidato.mensagemQualificacao })
      .from(candidato)
      .where(inArray(candidato.id, [ids.zelia, ids.sem]));
    expect(rows.find((x) => x.id === ids.zelia)).toMatchObject({ q: 'QUALIFICADO', m: null });
    expect(rows.find((x) => x.id === ids.sem)?.q).toBe('DADOS_INCOMPLETOS');
    await admin.put(`${BASE}/configuracao-campos`, { obrigatorios: [] });
  });

  it('refuses an empty selection and ids of another company', async () => {
    const vazio = await admin.post(`${BASE}/verificar-pendencias-em-lote`, { ids: [] });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().entries[0].message).toBe('Selecione ao menos um candidato.');
    const [outra] = await t.database.db
      .insert(candidato)
      .values({ empresaId: 2, nome: 'Candidato da Filial' })
      .returning({ id: candidato.id });
    const res = await admin.post(`${BASE}/remove-candidato-em-lote`, { ids: [outra.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().entries[0].message).toBe(`Candidato ${outra.id} não encontrado.`);
  });

  it('remove: all or none, naming each candidate that cannot go', async () => {
    const res = await admin.post(`${BASE}/remove-candidato-em-lote`, { ids: [ids.sem, ids.joana] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      'Nenhum candidato foi removido. Revise os candidatos indicados e tente novamente.',
    );
    expect(res.json().entries).toEqual([
      { field: 'ids', message: 'Joana Quintanilha Ramos: candidato contratado não pode ser removido.' },
    ]);
    const ainda = await t.database.db
      .select({ id: candidato.id })
      .from(candidato)
      .where(eq(candidato.id, ids.sem));
    expect(ainda).toHaveLength(1);

    // Otávio's extra fields go with him, as in a single removal.
    const [extras] = await t.database.db
      .insert(camposExtras)
      .values({ empresaId: 1, texto1: 'Sim' })
      .returning({ id: camposExtras.id });
    await t.database.db
      .update(candidato)
      .set({ camposExtrasId: extras.id })
      .where(eq(candidato.id, ids.otavio));
    const ok = await admin.post(`${BASE}/remove-candidato-em-lote`, { ids: [ids.sem, ids.otavio] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ removidos: 2, mensagem: '2 candidatos removidos com sucesso.' });
    const restantes = await t.database.db
      .select({ id: candidato.id })
      .from(candidato)
      .where(inArray(candidato.id, [ids.sem, ids.otavio]));
    expect(restantes).toHaveLength(0);
    expect(
      await t.database.db.select().from(camposExtras).where(eq(camposExtras.id, extras.id)),
    ).toHaveLength(0);
    const log = await t.database.db
      .select({ id: auditoria.entidadeId })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidade, 'candidatos'),
          eq(auditoria.acao, 'REMOVER'),
          inArray(auditoria.entidadeId, [ids.sem, ids.otavio]),
        ),
      );
    expect(log).toHaveLength(2);
  });

  it('needs the candidate editor authority; reading needs the candidate authority', async () => {
    const leitor = (await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1)).client;
    expect((await leitor.get(`${BASE}?page=0&nome=zelia`)).statusCode).toBe(200);
    expect((await leitor.post(`${BASE}/verificar-pendencias-em-lote`, { ids: [ids.zelia] })).statusCode).toBe(
      403,
    );
    expect((await leitor.post(`${BASE}/remove-candidato-em-lote`, { ids: [ids.zelia] })).statusCode).toBe(
      403,
    );
    const nenhum = (await usuarioCom(t, admin, ['ROLE_CAP_ANUNCIOS'], 1)).client;
    expect((await nenhum.get(`${BASE}?page=0`)).statusCode).toBe(403);
  });
});
