/**
 * Talents' competence levels (spec 3 /gestao-talentos `configuracoes-niveis-competencia-colaborador`): dated
 * records of the level a talent shows in each competence, each compared with what the talent's salary band
 * (the band in force for the talent on the record's date) requires on that date. Area scope: a manager reads
 * and records only the talents of its areas, and never its own levels.
 */
import { percentualCompetencias } from '@ipe/domain/resources/avaliacao/nineboxPosicao';
import {
  alterarNiveisColaborador,
  incluirNiveisColaborador,
  infoNiveisColaborador,
  listarNiveisColaborador,
  MSG_COMPETENCIA as M,
  MSG_NIVEIS_COLABORADOR as MC,
  niveisColaborador,
  niveisColaboradorSchema,
  removerNiveisColaborador,
  type RegistroNiveisColaborador,
  type TipoCompetencia,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import type { AccessRule } from '@ipe/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { fieldErrors, fromDatabaseError, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { pagina } from '../../../platform/http/pagina.ts';
import { rota } from '../../../platform/http/rota.ts';
import { gestorDaSessao } from '../colaboradores/escopo.ts';
import { emIds, escopoTalentoSql, linhas } from '../relatorios/talentosSql.ts';
import { idsAlheios } from './consultas.ts';
import {
  nivelCompetencia,
  nivelCompetenciaColaborador as cabecalho,
  nivelCompetenciaColaboradorItem as item,
} from './schema.ts';
import { COMPETENCIA_TABLES } from './tables.ts';

const LER = 'ROLE_CS_NIVEIS_COLABORADOR' as const;
const EDITAR = 'ROLE_CS_NIVEIS_COLABORADOR_EDITAR' as const;
const ENTIDADE = 'configuracoes-niveis-competencia-colaborador';
const TAGS = ['cargoSalario'];
const KIND_DO_TIPO = {
  C: COMPETENCIA_TABLES.conhecimentos.table,
  H: COMPETENCIA_TABLES.habilidades.table,
  A: COMPETENCIA_TABLES.atitudes.table,
} as const;

type Nivel = { id: number; descricao: string; ordem: number };
type Faixa = { id: number; nome: string; cargoNome: string };
type Exigida = {
  tipo: TipoCompetencia;
  competenciaId: number;
  competencia: { id: number; nome: string };
  competenciaPeso: number;
  nivelCompetencia: Nivel;
};

/** The talent of the session's company within its scope (a manager: itself and its areas' people). */
async function talento(db: Db, s: Session, id: number) {
  const [t] = await linhas<{
    id: number;
    nome: string;
    matricula: string | null;
    dataAdmissao: string;
    dataDesligamento: string | null;
  }>(
    db,
    sql`select c.id, c.nome, c.matricula, c.data_admissao::text as "dataAdmissao",
          c.data_desligamento::text as "dataDesligamento"
        from colaborador c where c.id = ${id} and c.empresa_id = ${s.empresaId} ${escopoTalentoSql(s)}`,
  );
  return t ?? null;
}

/** The band in force for the talent on `data` (its latest history row on or before it). */
async function faixaNaData(db: Db, colaboradorId: number, data: string): Promise<Faixa | null> {
  const [f] = await linhas<Faixa>(
    db,
    sql`select fx.id, fx.nome, cg.nome_mercado as "cargoNome"
        from colaborador_historico h join faixa_salarial fx on fx.id = h.faixa_salarial_id
        join cargo cg on cg.id = fx.cargo_id
        where h.colaborador_id = ${colaboradorId} and h.data <= ${data}::date
        order by h.data desc, h.id desc limit 1`,
  );
  return f ?? null;
}

const faixaPorId = async (db: Db, faixaId: number): Promise<Faixa> =>
  (
    await linhas<Faixa>(
      db,
      sql`select fx.id, fx.nome, cg.nome_mercado as "cargoNome"
          from faixa_salarial fx join cargo cg on cg.id = fx.cargo_id where fx.id = ${faixaId}`,
    )
  )[0];

/** The competences a band requires on `data` (its configuration in force then), kind then name. */
async function exigidasNaData(db: Db, empresaId: number, faixaId: number, data: string): Promise<Exigida[]> {
  const rows = await linhas<{
    tipo: TipoCompetencia;
    competencia_id: number;
    nome: string;
    peso: number;
    nivel_id: number;
    descricao: string;
    ordem: number;
  }>(
    db,
    sql`with cfg as (
          select k.id from configuracao_nivel_competencia_faixa k
           where k.empresa_id = ${empresaId} and k.faixa_salarial_id = ${faixaId} and k.data <= ${data}::date
           order by k.data desc, k.id desc limit 1)
        select case when l.conhecimento_id is not null then 'C' when l.habilidade_id is not null then 'H' else 'A' end as tipo,
          coalesce(l.conhecimento_id, l.habilidade_id, l.atitude_id) as competencia_id,
          coalesce(cn.nome, hb.nome, at.nome) as nome, l.competencia_peso as peso,
          n.id as nivel_id, n.descricao, n.ordem
        from cfg join configuracao_nivel_competencia l on l.configuracao_id = cfg.id
        join nivel_competencia n on n.id = l.nivel_competencia_id
        left join conhecimento cn on cn.id = l.conhecimento_id
        left join habilidade hb on hb.id = l.habilidade_id
        left join atitude at on at.id = l.atitude_id
        order by position((case when l.conhecimento_id is not null then 'C' when l.habilidade_id is not null then 'H' else 'A' end) in 'CHA'),
          coalesce(cn.nome, hb.nome, at.nome) collate "und-x-icu"`,
  );
  return rows.map((r) => ({
    tipo: r.tipo,
    competenciaId: r.competencia_id,
    competencia: { id: r.competencia_id, nome: r.nome },
    competenciaPeso: r.peso,
    nivelCompetencia: { id: r.nivel_id, descricao: r.descricao, ordem: r.ordem },
  }));
}

/** The company's levels by weight, and the highest weight (the top of the competence scale). */
async function niveisDaEmpresa(db: Db, empresaId: number): Promise<Nivel[]> {
  return linhas<Nivel>(
    db,
    sql`select id, descricao, ordem from nivel_competencia where empresa_id = ${empresaId} order by ordem, id`,
  );
}

/** The rows of records (competence, kind and recorded level), kind then name. */
async function itensDe(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return linhas<{
    registro_id: number;
    tipo: TipoCompetencia;
    competencia_id: number;
    nome: string;
    nivel_id: number;
    descricao: string;
    ordem: number;
  }>(
    db,
    sql`select i.registro_id,
          case when i.conhecimento_id is not null then 'C' when i.habilidade_id is not null then 'H' else 'A' end as tipo,
          coalesce(i.conhecimento_id, i.habilidade_id, i.atitude_id) as competencia_id,
          coalesce(cn.nome, hb.nome, at.nome) as nome, n.id as nivel_id, n.descricao, n.ordem
        from nivel_competencia_colaborador_item i
        join nivel_competencia n on n.id = i.nivel_competencia_id
        left join conhecimento cn on cn.id = i.conhecimento_id
        left join habilidade hb on hb.id = i.habilidade_id
        left join atitude at on at.id = i.atitude_id
        where i.registro_id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})
        order by position((case when i.conhecimento_id is not null then 'C' when i.habilidade_id is not null then 'H' else 'A' end) in 'CHA'),
          coalesce(cn.nome, hb.nome, at.nome) collate "und-x-icu", i.id`,
  );
}

/** One record with the band's requirement beside each level and the Nine Box's competence percentage. */
async function umRegistro(db: Db, s: Session, id: number): Promise<RegistroNiveisColaborador> {
  const [h] = await linhas<{ id: number; colaborador_id: number; faixa_salarial_id: number; data: string }>(
    db,
    sql`select r.id, r.colaborador_id, r.faixa_salarial_id, r.data::text as data
        from nivel_competencia_colaborador r join colaborador c on c.id = r.colaborador_id
        where r.id = ${id} and r.empresa_id = ${s.empresaId} ${escopoTalentoSql(s)}`,
  );
  if (!h) throw notFound();
  const [t, faixa, exigidas, itens, niveis] = await Promise.all([
    talento(db, s, h.colaborador_id),
    faixaPorId(db, h.faixa_salarial_id),
    exigidasNaData(db, s.empresaId, h.faixa_salarial_id, h.data),
    itensDe(db, [h.id]),
    niveisDaEmpresa(db, s.empresaId),
  ]);
  if (!t) throw notFound();
  const chave = (tipo: string, cid: number) => `${tipo}${cid}`;
  const porChave = new Map(exigidas.map((e) => [chave(e.tipo, e.competenciaId), e]));
  const registradas = new Set(itens.map((i) => chave(i.tipo, i.competencia_id)));
  const ordemMaxima = Math.max(0, ...niveis.map((n) => n.ordem));
  const ordemDe = new Map(itens.map((i) => [chave(i.tipo, i.competencia_id), i.ordem]));
  return {
    id: h.id,
    colaboradorId: h.colaborador_id,
    colaborador: { id: t.id, nome: t.nome, matricula: t.matricula, dataAdmissao: t.dataAdmissao },
    data: h.data,
    faixa,
    competencias: itens.map((i) => {
      const e = porChave.get(chave(i.tipo, i.competencia_id));
      return {
        tipo: i.tipo,
        competenciaId: i.competencia_id,
        competencia: { id: i.competencia_id, nome: i.nome },
        nivelCompetenciaId: i.nivel_id,
        nivelCompetencia: { id: i.nivel_id, descricao: i.descricao, ordem: i.ordem },
        exigido: e ? { competenciaPeso: e.competenciaPeso, nivelCompetencia: e.nivelCompetencia } : null,
      };
    }),
    naoRegistradas: exigidas.filter((e) => !registradas.has(chave(e.tipo, e.competenciaId))),
    percentualCompetencias: percentualCompetencias(
      exigidas.map((e) => ({
        peso: e.competenciaPeso,
        exigida: e.nivelCompetencia.ordem,
        registrada: ordemDe.get(chave(e.tipo, e.competenciaId)) ?? null,
      })),
      ordemMaxima,
    ),
  };
}

/**
 * Validates a body: the talent (in scope, not the manager itself), the date (within the talent's contract,
 * a band in force, unique per talent), the competences and levels of the company. Answers the band.
 */
async function validar(db: Db, s: Session, registroId: number | null, body: unknown) {
  const parsed = niveisColaboradorSchema.safeParse(body ?? {});
  if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
  const v = parsed.data;
  const t = await talento(db, s, v.colaboradorId);
  if (!t) throw fieldErrors([{ field: 'colaboradorId', message: MC.talentoInexistente }]);
  if (gestorDaSessao(s) === t.id) throw fieldErrors([{ field: 'colaboradorId', message: MC.proprio }]);
  const entries: { field: string; message: string }[] = [];
  let faixa: Faixa | null = null;
  if (v.data < t.dataAdmissao) entries.push({ field: 'data', message: MC.antesDaAdmissao });
  else if (t.dataDesligamento && v.data > t.dataDesligamento)
    entries.push({ field: 'data', message: MC.depoisDoDesligamento });
  else {
    faixa = await faixaNaData(db, t.id, v.data);
    if (!faixa) entries.push({ field: 'data', message: MC.semHistorico });
  }
  const [mesmaData] = await linhas<{ id: number }>(
    db,
    sql`select id from nivel_competencia_colaborador where colaborador_id = ${t.id} and data = ${v.data}::date
        ${registroId === null ? sql`` : sql`and id <> ${registroId}`}`,
  );
  if (mesmaData) entries.push({ field: 'data', message: MC.dataRepetida });
  for (const tipo of ['C', 'H', 'A'] as const) {
    const ids = v.competencias.filter((r) => r.tipo === tipo).map((r) => r.competenciaId);
    const alheios = new Set(await idsAlheios(db, KIND_DO_TIPO[tipo], s.empresaId, ids));
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
  if (entries.length || !faixa) throw fieldErrors(entries);
  return { v, t, faixa };
}

export function registerNiveisColaboradorRoutes(fastify: FastifyInstance, db: Db) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const opcoes = (access: AccessRule) => ({ config: { access }, schema: { tags: TAGS } });

  rota(app, listarNiveisColaborador, opcoes(LER), async (req) => {
    const s = sessionOf(req);
    const { q, colaboradorId, areasOrganizacionaisIds, page, size } = req.query;
    const onde = sql`r.empresa_id = ${s.empresaId} ${escopoTalentoSql(s)}
      ${colaboradorId ? sql`and c.id = ${colaboradorId}` : sql``}
      ${emIds(sql`c.area_organizacional_id`, areasOrganizacionaisIds ?? [])}
      ${q?.trim() ? sql`and ipe_unaccent(c.nome) ilike ipe_unaccent(${`%${q.trim()}%`})` : sql``}`;
    const [rows, [{ total }]] = await Promise.all([
      linhas<{
        id: number;
        data: string;
        colaborador_id: number;
        nome: string;
        matricula: string | null;
        faixa_id: number;
        faixa: string;
        cargo: string;
        quantidade: number;
      }>(
        db,
        sql`select r.id, r.data::text as data, c.id as colaborador_id, c.nome, c.matricula,
              fx.id as faixa_id, fx.nome as faixa, cg.nome_mercado as cargo,
              (select count(*)::int from nivel_competencia_colaborador_item i where i.registro_id = r.id) as quantidade
            from nivel_competencia_colaborador r join colaborador c on c.id = r.colaborador_id
            join faixa_salarial fx on fx.id = r.faixa_salarial_id join cargo cg on cg.id = fx.cargo_id
            where ${onde}
            order by r.data desc, c.nome collate "und-x-icu", r.id desc
            limit ${size} offset ${page * size}`,
      ),
      linhas<{ total: number }>(
        db,
        sql`select count(*)::int as total from nivel_competencia_colaborador r
            join colaborador c on c.id = r.colaborador_id where ${onde}`,
      ),
    ]);
    return pagina(
      rows.map((r) => ({
        id: r.id,
        data: r.data,
        colaborador: { id: r.colaborador_id, nome: r.nome, matricula: r.matricula },
        faixa: { id: r.faixa_id, nome: r.faixa, cargoNome: r.cargo },
        quantidadeCompetencias: r.quantidade,
      })),
      total,
      page,
      size,
    );
  });

  rota(app, infoNiveisColaborador, opcoes(LER), async (req) => {
    const s = sessionOf(req);
    const { colaboradorId, data } = req.query;
    const t = await talento(db, s, colaboradorId);
    if (!t) throw notFound(MC.talentoInexistente);
    const faixa = await faixaNaData(db, t.id, data);
    const [niveis, exigidas, anteriores] = await Promise.all([
      niveisDaEmpresa(db, s.empresaId),
      faixa ? exigidasNaData(db, s.empresaId, faixa.id, data) : [],
      linhas<{ id: number; data: string }>(
        db,
        sql`select id, data::text as data from nivel_competencia_colaborador
            where colaborador_id = ${t.id} and data <= ${data}::date order by data desc, id desc limit 1`,
      ),
    ]);
    const anterior = anteriores[0]
      ? {
          ...anteriores[0],
          competencias: (await itensDe(db, [anteriores[0].id])).map((i) => ({
            tipo: i.tipo,
            competenciaId: i.competencia_id,
            nivelCompetenciaId: i.nivel_id,
          })),
        }
      : null;
    return {
      colaborador: { id: t.id, nome: t.nome, matricula: t.matricula, dataAdmissao: t.dataAdmissao },
      faixa,
      niveis,
      exigidas,
      anterior,
    };
  });

  rota(app, niveisColaborador, opcoes(LER), async (req) => umRegistro(db, sessionOf(req), req.params.id));

  /** Insert or update in one transaction with the audit row. */
  const gravar = async (s: Session, id: number | null, body: unknown) => {
    try {
      return await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const antes = id === null ? null : await umRegistro(tx, s, id);
        const { v, t: talentoRow, faixa } = await validar(tx, s, id, body);
        let savedId = id;
        if (id === null) {
          const [row] = await tx
            .insert(cabecalho)
            .values({
              empresaId: s.empresaId,
              colaboradorId: v.colaboradorId,
              faixaSalarialId: faixa.id,
              data: v.data,
            })
            .returning({ id: cabecalho.id });
          savedId = row.id;
        } else {
          await tx
            .update(cabecalho)
            .set({ colaboradorId: v.colaboradorId, faixaSalarialId: faixa.id, data: v.data })
            .where(sql`${cabecalho.id} = ${id}`);
          await tx.delete(item).where(sql`${item.registroId} = ${id}`);
        }
        await tx.insert(item).values(
          v.competencias.map((r) => ({
            registroId: savedId as number,
            conhecimentoId: r.tipo === 'C' ? r.competenciaId : null,
            habilidadeId: r.tipo === 'H' ? r.competenciaId : null,
            atitudeId: r.tipo === 'A' ? r.competenciaId : null,
            nivelCompetenciaId: r.nivelCompetenciaId,
          })),
        );
        const depois = await umRegistro(tx, s, savedId as number);
        await auditar(tx, s, {
          entidade: ENTIDADE,
          entidadeId: savedId,
          acao: id === null ? 'INSERIR' : 'ALTERAR',
          descricao: `${talentoRow.nome} em ${v.data}`,
          antes,
          depois,
        });
        return depois;
      });
    } catch (e) {
      throw fromDatabaseError(e, 'O registro') ?? e;
    }
  };

  rota(app, incluirNiveisColaborador, opcoes(EDITAR), async (req, reply) =>
    reply.status(201).send(await gravar(sessionOf(req), null, req.body)),
  );

  rota(app, alterarNiveisColaborador, opcoes(EDITAR), async (req) =>
    gravar(sessionOf(req), req.params.id, req.body),
  );

  rota(app, removerNiveisColaborador, opcoes(EDITAR), async (req, reply) => {
    const s = sessionOf(req);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const antes = await umRegistro(tx, s, req.params.id);
      if (gestorDaSessao(s) === antes.colaboradorId)
        throw fieldErrors([{ field: 'colaboradorId', message: MC.proprio }]);
      await tx.delete(cabecalho).where(sql`${cabecalho.id} = ${req.params.id}`);
      await auditar(tx, s, {
        entidade: ENTIDADE,
        entidadeId: req.params.id,
        acao: 'REMOVER',
        descricao: `${antes.colaborador.nome} em ${antes.data}`,
        antes,
      });
    });
    return reply.status(204).send();
  });
}
