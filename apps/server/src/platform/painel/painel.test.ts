import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarioCom } from '../../modules/utilitario/organizacao/test-helpers.ts';
import { rows } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';
import { diaDeHoje } from '../auth/sessions.ts';

/**
 * The home page's calls: pending work (captação's contributors), 'Recentes', news and system notices. Each
 * is the session user's own; pending items and notices follow the user's authorities and company.
 */

let t: TestApp;
let admin: Client;
let maria: Client;
const hoje = diaDeHoje();
const dia = (n: number) =>
  new Date(Date.parse(`${hoje}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

async function pendencias(c: Client): Promise<Record<string, { quantidade: number; link: string }>> {
  const res = await c.get('/api/userinfo/pendencias');
  expect(res.statusCode, res.body).toBe(200);
  const itens = res.json().itens as { codigo: string; quantidade: number; link: string; tipo: string }[];
  return Object.fromEntries(itens.map((i) => [i.codigo, { quantidade: i.quantidade, link: i.link }]));
}
const quantidade = async (c: Client, codigo: string) => (await pendencias(c))[codigo]?.quantidade;

/** A running requisition of the matrix (released, not suspended, closed or cancelled). */
async function solicitacaoEmAndamento(): Promise<number> {
  const [s] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from solicitacao where empresa_id = 1 and status = 'L' and not suspensa and not encerrada
      and not cancelada order by id limit 1`,
  );
  return s.id;
}

