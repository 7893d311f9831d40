import { isAllowed } from '@ipe/domain';
import {
  configNiveisSchema,
  percentualObrigatorio,
  TIPOS_COMPETENCIA,
  type TipoCompetencia,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { configuracaoNiveisCompetencia } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { MAX_PAGE_SIZE } from '../../../platform/crud/query.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../index.ts';
import { listarCompetencias, paginaCompetencias } from './combinadas.ts';
import {
  configNiveis,
  existeCriterio,
  historicoEmVigor,
  niveisAtuais,
  niveisDoHistorico,
  niveisSemPercentual,
} from './consultas.ts';
import { registerFaixaRoutes } from './faixa.ts';
import { competenciasHooks } from './hooks.ts';

const LER = 'ROLE_CS_COMPETENCIAS';
const EDITAR = 'ROLE_CS_COMPETENCIAS_EDITAR';
const TAGS = ['cargoSalario'];
const BASE = '/api/cargo-salario/competencias';

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Today as 'YYYY-MM-DD' in the server's time zone. */
const hoje = (d = new Date()) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/** Comma-separated list of integers ('1,2'), as the generic lists' filters. */
const listaIds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Lista de ids inválida')
  .transform((v) => v.split(',').map((x) => Number(x.trim())));
const listaTipos = z
  .string()
  .transform((v) => v.split(',').map((x) => x.trim().toUpperCase()))
  .pipe(z.array(z.enum(['C', 'H', 'A'], { error: 'Tipo de competência inválido' })));

const filtroCompetencias = z.object({
  tipo: listaTipos.optional(),
  q: z.string().optional(),
  areasOrganizacionaisIds: listaIds.optional(),
  resumido: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(15),
});

/** The company's level configuration as the screens read it. */
async function configuracaoCompleta(db: Db, s: Session) {
  const config = await configNiveis(db, s.empresaId);
  const criterio = await existeCriterio(db, s.empresaId);
  return {
    ...config,
    /** The percentual is required on levels and history rows (configuration, or criteria exist). */
    percentualObrigatorio: percentualObrigatorio(config, criterio),
    existeCriterio: criterio,
    niveisSemPercentual: await niveisSemPercentual(db, s.empresaId),
    podeEditar: isAllowed(EDITAR, s.authorities),
  };
}

/** Special routes of this part and hooks for its generic resources. */
export async function registerCompetencias(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Every competence of the company, the three kinds together (tipo C, H or A), by name.
  app.get(
    BASE,
    {
      config: { access: LER },
      schema: {
        tags: TAGS,
        summary: 'Lista conhecimentos, habilidades e atitudes',
        querystring: filtroCompetencias,
      },
    },
    async (req) => {
      const s = sessionOf(req);
      const q = req.query;
      const filtro = {
        tipos: (q.tipo?.length ? q.tipo : ['C', 'H', 'A']) as TipoCompetencia[],
        q: q.q?.trim() || undefined,
        areas: q.areasOrganizacionaisIds,
        resumido: q.resumido === 'true',
      };
      return q.page === undefined
        ? listarCompetencias(db, s.empresaId, filtro)
        : paginaCompetencias(db, s.empresaId, filtro, q.page, q.size);
    },
  );

  app.get(
    `${BASE}/tipo-competencia`,
    { config: { access: 'authenticated' }, schema: { tags: TAGS, summary: 'Tipos de competência' } },
    async () => TIPOS_COMPETENCIA,
  );

  // True when adding behaviours is blocked: minimum percentages are considered and a level lacks one.
  app.get(
    `${BASE}/competencias-sem-percentual`,
    { config: { access: LER }, schema: { tags: TAGS, summary: 'Existem níveis sem percentual mínimo' } },
    async (req) => {
      const s = sessionOf(req);
      const config = await configNiveis(db, s.empresaId);
      return config.considerarPercentualMinimo && (await niveisSemPercentual(db, s.empresaId)) > 0;
    },
  );

  app.get(
    `${BASE}/existe-criterio-avaliacao-competencia`,
    {
      config: { access: LER },
      schema: {
        tags: TAGS,
        summary: 'A empresa avalia competências por critérios (comportamentos ou critérios)',
      },
    },
    async (req) => existeCriterio(db, sessionOf(req).empresaId),
  );

  app.get(
    '/api/cargo-salario/niveis-competencia/configuracao',
    { config: { access: LER }, schema: { tags: TAGS, summary: 'Configuração dos níveis de competência' } },
    async (req) => configuracaoCompleta(db, sessionOf(req)),
  );

  app.put(
    '/api/cargo-salario/niveis-competencia/configuracao',
    {
      config: { access: EDITAR },
      schema: { tags: TAGS, summary: 'Altera a configuração dos níveis de competência' },
    },
    async (req) => {
      const s = sessionOf(req);
      const parsed = configNiveisSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
      const novo = {
        considerarPercentualMinimo: parsed.data.considerarPercentualMinimo,
        obrigarPercentual: parsed.data.considerarPercentualMinimo && parsed.data.obrigarPercentual,
      };
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const antes = await configNiveis(tx, s.empresaId);
        await tx
          .insert(configuracaoNiveisCompetencia)
          .values({ empresaId: s.empresaId, ...novo })
          .onConflictDoUpdate({ target: configuracaoNiveisCompetencia.empresaId, set: novo });
        await auditar(tx, s, {
          entidade: 'niveis-competencia/configuracao',
          entidadeId: s.empresaId,
          acao: 'ALTERAR',
          descricao: 'Configuração dos níveis de competência',
          antes,
          depois: novo,
        });
      });
      return configuracaoCompleta(db, s);
    },
  );

  // The levels of a snapshot (`id`), or those in force on `data` (default today); without any snapshot
  // on or before that date, the current levels (id and data null).
  app.get(
    '/api/cargo-salario/niveis-competencia-historico/competencias',
    {
      config: { access: LER },
      schema: {
        tags: TAGS,
        summary: 'Níveis de competência de um histórico ou em vigor numa data',
        querystring: z.object({
          id: z.coerce.number().int().positive().optional(),
          data: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
            .optional(),
        }),
      },
    },
    async (req) => {
      const s = sessionOf(req);
      const id = req.query.id ?? (await historicoEmVigor(db, s.empresaId, req.query.data ?? hoje()));
      if (id === null) return { id: null, data: null, niveis: await niveisAtuais(db, s.empresaId) };
      const h = await niveisDoHistorico(db, s.empresaId, id);
      if (!h) throw notFound();
      return h;
    },
  );

  registerFaixaRoutes(fastify, db);
  return competenciasHooks();
}
