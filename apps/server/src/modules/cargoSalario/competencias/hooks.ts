import {
  comportamentosAdicionados,
  erroComportamentosSemPercentual,
  erroPercentualAusente,
  MSG_COMPETENCIA as M,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { areaOrganizacional } from '../areas/schema.ts';
import { nivelCompetencia, nivelCompetenciaHistorico } from './schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors } from '../../../platform/http/errors.ts';
import { configNiveis, existeCriterio, idsAlheios, niveisSemPercentual } from './consultas.ts';
import { COMPETENCIA_TABLES } from './tables.ts';

type Entry = { field: string; message: string };
const falhar = (entries: Entry[]) => {
  if (entries.length) throw fieldErrors(entries);
};

type Kind = (typeof COMPETENCIA_TABLES)[keyof typeof COMPETENCIA_TABLES];

/** Advisory lock key (with the company id) serialising competence saves, so the name check cannot race. */
const TRAVA_NOME_COMPETENCIA = 7_416_001;

/**
 * The kind ('C', 'H', 'A') of another competence of the company with this name, compared as the
 * recruitment registers are (case and accents ignored), or null. Takes the company's lock first: no
 * index spans the three tables, so two saves of the same name wait for each other instead.
 */
async function tipoComMesmoNome(
  db: Db,
  empresaId: number,
  nome: string,
  proprio: { kind: Kind; id: number | null },
): Promise<string | null> {
  await db.execute(sql`select pg_advisory_xact_lock(${TRAVA_NOME_COMPETENCIA}, ${empresaId})`);
  for (const k of Object.values(COMPETENCIA_TABLES)) {
    const [outro] = await db
      .select({ id: k.table.id })
      .from(k.table)
      .where(
        and(
          eq(k.table.empresaId, empresaId),
          sql`lower(ipe_unaccent(${k.table.nome})) = lower(ipe_unaccent(${nome}))`,
          k === proprio.kind && proprio.id !== null ? ne(k.table.id, proprio.id) : undefined,
        ),
      )
      .limit(1);
    if (outro) return k.tipo;
  }
  return null;
}

/**
 * Hooks of the three kinds of competence: a name unique across the kinds, areas of the company, and the
 * behaviours rule of spec 2 §4.
 */
function competenciaHooks(kind: Kind): CrudHooks {
  return {
    async beforeSave({ db, session, id, data }) {
      const entries: Entry[] = [];
      const tipo = await tipoComMesmoNome(db, session.empresaId, data.nome as string, { kind, id });
      if (tipo) entries.push({ field: 'nome', message: M.nomeRepetido[tipo as keyof typeof M.nomeRepetido] });
      const areas = (data.areasOrganizacionaisIds ?? []) as number[];
      if ((await idsAlheios(db, areaOrganizacional, session.empresaId, areas)).length)
        entries.push({ field: 'areasOrganizacionaisIds', message: 'Área Organizacional não encontrada' });

      const rows = (data.competencias ?? []) as { id?: number | null }[];
      const existentes =
        id === null
          ? []
          : (
              await db
                .select({ id: kind.comportamento.id })
                .from(kind.comportamento)
                .where(eq(kind.comportamento.competenciaId, id))
            ).map((r) => r.id);
      const adicionados = comportamentosAdicionados(rows, existentes);
      if (adicionados > 0) {
        const erro = erroComportamentosSemPercentual({
          adicionados,
          config: await configNiveis(db, session.empresaId),
          niveisSemPercentual: await niveisSemPercentual(db, session.empresaId),
        });
        if (erro) entries.push({ field: 'competencias', message: erro });
      }
      falhar(entries);
    },
  };
}

/** Levels: the percentual follows the company's configuration; weight and percentual are unique. */
const nivelHooks: CrudHooks = {
  async beforeSave({ db, session, id, data }) {
    const config = await configNiveis(db, session.empresaId);
    if (!config.considerarPercentualMinimo) data.percentual = null;
    const entries: Entry[] = [];
    const ausente = erroPercentualAusente(
      data.percentual as number | null,
      config,
      config.considerarPercentualMinimo && (await existeCriterio(db, session.empresaId)),
    );
    if (ausente) entries.push({ field: 'percentual', message: ausente });
    const outros = and(
      eq(nivelCompetencia.empresaId, session.empresaId),
      id === null ? undefined : ne(nivelCompetencia.id, id),
    );
    const [pesoIgual] = await db
      .select({ id: nivelCompetencia.id })
      .from(nivelCompetencia)
      .where(and(outros, eq(nivelCompetencia.ordem, data.ordem as number)));
    if (pesoIgual) entries.push({ field: 'ordem', message: M.pesoRepetido });
    if (data.percentual != null) {
      const [percentualIgual] = await db
        .select({ id: nivelCompetencia.id })
        .from(nivelCompetencia)
        .where(and(outros, eq(nivelCompetencia.percentual, data.percentual as number)));
      if (percentualIgual) entries.push({ field: 'percentual', message: M.percentualRepetido });
    }
    falhar(entries);
  },
};

/** Level history: levels of the company, one snapshot per date, percentual as on the levels. */
const historicoHooks: CrudHooks = {
  async beforeSave({ db, session, id, data }) {
    const entries: Entry[] = [];
    const [mesmaData] = await db
      .select({ id: nivelCompetenciaHistorico.id })
      .from(nivelCompetenciaHistorico)
      .where(
        and(
          eq(nivelCompetenciaHistorico.empresaId, session.empresaId),
          eq(nivelCompetenciaHistorico.data, data.data as string),
          id === null ? undefined : ne(nivelCompetenciaHistorico.id, id),
        ),
      );
    if (mesmaData) entries.push({ field: 'data', message: M.historicoDataRepetida });

    const rows = (data.configHistoricosNiveis ?? []) as { nivelId: number; percentual: number | null }[];
    const alheios = new Set(
      await idsAlheios(
        db,
        nivelCompetencia,
        session.empresaId,
        rows.map((r) => r.nivelId),
      ),
    );
    const config = await configNiveis(db, session.empresaId);
    const criterio = config.considerarPercentualMinimo && (await existeCriterio(db, session.empresaId));
    rows.forEach((r, i) => {
      if (alheios.has(r.nivelId))
        entries.push({ field: `configHistoricosNiveis.${i}.nivelId`, message: M.nivelInexistente });
      if (!config.considerarPercentualMinimo) r.percentual = null;
      const ausente = erroPercentualAusente(r.percentual, config, criterio);
      if (ausente) entries.push({ field: `configHistoricosNiveis.${i}.percentual`, message: ausente });
    });
    falhar(entries);
  },
};

/** The hooks of this part's generic resources. */
export function competenciasHooks(): Record<string, CrudHooks> {
  return {
    conhecimentos: competenciaHooks(COMPETENCIA_TABLES.conhecimentos),
    habilidades: competenciaHooks(COMPETENCIA_TABLES.habilidades),
    atitudes: competenciaHooks(COMPETENCIA_TABLES.atitudes),
    'niveis-competencia': nivelHooks,
    'niveis-competencia-historico': historicoHooks,
  };
}