/** Links a candidate not yet in the requisition (as the candidate area's application does: no user). */
async function novoVinculo(solicitacaoId: number, criadoEm = 'now()'): Promise<number> {
  const [v] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into candidato_solicitacao (empresa_id, candidato_id, solicitacao_id, created_at)
      select 1, c.id, ${solicitacaoId}, ${sql.raw(criadoEm)} from candidato c
      where c.empresa_id = 1 and not exists (select 1 from candidato_solicitacao x
        where x.candidato_id = c.id and x.solicitacao_id = ${solicitacaoId})
      order by c.id limit 1 returning id`,
  );
  return v.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  maria = await t.login(DEMO_CONSULTA);
});
afterAll(() => t?.close());

describe('pending work', () => {
  it('lists recruitment counts with the screens they open, for a user holding the authorities', async () => {
    const p = await pendencias(admin);
    expect(Object.keys(p)).toEqual([
      'solicitacoes-aguardando-liberacao',
      'candidaturas-novas',
      'anuncios-expirando',
      'candidatos-sem-resultado',
      'documentos-a-conferir',
      // Avaliação de Desempenho: experience contracts ending within 15 days (a manager's; 0 for HR).
      'experiencias-a-encerrar',
      // The platform's own: the answering records (platform/questionario/colaborador).
      'questionarios-a-responder',
    ]);
    expect(p['solicitacoes-aguardando-liberacao'].link).toBe('/captacao/solicitacoes-pessoal?status=I');
    expect(p['anuncios-expirando'].link).toBe('/captacao/anuncios');
    expect(p['candidatos-sem-resultado'].link).toBe('/captacao/historico');
  });

  it('counts requisitions awaiting release in the session company only', async () => {
    const antes = await quantidade(admin, 'solicitacoes-aguardando-liberacao');
    const filial = await t.login(undefined, 2);
    const antesFilial = await quantidade(filial, 'solicitacoes-aguardando-liberacao');
    const id = await solicitacaoEmAndamento();
    await exec(sql`update solicitacao set status = 'I' where id = ${id}`);
    expect(await quantidade(admin, 'solicitacoes-aguardando-liberacao')).toBe((antes ?? 0) + 1);
    expect(await quantidade(filial, 'solicitacoes-aguardando-liberacao')).toBe(antesFilial);
    await exec(sql`update solicitacao set status = 'L' where id = ${id}`);
  });

  it('counts applications since the last visit: a reload keeps the count, a new visit starts over', async () => {
    const gestor = await usuarioCom(t, admin, ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SELECAO'], [1], 731000000);
    // The demo's applications follow today's date, some at hours up to now: move them a day back so only
    // this test's count in the window it checks (at 00:30 UTC the demo's 'today 09:30' fell inside it).
    await exec(sql`update candidato_solicitacao set created_at = created_at - interval '1 day'
      where created_at > now() - interval '1 hour'`);
    const solicitacaoId = await solicitacaoEmAndamento();
    // First visit: the last 7 days count.
    const primeira = await quantidade(gestor, 'candidaturas-novas');
    const primeiro = await novoVinculo(solicitacaoId);
    expect(await quantidade(gestor, 'candidaturas-novas')).toBe((primeira ?? 0) + 1);
    // 31 minutes later (the clock moved back instead) it is a new visit: only what came after the previous counts.
    await exec(sql`update usuario_painel set ultimo_acesso = now() - interval '31 minutes'
      where usuario_id = ${gestor.id}`);
    await exec(
      sql`update candidato_solicitacao set created_at = now() - interval '40 minutes' where id = ${primeiro}`,
    );
    await novoVinculo(solicitacaoId, `now() - interval '2 hours'`);
    expect(await quantidade(gestor, 'candidaturas-novas')).toBe(0);
    await novoVinculo(solicitacaoId);
    expect(await quantidade(gestor, 'candidaturas-novas')).toBe(1);
    expect(await quantidade(gestor, 'candidaturas-novas')).toBe(1);
  });

  it('counts ads ending within 7 days and candidates waiting 7 days for a step result', async () => {
    const antesAnuncios = (await quantidade(admin, 'anuncios-expirando')) ?? 0;
    const [a] = await rows<{ id: number; previsao: string | null }>(
      t.database.db,
      sql`select a.id, a.previsao_encerramento::text as previsao from anuncio a
        join solicitacao s on s.id = a.solicitacao_id
        where a.empresa_id = 1 and s.status = 'L' and not s.suspensa and not s.encerrada and not s.cancelada
          and (a.previsao_encerramento is null or a.previsao_encerramento > ${dia(7)}::date) limit 1`,
    );
    await exec(sql`update anuncio set previsao_encerramento = ${dia(3)}::date where id = ${a.id}`);
    expect(await quantidade(admin, 'anuncios-expirando')).toBe(antesAnuncios + 1);
    await exec(sql`update anuncio set previsao_encerramento = ${dia(8)}::date where id = ${a.id}`);
    expect(await quantidade(admin, 'anuncios-expirando')).toBe(antesAnuncios);
    await exec(sql`update anuncio set previsao_encerramento = ${a.previsao}::date where id = ${a.id}`);

    const antes = (await quantidade(admin, 'candidatos-sem-resultado')) ?? 0;
    const vinculo = await novoVinculo(await solicitacaoEmAndamento());
    const [h] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into historico_candidato (empresa_id, candidato_solicitacao_id, etapa_seletiva_id, data)
        select 1, ${vinculo}, id, ${dia(-7)}::date from etapa_seletiva where empresa_id = 1 order by id limit 1
        returning id`,
    );
    expect(await quantidade(admin, 'candidatos-sem-resultado')).toBe(antes + 1);
    await exec(sql`update historico_candidato set apto = 'S' where id = ${h.id}`);
    expect(await quantidade(admin, 'candidatos-sem-resultado')).toBe(antes);
  });

  it('counts only the requisitions of the areas an employee user manages', async () => {
    // A talent without a user or areas becomes responsible for the area (one without sub-areas) of a
    // running requisition; another running requisition is of another area.
    const [alvo] = await rows<{ colaborador: number; area: number; solicitacao: number; fora: number }>(
      t.database.db,
      sql`select (select c.id from colaborador c where c.empresa_id = 1
            and not exists (select 1 from usuario u where u.colaborador_id = c.id)
            and not exists (select 1 from area_responsavel r where r.colaborador_id = c.id)
            and not exists (select 1 from area_co_responsavel r where r.colaborador_id = c.id)
            order by c.id limit 1) as colaborador,
          s.area_organizacional_id as area, s.id as solicitacao,
          (select o.id from solicitacao o where o.empresa_id = 1 and o.status = 'L' and not o.suspensa
            and not o.encerrada and not o.cancelada and o.area_organizacional_id <> s.area_organizacional_id
            order by o.id limit 1) as fora
        from solicitacao s where s.empresa_id = 1 and s.status = 'L' and not s.suspensa and not s.encerrada
          and not s.cancelada
          and not exists (select 1 from area_organizacional f where f.area_mae_id = s.area_organizacional_id)
        order by s.id limit 1`,
    );
    await exec(sql`insert into area_responsavel (area_organizacional_id, colaborador_id)
      values (${alvo.area}, ${alvo.colaborador})`);
    const gestor = await usuarioCom(
      t,
      admin,
      ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SOLICITACAO_LIBERAR'],
      [1],
      734000000,
    );
    await exec(sql`update usuario set colaborador_id = ${alvo.colaborador} where id = ${gestor.id}`);
    const antes = (await quantidade(gestor, 'solicitacoes-aguardando-liberacao')) ?? 0;
    const antesRh = (await quantidade(admin, 'solicitacoes-aguardando-liberacao')) ?? 0;
    await exec(sql`update solicitacao set status = 'I' where id = ${alvo.fora}`);
    expect(await quantidade(gestor, 'solicitacoes-aguardando-liberacao')).toBe(antes);
    expect(await quantidade(admin, 'solicitacoes-aguardando-liberacao')).toBe(antesRh + 1);
    await exec(sql`update solicitacao set status = 'I' where id = ${alvo.solicitacao}`);
    expect(await quantidade(gestor, 'solicitacoes-aguardando-liberacao')).toBe(antes + 1);
    await exec(sql`update solicitacao set status = 'L' where id in (${alvo.fora}, ${alvo.solicitacao})`);
  });

  it('attacker: a user without recruitment authorities gets none of its items; each item needs its own', async () => {
    // Every user has the platform's own item (their questionnaires to answer: no authority needed).
    const deModulos = async (c: Client) => {
      const { 'questionarios-a-responder': proprio, ...resto } = await pendencias(c);
      expect(proprio).toBeDefined();
      return resto;
    };
    expect(await deModulos(maria)).toEqual({});
    const anuncios = await usuarioCom(t, admin, ['ROLE_CAP_ANUNCIOS'], [1], 732000000);
    expect(Object.keys(await deModulos(anuncios))).toEqual(['anuncios-expirando']);
    const liberar = await usuarioCom(t, admin, ['ROLE_CAP_SOLICITACAO_LIBERAR'], [1], 733000000);
    expect(await deModulos(liberar)).toEqual({});
    expect((await t.anonymous().get('/api/userinfo/pendencias')).statusCode).toBe(401);
  });
});

