import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_SENHA_COLABORADOR } from '../demo/usuarios-colaboradores.ts';

/**
 * The attacker test of issue 19: an employee user (built-in 'Colaborador' profile) tries every route of
 * the app, with another talent's id in every path parameter, and reaches nothing but its own data and
 * the self-service routes listed here.
 */

let t: TestApp;
let eu: Client;
let outro: number;
let cpf: string;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (r) => void routes.push(r) });
  const [u] = await rows<{ cpf: string }>(
    t.database.db,
    sql`select u.cpf from usuario u join usuario_empresa ue on ue.usuario_id = u.id
          join perfil p on p.id = ue.perfil_id where p.chave = 'COLABORADOR' order by u.id limit 1`,
  );
  const [o] = await rows<{ id: number }>(
    t.database.db,
    sql`select c.id from colaborador c where not exists (select 1 from usuario u where u.colaborador_id = c.id)
         order by c.id limit 1`,
  );
  outro = o.id;
  cpf = u.cpf;
  eu = await t.login({ cpf: u.cpf, senha: DEMO_SENHA_COLABORADOR });
});
afterAll(() => t?.close());

/** Self-service: the session's own user, password, pending work, recent screens, notices, messages, data. */
const AUTOSERVICO = [
  'GET /api/userinfo',
  'PATCH /api/userinfo/senha',
  'GET /api/userinfo/empresa/:id/valid',
  'GET /api/userinfo/pendencias',
  'GET /api/userinfo/usuario/recentes',
  'PUT /api/userinfo/usuario/recentes',
  'GET /api/userinfo/usuario/noticias',
  'GET /api/userinfo/avisos-sistema',
  'GET /api/userinfo/usuario/caixa-mensagens',
  'PUT /api/userinfo/usuario/caixa-mensagens',
  'GET /api/userinfo/mensagens',
  'PATCH /api/userinfo/mensagens/:id/lida/:value',
  'GET /api/userinfo/meus-dados',
  'PUT /api/userinfo/meus-dados',
  // Yes/no about the session's own area permissions (areas/permissoes.ts), nobody else's data.
  'GET /api/cargo-salario/areas-organizacionais/permite-ver-areas-ou-responsavel-corresponsavel',
  'GET /api/userinfo/areas-organizacionais/posui-permissao-areas',
  // Its own questionnaires to answer (the answering record: records of others answer 404).
  'GET /api/pesquisa/colaborador-respostas',
  // The answers of its own evaluation records (others' answer 404; without the id, 400).
  'GET /api/avaliacao/respostas/colaborador',
  'GET /api/avaliacao/respostas/avaliacao-desempenho-questionario',
  // Its own performance-evaluation forms (the evaluator's list).
  'GET /api/avaliacao/avaliacoes-desempenhos-questionarios',
  // Settings of an evaluation it takes part in, for its form (avaliacoes.test.ts: anyone else gets 404).
  'GET /api/avaliacao/avaliacoes-desempenho/data-minima',
  'GET /api/avaliacao/avaliacoes-desempenho/anonima',
  'GET /api/avaliacao/avaliacoes-desempenho/dois-ponto-zero',
  'GET /api/avaliacao/avaliacoes-desempenho/possui-participantes-com-autoavaliacao',
  // Its own suggestions only (the resource's scope).
  'GET /api/utilitario/sugestao-de-melhoria',
  'GET /api/utilitario/sugestao-de-melhoria/exportar',
  'POST /api/utilitario/sugestao-de-melhoria',
  'PUT /api/utilitario/sugestao-de-melhoria/:id',
  'PUT /api/utilitario/sugestao-de-melhoria',
];
/** Reference data every session reads (places, codes, company settings): nobody's personal data. */
const REFERENCIA = [
  'GET /api/geral/estados',
  'GET /api/geral/estados/exportar',
  'GET /api/geral/estados/:id',
  'GET /api/geral/estados/:id/cidades',
  'GET /api/geral/cidades',
  'GET /api/geral/cidades/exportar',
  'GET /api/geral/cidades/:id',
  'GET /api/geral/cidades/estado/:id',
  'GET /api/geral/cidades/:id/bairros',
  'GET /api/geral/cep/:cep',
  'GET /api/utilitario/empresas/configuracao',
  'GET /api/utilitario/empresas/maximo-cargos',
  'GET /api/utilitario/empresas/permitidas-por-compartilhar-colaboradores',
  'GET /api/utilitario/empresas/campos-extras-visiveis-obrigatorios/:entidade',
  'GET /api/utilitario/campos-extras/configuracoes',
  'GET /api/utilitario/campos-extras/:id',
  'GET /api/utilitario/empresas/campos-candidato-obrigatorios',
  'GET /api/utilitario/parametros-sistema/compartilha-candidatos',
  'GET /api/utilitario/parametros-sistema/compartilha-colaboradores',
  'GET /api/utilitario/parametros-sistema/compartilha-cursos',
  'GET /api/utilitario/parametros-sistema/aderiu-ao-esocial',
  'GET /api/utilitario/parametros-sistema/inverter-eixo-resultado-nineBox',
  'GET /api/utilitario/parametros-sistema/sistema-rh-atenticado',
  'GET /api/cargo-salario/codigos-cbos',
  'GET /api/cargo-salario/competencias/tipo-competencia',
  'GET /api/cargo-salario/colaboradores/situacao',
];
const PERMITIDAS = new Set([...AUTOSERVICO, ...REFERENCIA]);

describe('an employee user', () => {
  it('reaches nothing but its own data and the self-service routes, over every route of the app', async () => {
    const achados: string[] = [];
    const vistas = new Set<string>();
    for (const r of routes) {
      if (!r.url.startsWith('/api/')) continue;
      const regra = r.config?.access;
      for (const metodo of [r.method].flat()) {
        if (metodo === 'HEAD' || metodo === 'OPTIONS') continue;
        const chave = `${metodo} ${r.url}`;
        if (vistas.has(chave) || regra === 'public' || chave === 'POST /api/logout') continue;
        vistas.add(chave);
        const url = r.url.replace(/:[A-Za-z]+/g, String(outro)).replace(/\*$/, 'x');
        const res =
          metodo === 'GET' || metodo === 'DELETE'
            ? await eu[metodo === 'GET' ? 'get' : 'delete'](url)
            : await eu[metodo.toLowerCase() as 'post' | 'put' | 'patch'](url, {});
        const esperado = regra === 'candidato' ? [401] : [403, 404];
        const ok = PERMITIDAS.has(chave) ? res.statusCode < 500 : esperado.includes(res.statusCode);
        if (!ok) achados.push(`${chave} [${JSON.stringify(regra)}] → ${res.statusCode}`);
      }
    }
    expect(vistas.size).toBeGreaterThan(100);
    expect(achados).toEqual([]);
    // Every allowed route exists (the list shrinks with the app, never silently).
    expect([...PERMITIDAS].filter((k) => !vistas.has(k))).toEqual([]);
    // Its own data, never the talent named in the paths.
    const meus = (await eu.get('/api/userinfo/meus-dados')).json();
    expect(meus.cpf).toBe(cpf);
  });
});
