import {
  infoMatriz,
  historicoConfiguracoesDaFaixa,
  configuracoesDaFaixa,
  configuracaoDaFaixa,
  incluirConfiguracaoDaFaixa,
  alterarConfiguracaoDaFaixa,
  removerConfiguracaoDaFaixa,
} from '@ipe/domain/resources/cargoSalario/competencias/contratos';
import { rota } from '../../../platform/http/rota.ts';
import type { AccessRule } from '@ipe/domain';
import {
  configuracaoFaixaSchema,
  MSG_COMPETENCIA as M,
  type TipoCompetencia,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { cargo } from '../areas/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import {
  configuracaoNivelCompetencia as linha,
  configuracaoNivelCompetenciaFaixa as cabecalho,
  nivelCompetencia,
} from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { fieldErrors, fromDatabaseError, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { listarCompetencias } from './combinadas.ts';
import { configNiveis, idsAlheios, niveisAtuais } from './consultas.ts';
import { COMPETENCIA_TABLES } from './tables.ts';

export const BASE_FAIXA = '/api/cargo-salario/configuracoes-niveis-competencia/faixa-salarial';
const LER = 'ROLE_CS_COMPETENCIAS';
const EDITAR = 'ROLE_CS_COMPETENCIAS_EDITAR';
const ENTIDADE = 'configuracoes-niveis-competencia/faixa-salarial';
const TAGS = ['cargoSalario'];

/** The column of a row's competence for each kind. */
const COLUNA = { C: linha.conhecimentoId, H: linha.habilidadeId, A: linha.atitudeId } as const;
const KIND_DO_TIPO = {
  C: COMPETENCIA_TABLES.conhecimentos,
  H: COMPETENCIA_TABLES.habilidades,
  A: COMPETENCIA_TABLES.atitudes,
} as const;

/** The band with its cargo when it belongs to the session's company. */
async function faixaDaEmpresa(db: Db, s: Session, faixaId: number) {
  const [f] = await db
    .select({
      id: faixaSalarial.id,
      nome: faixaSalarial.nome,
      cargoId: cargo.id,
      cargoNome: cargo.nomeMercado,
    })
    .from(faixaSalarial)
    .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
    .where(and(eq(faixaSalarial.id, faixaId), eq(cargo.empresaId, s.empresaId)));
  if (!f) throw notFound(M.faixaInexistente);
  return f;
}

/** The rows of configurations, with the competence's kind, name and the level's description. */
async function linhasDe(db: Db, configIds: number[]) {
  if (!configIds.length) return [];
  const { conhecimentos: c, habilidades: h, atitudes: a } = COMPETENCIA_TABLES;
  const rows = await db
    .select({
      id: linha.id,
      configuracaoId: linha.configuracaoId,
      conhecimentoId: linha.conhecimentoId,
      habilidadeId: linha.habilidadeId,
      atitudeId: linha.atitudeId,
      nome: sql<string>`coalesce(${c.table.nome}, ${h.table.nome}, ${a.table.nome})`,
      competenciaPeso: linha.competenciaPeso,
      nivelCompetenciaId: linha.nivelCompetenciaId,
      nivelDescricao: nivelCompetencia.descricao,
      nivelOrdem: nivelCompetencia.ordem,
    })
    .from(linha)
    .leftJoin(c.table, eq(c.table.id, linha.conhecimentoId))
    .leftJoin(h.table, eq(h.table.id, linha.habilidadeId))
    .leftJoin(a.table, eq(a.table.id, linha.atitudeId))
    .innerJoin(nivelCompetencia, eq(nivelCompetencia.id, linha.nivelCompetenciaId))
    .where(inArray(linha.configuracaoId, configIds))
    .orderBy(
      sql`coalesce(${c.table.nome}, ${h.table.nome}, ${a.table.nome}) collate "und-x-icu"`,
      asc(linha.id),
    );
  return rows.map((r) => {
    const tipo: TipoCompetencia = r.conhecimentoId ? 'C' : r.habilidadeId ? 'H' : 'A';
    const competenciaId = (r.conhecimentoId ?? r.habilidadeId ?? r.atitudeId) as number;
    return {
      id: r.id,
      configuracaoId: r.configuracaoId,
      tipo,
      competenciaId,
      competencia: { id: competenciaId, nome: r.nome },
      competenciaPeso: r.competenciaPeso,
      nivelCompetenciaId: r.nivelCompetenciaId,
      nivelCompetencia: { id: r.nivelCompetenciaId, descricao: r.nivelDescricao, ordem: r.nivelOrdem },
    };
  });
}

/** Configurations of a band (all, or one), newest first, each with its rows. */
async function configuracoes(db: Db, s: Session, faixaId: number, configId?: number) {
  const heads = await db
    .select({ id: cabecalho.id, faixaSalarialId: cabecalho.faixaSalarialId, data: cabecalho.data })
    .from(cabecalho)
    .where(
      and(
        eq(cabecalho.faixaSalarialId, faixaId),
        eq(cabecalho.empresaId, s.empresaId),
        configId === undefined ? undefined : eq(cabecalho.id, configId),
      ),
    )
    .orderBy(desc(cabecalho.data), desc(cabecalho.id));
  const rows = await linhasDe(
    db,
    heads.map((h) => h.id),
  );
  return heads.map((h) => ({
    ...h,
    competencias: rows.filter((r) => r.configuracaoId === h.id).map(({ configuracaoId: _, ...r }) => r),
  }));
}

async function umaConfiguracao(db: Db, s: Session, faixaId: number, configId: number) {
  const [c] = await configuracoes(db, s, faixaId, configId);
  if (!c) throw notFound();
  return c;
}

/** Recomputes `existeNivelCompetencia` of the company's competences from every band configuration. */
async function atualizarExisteNivel(db: Db, empresaId: number) {
  for (const [tipo, k] of Object.entries(KIND_DO_TIPO) as [TipoCompetencia, (typeof KIND_DO_TIPO)['C']][])
    await db
      .update(k.table)
      .set({
        existeNivelCompetencia: sql`exists (select 1 from ${linha} where ${COLUNA[tipo]} = ${k.table.id})`,
      })
      .where(eq(k.table.empresaId, empresaId));
}

/** Validates a body against the company's rows: competences, levels and the date's uniqueness. */
async function validar(db: Db, s: Session, faixaId: number, configId: number | null, body: unknown) {
  const parsed = configuracaoFaixaSchema.safeParse(body ?? {});
  if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
  const v = parsed.data;
  const entries: { field: string; message: string }[] = [];
  const [mesmaData] = await db
    .select({ id: cabecalho.id })
    .from(cabecalho)
    .where(
      and(
        eq(cabecalho.faixaSalarialId, faixaId),
        eq(cabecalho.data, v.data),
        configId === null ? undefined : ne(cabecalho.id, configId),
      ),
    );
  if (mesmaData) entries.push({ field: 'data', message: M.configuracaoDataRepetida });
  for (const tipo of ['C', 'H', 'A'] as const) {
    const ids = v.competencias.filter((r) => r.tipo === tipo).map((r) => r.competenciaId);
    const alheios = new Set(await idsAlheios(db, KIND_DO_TIPO[tipo].table, s.empresaId, ids));
    v.competencias.forEach((r, i) => {
      if (r.tipo === tipo && alheios.has(r.competenciaId))
        entries.push({ field: `competencias.${i}.competenciaId`, message: M.competenciaInexistente });
    });
  }
  const niveis = new Set(
    await idsAlheios(
      db,
      nivelCompetencia,
      s.empresaId,
      v.competencias.map((r) => r.nivelCompetenciaId),
    ),
  );
  v.competencias.forEach((r, i) => {
    if (niveis.has(r.nivelCompetenciaId))
      entries.push({ field: `competencias.${i}.nivelCompetenciaId`, message: M.nivelInexistente });
  });
  if (entries.length) throw fieldErrors(entries);
  return v;
}

/**
 * The salary band's competence matrix (spec 2 §7 'Level per salary band'): dated configurations of a
 * band, each with the weight and the required level of its competences, saved in one transaction.
 */
export function registerFaixaRoutes(fastify: FastifyInstance, db: Db) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const opcoes = (access: AccessRule) => ({ config: { access }, schema: { tags: TAGS } });

  // What the matrix screen needs: the band (with its cargo), the levels (columns) and every competence (rows).
  rota(app, infoMatriz, opcoes(LER), async (req) => {
    const s = sessionOf(req);
    const faixa = req.query.faixaId ? await faixaDaEmpresa(db, s, req.query.faixaId) : null;
    const [niveis, competencias, config] = await Promise.all([
      niveisAtuais(db, s.empresaId),
      listarCompetencias(db, s.empresaId, { tipos: ['C', 'H', 'A'] }),
      configNiveis(db, s.empresaId),
    ]);
    return { faixa, niveis, competencias, ...config };
  });

  rota(app, historicoConfiguracoesDaFaixa, opcoes(LER), async (req) => {
    const s = sessionOf(req);
    await faixaDaEmpresa(db, s, req.params.id);
    return configuracoes(db, s, req.params.id);
  });

  rota(app, configuracoesDaFaixa, opcoes(LER), async (req) => {
    const s = sessionOf(req);
    await faixaDaEmpresa(db, s, req.params.faixaId);
    return (await configuracoes(db, s, req.params.faixaId)).map(({ competencias, ...c }) => ({
      ...c,
      quantidadeCompetencias: competencias.length,
    }));
  });

  rota(app, configuracaoDaFaixa, opcoes(LER), async (req) => {
    const s = sessionOf(req);
    await faixaDaEmpresa(db, s, req.params.faixaId);
    return umaConfiguracao(db, s, req.params.faixaId, req.params.configId);
  });

  /** Insert or update in one transaction, with the audit row; database errors become 4xx. */
  const gravar = async (s: Session, faixaId: number, configId: number | null, body: unknown) => {
    try {
      return await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const faixa = await faixaDaEmpresa(tx, s, faixaId);
        const v = await validar(tx, s, faixaId, configId, body);
        const antes = configId === null ? null : await umaConfiguracao(tx, s, faixaId, configId);
        let savedId = configId;
        if (configId === null) {
          const [row] = await tx
            .insert(cabecalho)
            .values({ empresaId: s.empresaId, faixaSalarialId: faixaId, data: v.data })
            .returning({ id: cabecalho.id });
          savedId = row.id;
        } else {
          await tx.update(cabecalho).set({ data: v.data }).where(eq(cabecalho.id, configId));
          await tx.delete(linha).where(eq(linha.configuracaoId, configId));
        }
        await tx.insert(linha).values(
          v.competencias.map((r) => ({
            configuracaoId: savedId as number,
            conhecimentoId: r.tipo === 'C' ? r.competenciaId : null,
            habilidadeId: r.tipo === 'H' ? r.competenciaId : null,
            atitudeId: r.tipo === 'A' ? r.competenciaId : null,
            competenciaPeso: r.competenciaPeso,
            nivelCompetenciaId: r.nivelCompetenciaId,
          })),
        );
        await atualizarExisteNivel(tx, s.empresaId);
        const depois = await umaConfiguracao(tx, s, faixaId, savedId as number);
        await auditar(tx, s, {
          entidade: ENTIDADE,
          entidadeId: savedId,
          acao: configId === null ? 'INSERIR' : 'ALTERAR',
          descricao: `${faixa.cargoNome} - ${faixa.nome} em ${v.data}`,
          antes,
          depois,
        });
        return depois;
      });
    } catch (e) {
      throw fromDatabaseError(e, 'A configuração') ?? e;
    }
  };

  rota(app, incluirConfiguracaoDaFaixa, opcoes(EDITAR), async (req, reply) =>
    reply.status(201).send(await gravar(sessionOf(req), req.params.faixaId, null, req.body)),
  );

  rota(app, alterarConfiguracaoDaFaixa, opcoes(EDITAR), async (req) =>
    gravar(sessionOf(req), req.params.faixaId, req.params.configId, req.body),
  );

  rota(app, removerConfiguracaoDaFaixa, opcoes(EDITAR), async (req, reply) => {
    const s = sessionOf(req);
    const { faixaId, configId } = req.params;
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const faixa = await faixaDaEmpresa(tx, s, faixaId);
      const antes = await umaConfiguracao(tx, s, faixaId, configId);
      await tx.delete(cabecalho).where(eq(cabecalho.id, configId));
      await atualizarExisteNivel(tx, s.empresaId);
      await auditar(tx, s, {
        entidade: ENTIDADE,
        entidadeId: configId,
        acao: 'REMOVER',
        descricao: `${faixa.cargoNome} - ${faixa.nome} em ${antes.data}`,
        antes,
      });
    });
    return reply.status(204).send();
  });
}