describe('Recentes', () => {
  it('keeps the last 8 menu screens per user, newest first, without repeats', async () => {
    const telas = [
      '/geral/bairros',
      '/geral/estados',
      '/geral/cidades',
      '/utilitario/usuarios',
      '/utilitario/perfis',
      '/utilitario/empresas',
      '/captacao/anuncios',
      '/captacao/candidatos',
      '/captacao/solicitacoes-pessoal',
    ];
    for (const url of telas)
      expect((await admin.put('/api/userinfo/usuario/recentes', { url })).statusCode).toBe(200);
    const res = await admin.put('/api/userinfo/usuario/recentes', { url: '/geral/estados' });
    const lista = res.json() as { url: string; titulo: string; em: string }[];
    expect(lista.map((r) => r.url)).toEqual([
      '/geral/estados',
      '/captacao/solicitacoes-pessoal',
      '/captacao/candidatos',
      '/captacao/anuncios',
      '/utilitario/empresas',
      '/utilitario/perfis',
      '/utilitario/usuarios',
      '/geral/cidades',
    ]);
    expect(lista[0].titulo).toBe('Geral > Cadastros > Estados');
    expect((await admin.get('/api/userinfo/usuario/recentes')).json()).toEqual(lista);
  });

  it('attacker: ignores screens outside the user menu and never shows another user’s list', async () => {
    expect((await maria.get('/api/userinfo/usuario/recentes')).json()).toEqual([]);
    const fora = await maria.put('/api/userinfo/usuario/recentes', { url: '/utilitario/usuarios' });
    expect(fora.statusCode).toBe(200);
    expect(fora.json()).toEqual([]);
    const res = await maria.put('/api/userinfo/usuario/recentes', { url: '/geral/bairros' });
    expect(res.json().map((r: { url: string }) => r.url)).toEqual(['/geral/bairros']);
    expect((await admin.get('/api/userinfo/usuario/recentes')).json()[0].url).toBe('/geral/estados');
    expect(
      (await t.anonymous().put('/api/userinfo/usuario/recentes', { url: '/geral/bairros' })).statusCode,
    ).toBe(401);
  });
});

