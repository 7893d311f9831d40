import { CANDIDATO_COOKIE } from '@ipe/domain/resources/externo/conta/index';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa } from '../../../db/schema/index.ts';
import { candidato } from '../schema.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import { anuncio } from './schema.ts';
import { createCandidatoSession } from '../../externo/testkit.ts';
import { type Client, clientOf, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { MSG_CANDIDATURA } from './candidatura.ts';
import { jsonEmScript } from './paginaAnuncio.ts';
import { diasDeHoje, mudarSolicitacao, novaSolicitacao, novoAnuncio } from './testkit.ts';

/** The candidate area's ads: each ad's page with structured data, applying, and the candidate's applications. */

let t: TestApp;
let admin: Client;
let visitante: Client;
let a: Client; // candidate A of company 1
let b: Client; // candidate B of company 1
let idA: number;
let idB: number;

/** A client holding a candidate session (the candidate area's own cookie). */
async function comoCandidato(candidatoId: number, empresaId: number): Promise<Client> {
  const { token } = await createCandidatoSession(t.database.db, candidatoId, empresaId, 30);
  const base = clientOf(t.app, null, empresaId);
  const h = (x?: Record<string, string>) => ({ cookie: `${CANDIDATO_COOKIE}=${token}`, ...x });
  return {
    ...base,
    get: (u, x) => base.get(u, h(x)),
    post: (u, body, x) => base.post(u, body, h(x)),
    put: (u, body, x) => base.put(u, body, h(x)),
    patch: (u, body, x) => base.patch(u, body, h(x)),
    delete: (u, x) => base.delete(u, h(x)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  visitante = t.anonymous();
  const ids = await t.database.db
    .select({ id: candidato.id })
    .from(candidato)
    .where(eq(candidato.empresaId, 1))
    .orderBy(asc(candidato.id))
    .limit(2);
  [idA, idB] = ids.map((c) => c.id);
  a = await comoCandidato(idA, 1);
  b = await comoCandidato(idB, 1);
});
afterAll(() => t?.close());

const ldJson = (html: string) => {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return m ? JSON.parse(m[1]) : null;
};

describe('página do anúncio (dados estruturados)', () => {
  it('answers HTML with title, meta, Open Graph and a JobPosting', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const id = await novoAnuncio(admin, sol, { previsaoEncerramento: diasDeHoje(20) });
    const res = await visitante.get(`/externo/anuncios/${id}?empresaId=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Analista de Recursos Humanos | ');
    expect(html).toContain('<meta name="description" content="Atuar com recrutamento e seleção. Requisitos');
    expect(html).toContain('<meta property="og:title" content="Analista de Recursos Humanos');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The ad itself in the page's body, its title as the h1 (the SPA replaces it when it starts).
    expect(html).toContain(
      '<div id="root"><main><h1>Analista de Recursos Humanos</h1><p>Ipê Demonstração Ltda</p>' +
        '<ul><li>Local: Todo o Brasil</li><li>Modelo de trabalho: Remoto</li><li>Contrato: CLT</li></ul>' +
        '<p>Atuar com recrutamento e seleção.</p><p>Requisitos: superior completo.</p></main></div>',
    );
    const jp = ldJson(html);
    expect(jp).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Analista de Recursos Humanos',
      description: '<p>Atuar com recrutamento e seleção.</p><p>Requisitos: superior completo.</p>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization' },
      jobLocationType: 'TELECOMMUTE',
    });
    expect(jp.validThrough).toMatch(new RegExp(`^${diasDeHoje(20)}T23:59:59[-+]\\d{2}:00$`));
    expect(jp.hiringOrganization.name).toBe('Ipê Demonstração Ltda');
    // The company's logo: the candidate area's public address, absolute, also as og:image.
    const comLogo = await t.database.db.select({ logo: empresa.logo }).from(empresa).where(eq(empresa.id, 1));
    if (comLogo[0].logo) {
      expect(jp.hiringOrganization.logo).toMatch(/^http:\/\/[^/]+\/api\/externo\/empresas\/1\/logo$/);
      expect(html).toContain(`<meta property="og:image" content="${jp.hiringOrganization.logo}" />`);
    } else expect(jp.hiringOrganization.logo).toBeUndefined();
    expect(new Date(jp.datePosted).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(jp.url).toMatch(new RegExp(`/externo/anuncios/${id}\\?empresaId=1$`));
  });

  it('escapes a description that tries to close the script or the attribute', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const malicioso = 'Vaga </script><script>alert(1)</script> "aspas" & <!-- fim';
    const id = await novoAnuncio(admin, sol, { titulo: 'Vaga <b>"x"</b>', descricao: malicioso });
    const html = (await visitante.get(`/externo/anuncios/${id}?empresaId=1`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>"x"</b>');
    expect(html).toContain('<title>Vaga &lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(html).toContain('<h1>Vaga &lt;b&gt;&quot;x&quot;&lt;/b&gt;</h1>');
    // One JSON-LD script, closed once, whose JSON reads back the description as written.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(ldJson(html).description).toBe(
      '<p>Vaga &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;aspas&quot; &amp; &lt;!-- fim</p>',
    );
    expect(jsonEmScript({ d: '</script>\u2028' })).toBe('{"d":"\\u003c/script\\u003e\\u2028"}');
  });

  it('answers the plain page with 404 for a hidden, expired, unknown or other company ad', async () => {
    const oculto = await novoAnuncio(admin, await novaSolicitacao(t.database.db, 1), {
      exibirModuloExterno: false,
    });
    const expirado = await novoAnuncio(admin, await novaSolicitacao(t.database.db, 1), {
      previsaoEncerramento: diasDeHoje(5),
    });
    const aberto = await novoAnuncio(admin, await novaSolicitacao(t.database.db, 1));
    await t.database.db
      .update(anuncio)
      .set({ previsaoEncerramento: diasDeHoje(-1) })
      .where(eq(anuncio.id, expirado));
    for (const url of [
      `/externo/anuncios/${oculto}?empresaId=1`,
      `/externo/anuncios/${expirado}?empresaId=1`,
      '/externo/anuncios/999999?empresaId=1',
      '/externo/anuncios/abc?empresaId=1',
      `/externo/anuncios/${aberto}?empresaId=2`,
      `/externo/anuncios/${aberto}`,
    ]) {
      const res = await visitante.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('application/ld+json');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('candidatura', () => {
  const candidatar = (c: Client, id: number) => c.post(`/api/externo/anuncios/${id}/candidatar`);

  it('a visitor gets 401; the candidate applies once and sees the application', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const id = await novoAnuncio(admin, sol);
    expect((await candidatar(visitante, id)).statusCode).toBe(401);
    // An internal session is not a candidate session.
    expect((await candidatar(admin, id)).statusCode).toBe(401);
    const res = await candidatar(a, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MSG_CANDIDATURA.candidaturaRealizada);
    const [v] = await t.database.db
      .select()
      .from(candidatoSolicitacao)
      .where(and(eq(candidatoSolicitacao.solicitacaoId, sol), eq(candidatoSolicitacao.candidatoId, idA)));
    expect(v).toMatchObject({ empresaId: 1, criadoPorUsuarioId: null, removedAt: null });
    const again = await candidatar(a, id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Você já se candidatou a esta vaga.');

    const minhas = (await a.get('/api/externo/candidato-solicitacoes')).json();
    expect(minhas[0]).toMatchObject({
      anuncioId: id,
      titulo: 'Analista de Recursos Humanos',
      status: 'Inscrito',
    });
    expect(Object.keys(minhas[0]).sort()).toEqual([
      'anuncioId',
      'data',
      'devolutiva',
      'devolutivaEm',
      'empresaId',
      'id',
      'qtdAvaliacoes',
      'qtdAvaliacoesRespondidas',
      'solicitacaoId',
      'status',
      'titulo',
    ]);
    // B sees none of A's applications; the visitor none at all.
    const deB = (await b.get('/api/externo/candidato-solicitacoes')).json() as { id: number }[];
    expect(deB.map((x) => x.id)).not.toContain(v.id);
    expect((await visitante.get('/api/externo/candidato-solicitacoes')).statusCode).toBe(401);
  });

  it('the public list marks and can hide the ads applied to, and shows expired ones on request', async () => {
    const id = await novoAnuncio(admin, await novaSolicitacao(t.database.db, 1));
    const exp = await novoAnuncio(admin, await novaSolicitacao(t.database.db, 1), {
      previsaoEncerramento: diasDeHoje(3),
    });
    await t.database.db
      .update(anuncio)
      .set({ previsaoEncerramento: diasDeHoje(-1) })
      .where(eq(anuncio.id, exp));
    expect((await candidatar(b, id)).statusCode).toBe(201);
    type Lista = {
      anuncios: { id: number; candidatado: boolean; expirado: boolean }[];
      totalElements: number;
    };
    const lista = async (c: Client, qs = '') =>
      (await c.get(`/api/externo/anuncios?empresaId=1&size=50${qs}`)).json() as Lista;
    const deB = await lista(b);
    expect(deB.anuncios.find((x) => x.id === id)).toMatchObject({ candidatado: true, expirado: false });
    expect(deB.anuncios.some((x) => x.id === exp)).toBe(false);
    expect((await lista(a)).anuncios.find((x) => x.id === id)?.candidatado).toBe(false);
    expect((await lista(visitante)).anuncios.find((x) => x.id === id)?.candidatado).toBe(false);
    const ocultos = await lista(b, '&ocultarCandidatados=true');
    expect(ocultos.anuncios.some((x) => x.id === id)).toBe(false);
    expect(ocultos.totalElements).toBe(deB.anuncios.filter((x) => !x.candidatado).length);
    const comExpirados = await lista(b, '&ocultarExpirados=false');
    expect(comExpirados.anuncios.find((x) => x.id === exp)?.expirado).toBe(true);
    // Applying to an expired ad is refused with its message.
    const r = await candidatar(b, exp);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(MSG_CANDIDATURA.anuncioExpirado);
  });

  it('diasEsperaNovaAplicacao: a removed candidate re-applies only after the wait, told the date', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const id = await novoAnuncio(admin, sol, { diasEsperaNovaAplicacao: 10 });
    const v = (await candidatar(a, id)).json().id as number;
    // HR removes the candidate 3 days ago (written to the table: removing today is the same rule).
    const tresDiasAtras = new Date(Date.now() - 3 * 86_400_000);
    await t.database.db
      .update(candidatoSolicitacao)
      .set({ removedAt: tresDiasAtras })
      .where(eq(candidatoSolicitacao.id, v));
    const res = await candidatar(a, id);
    expect(res.statusCode).toBe(400);
    const libera = new Date(tresDiasAtras.getTime() + 10 * 86_400_000).toLocaleDateString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
    });
    expect(res.json().message).toBe(`Você poderá se candidatar novamente a esta vaga a partir de ${libera}.`);
    // The removed application reads 'Encerrada' for the candidate.
    const minhas = (await a.get('/api/externo/candidato-solicitacoes')).json() as {
      id: number;
      status: string;
    }[];
    expect(minhas.find((x) => x.id === v)?.status).toBe('Encerrada');
    // Eleven days after the removal the wait is over.
    await t.database.db
      .update(candidatoSolicitacao)
      .set({ removedAt: new Date(Date.now() - 11 * 86_400_000) })
      .where(eq(candidatoSolicitacao.id, v));
    expect((await candidatar(a, id)).statusCode).toBe(201);
  });

  it('statuses a candidate may see: in a step, hired; a closed requisition refuses with its message', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const id = await novoAnuncio(admin, sol);
    const v = (await candidatar(b, id)).json().id as number;
    const etapas = (await admin.get('/api/captacao/etapas-seletivas?size=1')).json();
    const etapa = (Array.isArray(etapas) ? etapas : etapas.content)[0];
    const mover = await admin.post(`/api/captacao/candidato-solicitacoes/${v}/etapa`, {
      etapaSeletivaId: etapa.id,
    });
    expect(mover.statusCode, mover.body).toBeLessThan(300);
    const emEtapa = (await b.get('/api/externo/candidato-solicitacoes')).json() as {
      id: number;
      status: string;
    }[];
    expect(emEtapa.find((x) => x.id === v)?.status).toBe(`Em andamento – etapa ${etapa.nome}`);
    await t.database.db
      .update(candidatoSolicitacao)
      .set({ contratado: true })
      .where(eq(candidatoSolicitacao.id, v));
    const minhas = (await b.get('/api/externo/candidato-solicitacoes')).json() as {
      id: number;
      status: string;
    }[];
    expect(minhas.find((x) => x.id === v)?.status).toBe('Contratado');
    // A suspended requisition takes its ad off the candidate area: applying answers 404.
    const sol2 = await novaSolicitacao(t.database.db, 1);
    const id2 = await novoAnuncio(admin, sol2);
    await mudarSolicitacao(t.database.db, sol2, { suspensa: true });
    expect((await candidatar(a, id2)).statusCode).toBe(404);
  });

  it('a candidate of another company cannot apply to the ad (404)', async () => {
    const id = await novoAnuncio(admin, await novaSolicitacao(t.database.db, 1));
    const [outro] = await t.database.db
      .select({ id: candidato.id })
      .from(candidato)
      .where(eq(candidato.empresaId, 2))
      .limit(1);
    if (!outro) return;
    const c = await comoCandidato(outro.id, 2);
    expect((await candidatar(c, id)).statusCode).toBe(404);
  });
});
