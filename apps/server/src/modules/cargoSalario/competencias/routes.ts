import {
  competenciasCombinadas,
  tiposDeCompetencia,
  competenciasSemPercentual,
  existeCriterioAvaliacao,
  configuracaoNiveis,
  alterarConfiguracaoNiveis,
  niveisDoHistorico as contratoNiveisDoHistorico,
} from '@ipe/domain/resources/cargoSalario/competencias/contratos';
import { rota } from '../../../platform/http/rota.ts';
import { isAllowed } from '@ipe/domain';
import {
  configNiveisSchema,
  percentualObrigatorio,
  TIPOS_COMPETENCIA,
  type TipoCompetencia,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { configuracaoNiveisCompetencia } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { listarCompetencias, paginaCompetencias } from './combinadas.ts';
import {
  configNiveis,
  existeCriterio,
  historicoEmVigor,
  niveisAtuais,
  niveisDoHistorico,
  niveisSemPercentual,
} from './consultas.ts';
import { registerNiveisColaboradorRoutes } from './colaborador.ts';
import { registerFaixaRoutes } from './faixa.ts';
import { competenciasHooks } from './hooks.ts';

const LER = 'ROLE_CS_COMPETENCIAS';
const EDITAR = 'ROLE_CS_COMPETENCIAS_EDITAR';
const TAGS = ['cargoSalario'];

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Today as 'YYYY-MM-DD' in the server's time zone. */
const hoje = (d = new Date()) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

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
  rota(app, competenciasCombinadas, { config: { access: LER }, schema: { tags: TAGS } }, async (req) => {
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
  });

  rota(app, tiposDeCompetencia, { config: { access: 'authenticated' }, schema: { tags: TAGS } }, async () => [
    ...TIPOS_COMPETENCIA,
  ]);

  // True when adding behaviours is blocked: minimum percentages are considered and a level lacks one.
  rota(app, competenciasSemPercentual, { config: { access: LER }, schema: { tags: TAGS } }, async (req) => {
    const s = sessionOf(req);
    const config = await configNiveis(db, s.empresaId);
    return config.considerarPercentualMinimo && (await niveisSemPercentual(db, s.empresaId)) > 0;
  });

  rota(app, existeCriterioAvaliacao, { config: { access: LER }, schema: { tags: TAGS } }, async (req) =>
    existeCriterio(db, sessionOf(req).empresaId),
  );

  rota(app, configuracaoNiveis, { config: { access: LER }, schema: { tags: TAGS } }, async (req) =>
    configuracaoCompleta(db, sessionOf(req)),
  );

  rota(
    app,
    alterarConfiguracaoNiveis,
    { config: { access: EDITAR }, schema: { tags: TAGS } },
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
  rota(app, contratoNiveisDoHistorico, { config: { access: LER }, schema: { tags: TAGS } }, async (req) => {
    const s = sessionOf(req);
    const id = req.query.id ?? (await historicoEmVigor(db, s.empresaId, req.query.data ?? hoje()));
    if (id === null) return { id: null, data: null, niveis: await niveisAtuais(db, s.empresaId) };
    const h = await niveisDoHistorico(db, s.empresaId, id);
    if (!h) throw notFound();
    return h;
  });

  registerFaixaRoutes(fastify, db);
  registerNiveisColaboradorRoutes(fastify, db);
  return competenciasHooks();
}