describe('news', () => {
  it('lists the demo notices unread and marks one read for that user only', async () => {
    const lista = (await maria.get('/api/userinfo/usuario/noticias')).json() as {
      id: number;
      texto: string;
      link: string | null;
      lida: boolean;
    }[];
    expect(lista).toHaveLength(3);
    expect(lista[0]).toMatchObject({ texto: expect.stringContaining('Nova página inicial'), lida: false });
    expect(lista.every((n) => !n.lida)).toBe(true);
    // The spec's spelling, with the trailing slash, reaches the same route.
    expect((await maria.get('/api/userinfo/usuario/noticias/')).json()).toEqual(lista);
    const res = await maria.put(`/api/userinfo/usuario/noticias/${lista[0].id}/lida`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // Twice is fine.
    expect((await maria.put(`/api/userinfo/usuario/noticias/${lista[0].id}/lida`)).statusCode).toBe(200);
    const depois = (await maria.get('/api/userinfo/usuario/noticias')).json() as {
      id: number;
      lida: boolean;
    }[];
    expect(depois.find((n) => n.id === lista[0].id)?.lida).toBe(true);
    const doAdmin = (await admin.get('/api/userinfo/usuario/noticias')).json() as {
      id: number;
      lida: boolean;
    }[];
    expect(doAdmin.find((n) => n.id === lista[0].id)?.lida).toBe(false);
  });

  it('answers 404 for an unknown notice and 401 without a session', async () => {
    const res = await maria.put('/api/userinfo/usuario/noticias/999999/lida');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('O recurso solicitado não foi encontrado.');
    expect((await t.anonymous().get('/api/userinfo/usuario/noticias')).statusCode).toBe(401);
    expect((await t.anonymous().put('/api/userinfo/usuario/noticias/1/lida')).statusCode).toBe(401);
  });
});

describe('system notices', () => {
  it('warns about functions without CBO in an integrated company, to users of the functions register', async () => {
    expect((await admin.get('/api/userinfo/avisos-sistema')).json()).toEqual([]);
    await exec(sql`update empresa set ac_integra = true where id = 1`);
    await exec(sql`insert into funcao (empresa_id, nome_funcao) values (1, 'Auxiliar sem CBO')`);
    const avisos = (await admin.get('/api/userinfo/avisos-sistema')).json() as {
      codigo: string;
      gravidade: string;
      mensagens: string[];
    }[];
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ codigo: 'cadastro-funcao', gravidade: 'warn' });
    expect(avisos[0].mensagens).toContain('Auxiliar sem CBO');
    // attacker: without ROLE_SST_FUNCOES, nothing; another company, nothing.
    expect((await maria.get('/api/userinfo/avisos-sistema')).json()).toEqual([]);
    expect((await (await t.login(undefined, 2)).get('/api/userinfo/avisos-sistema')).json()).toEqual([]);
    await exec(sql`update empresa set ac_integra = false where id = 1`);
    expect((await t.anonymous().get('/api/userinfo/avisos-sistema')).statusCode).toBe(401);
  });
});
