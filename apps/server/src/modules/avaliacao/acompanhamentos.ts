/**
 * Experience follow-up (docs/usuario/avaliacao-experiencia.md; issue 21 §3): the first real owner kind of
 * the answering record. One acompanhamento_experiencia row per talent × period holds the chosen model and
 * the 'manter/encerrar' decision; its id is the dono_id of the record the manager of the talent's area
 * answers about the talent, due at admission + the period's days. A manager (area-scoped session) sees
 * only the talents of its areas (cargoSalario's areasDaSessao); HR sees all.
 */
import {
  MSG_ACOMPANHAMENTO as M,
  ROTA_ACOMPANHAMENTO,
  type TalentoEmExperiencia,
  acompanhamentoDoTalento,
  acompanhamentosDoTalento,
  criarAcompanhamento,
  decidirAcompanhamento,
  definirModelosDoTalento,
  detalheAcompanhamento,
  imprimirAcompanhamento,
  modelosAcompanhamentoPeriodos,
  removerAcompanhamento,
  talentosEmExperiencia,
} from '@ipe/domain/resources/avaliacao/acompanhamentos';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import type { Session } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { rota } from '../../platform/http/rota.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import {
  descrever,
  donoDe,
  paraRegistro,
  permissoes,
  registroDaEmpresa,
} from '../../platform/questionario/colaborador/consultas.ts';
import {
  type DonoResposta,
  criarRegistros,
  donosDoApp,
  imprimirRespondido,
  removerRegistros,
} from '../../platform/questionario/colaborador/index.ts';
import { carregarPerguntas } from '../../platform/questionario/leitura.ts';
import { lerResultado } from '../../platform/questionario/respostas.ts';
import { areasDaSessao } from '../cargoSalario/index.ts';

const TIPO = DONOS_AVALIACAO.acompanhamento;
const LER = 'ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA' as const;
const EDITAR = 'ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA_EDITAR' as const;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const idDe = (raw: string) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw notFound();
  return n;
};

/** Talents of the session's areas (a condition over `c`), or none for HR. */
function escopoTalento(s: Session): SQL {
  const areas = areasDaSessao(s);
  return areas ? sql`and c.area_organizacional_id in ${areas}` : sql``;
}

/** The owner kind, declared in the module's server manifest (donosResposta). */
export const donoAcompanhamento: DonoResposta = {
  tipo: TIPO,
  nome: 'Acompanhamento de Experiência',
  caixa: 'A',
  acesso: { read: LER, write: EDITAR },
  porOutroUsuario: true,
  permiteReabrir: true,
  escopo: (s) => {
    const areas = areasDaSessao(s);
    return areas
      ? sql`colaborador_questionario.avaliado_colaborador_id in
          (select id from colaborador where area_organizacional_id in ${areas})`
      : undefined;
  },
  async descrever(db, empresaId, registros) {
    const donos = [...new Set(registros.map((r) => r.donoId))];
    const r = await db.execute(sql`
      select ae.id, p.nome as periodo, c.id as "colaboradorId", c.nome
        from acompanhamento_experiencia ae
        join periodo_experiencia p on p.id = ae.periodo_experiencia_id
        join colaborador c on c.id = ae.colaborador_id
       where ae.empresa_id = ${empresaId} and ae.id in ${sql.raw(`(${donos.map(Number).join(',') || 'null'})`)}`);
    const porDono = new Map(
      rowsOf<{ id: number; periodo: string; colaboradorId: number; nome: string }>(r).map((x) => [x.id, x]),
    );
    // The respondent is the area's responsible talent: named here when it has no user (lists, the PDF).
    const respondentes = [
      ...new Set(registros.map((x) => x.respondenteColaboradorId).filter((x) => x != null)),
    ];
    const nomes = new Map(
      respondentes.length
        ? rowsOf<{ id: number; nome: string }>(
            await db.execute(sql`select id, nome from colaborador
              where empresa_id = ${empresaId} and id in ${sql.raw(`(${respondentes.map(Number).join(',')})`)}`),
          ).map((x) => [x.id, x.nome])
        : [],
    );
    return new Map(
      registros.map((reg) => {
        const d = porDono.get(reg.donoId);
        return [
          reg.id,
          {
            titulo: `Acompanhamento de experiência – ${d?.periodo ?? ''}`.trim(),
            avaliado: d?.nome ?? null,
            respondente:
              reg.respondenteColaboradorId == null ? null : (nomes.get(reg.respondenteColaboradorId) ?? null),
            link: d ? `${ROTA_ACOMPANHAMENTO}/${d.colaboradorId}` : null,
          },
        ];
      }),
    );
  },
};

interface LinhaTalento {
  id: number;
  nome: string;
  areaId: number;
  areaNome: string;
  gestorId: number | null;
  gestorNome: string | null;
  dataAdmissao: string;
  fimContrato: string;
  periodoExperienciaId: number;
  periodoNome: string;
  dias: number;
  prazo: string;
  modeloId: number | null;
  modeloTitulo: string | null;
  modeloDoTalento: boolean;
  registroId: number | null;
  concluidoEm: unknown;
  respostaId: number | null;
  percentual: number | null;
  minimo: number | null;
  decisao: 'M' | 'E' | null;
}

/**
 * The talents (of the session's scope) admitted within the longest active period before `dataFim`, or
 * one talent, with one row per asked period: due date, model (the talent's, else the period's active
 * follow-up model), record and decision. One statement.
 */
async function lerTalentos(
  db: Db,
  s: Session,
  f: { dataFim?: string; periodos?: readonly number[]; areaId?: number; talentoId?: number },
): Promise<TalentoEmExperiencia[]> {
  const periodos = f.periodos?.length
    ? sql`and p.id in ${sql.raw(`(${f.periodos.map(Number).join(',')})`)}`
    : sql``;
  const r = await db.execute(sql`
    with maxd as (select coalesce(max(dias), 0) as m from periodo_experiencia
                   where empresa_id = ${s.empresaId} and ativo),
    t as (
      select c.id, c.nome, c.area_organizacional_id, c.data_admissao
        from colaborador c, maxd
       where c.empresa_id = ${s.empresaId} and c.data_desligamento is null
         ${f.talentoId ? sql`and c.id = ${f.talentoId}` : sql`and c.data_admissao > ${f.dataFim}::date - maxd.m and c.data_admissao <= ${f.dataFim}::date`}
         ${f.areaId ? sql`and c.area_organizacional_id = ${f.areaId}` : sql``}
         ${escopoTalento(s)}
    )
    select t.id, t.nome, a.id as "areaId", a.nome as "areaNome", g.id as "gestorId", g.nome as "gestorNome",
           to_char(t.data_admissao, 'YYYY-MM-DD') as "dataAdmissao",
           to_char(t.data_admissao + maxd.m, 'YYYY-MM-DD') as "fimContrato",
           p.id as "periodoExperienciaId", p.nome as "periodoNome", p.dias,
           to_char(t.data_admissao + p.dias, 'YYYY-MM-DD') as prazo,
           m.id as "modeloId", m.titulo as "modeloTitulo", (ae.modelo_avaliacao_id is not null) as "modeloDoTalento",
           cq.id as "registroId", cq.concluido_em as "concluidoEm", cq.questionario_resposta_id as "respostaId",
           case when cq.concluido_em is not null then qr.percentual::float8 end as percentual,
           (select mr.percentual_minimo_aprovacao::float8 from modelo_avaliacao mr
             where mr.questionario_id = cq.questionario_id) as minimo,
           ae.decisao
      from t cross join maxd
      join area_organizacional a on a.id = t.area_organizacional_id
      left join lateral (select x.id, x.nome from area_responsavel ar join colaborador x on x.id = ar.colaborador_id
                          where ar.area_organizacional_id = a.id order by x.id limit 1) g on true
      join periodo_experiencia p on p.empresa_id = ${s.empresaId} and p.ativo ${periodos}
      left join acompanhamento_experiencia ae on ae.colaborador_id = t.id and ae.periodo_experiencia_id = p.id
      left join lateral (select id, titulo from modelo_avaliacao
                          where id = ae.modelo_avaliacao_id
                             or (ae.modelo_avaliacao_id is null and empresa_id = ${s.empresaId} and tipo = 'A'
                                 and ativo and periodo_acompanhamento_experiencia_id = p.id)
                          order by id limit 1) m on true
      left join lateral (select id, concluido_em, questionario_resposta_id, questionario_id
                           from colaborador_questionario
                          where dono_tipo = ${TIPO} and dono_id = ae.id and avaliado_colaborador_id = t.id
                          order by id desc limit 1) cq on true
      left join questionario_resposta qr on qr.id = cq.questionario_resposta_id
     order by t.data_admissao, t.nome, t.id, p.dias`);
  const talentos = new Map<number, TalentoEmExperiencia>();
  for (const x of rowsOf<LinhaTalento>(r)) {
    let t = talentos.get(x.id);
    if (!t) {
      t = {
        id: x.id,
        nome: x.nome,
        area: { id: x.areaId, nome: x.areaNome },
        gestor: x.gestorId == null ? null : { id: x.gestorId, nome: x.gestorNome ?? '' },
        dataAdmissao: x.dataAdmissao,
        fimContrato: x.fimContrato,
        periodos: [],
      };
      talentos.set(x.id, t);
    }
    t.periodos.push({
      periodoExperienciaId: x.periodoExperienciaId,
      nome: x.periodoNome,
      dias: x.dias,
      prazo: x.prazo,
      modelo: x.modeloId == null ? null : { id: x.modeloId, titulo: x.modeloTitulo ?? '' },
      modeloDoTalento: x.modeloDoTalento,
      registroId: x.registroId,
      situacao: x.registroId == null ? null : x.concluidoEm ? 'C' : x.respostaId != null ? 'A' : 'P',
      percentual: x.percentual,
      aprovado: x.percentual == null || x.minimo == null ? null : x.percentual >= x.minimo,
      decisao: x.decisao,
    });
  }
  return [...talentos.values()];
}

/** One talent of the session's scope (404 otherwise: another company, another area, a dismissed one). */
async function umTalento(db: Db, s: Session, raw: string): Promise<TalentoEmExperiencia> {
  const [t] = await lerTalentos(db, s, { talentoId: idDe(raw) });
  if (!t) throw notFound();
  return t;
}

/** The talent's follow-up record `qid` (of this kind and talent, within scope), or 404. */
async function registroDoTalento(db: Db, s: Session, rawTalento: string, rawQid: string) {
  const t = await umTalento(db, s, rawTalento);
  const linha = await registroDaEmpresa(db, s, rawQid);
  if (linha.donoTipo !== TIPO || linha.avaliadoColaboradorId !== t.id) throw notFound();
  return { t, linha };
}

/** The row talent × period, created on first use. */
async function linhaAcompanhamento(tx: Db, empresaId: number, colaboradorId: number, periodoId: number) {
  const r = await tx.execute(sql`
    insert into acompanhamento_experiencia (empresa_id, colaborador_id, periodo_experiencia_id)
    values (${empresaId}, ${colaboradorId}, ${periodoId})
    on conflict (colaborador_id, periodo_experiencia_id) do update set empresa_id = excluded.empresa_id
    returning id`);
  return rowsOf<{ id: number }>(r)[0].id;
}

export function registerAcompanhamentos(app: FastifyInstance, { db }: ModuleDeps): undefined {
  const ler = { config: { access: LER }, schema: { tags: ['avaliacao'] } };
  const editar = { config: { access: EDITAR }, schema: { tags: ['avaliacao'] } };

  rota(app, talentosEmExperiencia, ler, async (req) => {
    const s = sessionOf(req);
    const q = req.query;
    const lista = await lerTalentos(db, s, {
      dataFim: q.dataFim,
      periodos: q.periodosExperiencias,
      areaId: q.areaOrganizacionalId,
    });
    if (!q.situacao) return lista;
    const respondido = (t: TalentoEmExperiencia) => t.periodos.every((p) => p.situacao === 'C');
    return lista.filter((t) => (q.situacao === 'respondidos' ? respondido(t) : !respondido(t)));
  });

  rota(app, modelosAcompanhamentoPeriodos, ler, async (req) => {
    const s = sessionOf(req);
    const r = await db.execute(sql`
      select m.id, m.titulo, m.periodo_acompanhamento_experiencia_id as "periodoExperienciaId",
             p.nome as "periodoNome", p.dias
        from modelo_avaliacao m left join periodo_experiencia p on p.id = m.periodo_acompanhamento_experiencia_id
       where m.empresa_id = ${s.empresaId} and m.tipo = 'A' and m.ativo order by m.titulo collate "und-x-icu", m.id`);
    return rowsOf<{
      id: number;
      titulo: string;
      periodoExperienciaId: number | null;
      periodoNome: string | null;
      dias: number | null;
    }>(r);
  });

  rota(app, definirModelosDoTalento, editar, async (req) => {
    const s = sessionOf(req);
    const t = await umTalento(db, s, req.params.id);
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      for (const p of req.body.periodos) {
        const ok = await tx.execute(sql`
          select 1 from periodo_experiencia where id = ${p.periodoExperienciaId} and empresa_id = ${s.empresaId}`);
        if (!rowsOf(ok).length) throw badRequest(M.periodoInvalido);
        if (p.modeloAvaliacaoId != null) {
          const m = await tx.execute(sql`
            select 1 from modelo_avaliacao where id = ${p.modeloAvaliacaoId} and empresa_id = ${s.empresaId}
               and tipo = 'A'`);
          if (!rowsOf(m).length) throw badRequest(M.modeloInvalido);
        }
        const aeId = await linhaAcompanhamento(tx, s.empresaId, t.id, p.periodoExperienciaId);
        await tx.execute(sql`
          update acompanhamento_experiencia set modelo_avaliacao_id = ${p.modeloAvaliacaoId} where id = ${aeId}`);
      }
    });
    return umTalento(db, s, String(t.id));
  });

  rota(app, acompanhamentosDoTalento, ler, async (req) => umTalento(db, sessionOf(req), req.params.id));

  rota(app, acompanhamentoDoTalento, ler, async (req) => {
    const s = sessionOf(req);
    const { linha } = await registroDoTalento(db, s, req.params.id, req.params.qid);
    const donos = donosDoApp(app);
    const d = (await descrever(db, donos, [linha])).get(linha.id);
    return paraRegistro(donos, linha, d, true);
  });

  rota(app, detalheAcompanhamento, ler, async (req) => {
    const s = sessionOf(req);
    const { linha } = await registroDoTalento(db, s, req.params.id, req.params.qid);
    const donos = donosDoApp(app);
    const d = (await descrever(db, donos, [linha])).get(linha.id);
    const registro = paraRegistro(donos, linha, d, true);
    return {
      registro,
      questionario: {
        questionarioId: linha.questionarioId,
        titulo: registro.titulo,
        observacao: null,
        perguntas: await carregarPerguntas(db, linha.questionarioId),
      },
      resultado:
        linha.questionarioRespostaId == null ? null : await lerResultado(db, linha.questionarioRespostaId),
    };
  });

  // HR, or the manager of the talent's area (read authority, within scope), starts a period's follow-up.
  rota(app, criarAcompanhamento, ler, async (req, reply) => {
    const s = sessionOf(req);
    const t = await umTalento(db, s, req.params.id);
    const p = t.periodos.find((x) => x.periodoExperienciaId === req.body.periodoExperienciaId);
    if (!p) throw badRequest(M.periodoInvalido);
    if (p.registroId != null) throw badRequest(M.jaExiste);
    if (!p.modelo) throw badRequest(M.semModelo);
    if (!t.gestor) throw badRequest(M.semGestor);
    const modelo = p.modelo;
    const gestor = t.gestor;
    const id = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const aeId = await linhaAcompanhamento(tx, s.empresaId, t.id, p.periodoExperienciaId);
      const q = await tx.execute(
        sql`select questionario_id as "q" from modelo_avaliacao where id = ${modelo.id}`,
      );
      const [criado] = await criarRegistros(tx, {
        empresaId: s.empresaId,
        donoTipo: TIPO,
        donoId: aeId,
        questionarioId: rowsOf<{ q: number }>(q)[0].q,
        prazo: p.prazo,
        itens: [{ respondenteColaboradorId: gestor.id, avaliadoColaboradorId: t.id }],
      });
      if (!criado) throw badRequest(M.jaExiste);
      return criado.id;
    });
    const linha = await registroDaEmpresa(db, s, id);
    const donos = donosDoApp(app);
    const d = (await descrever(db, donos, [linha])).get(linha.id);
    reply.status(201);
    return paraRegistro(donos, linha, d, true);
  });

  rota(app, decidirAcompanhamento, editar, async (req) => {
    const s = sessionOf(req);
    const { t, linha } = await registroDoTalento(db, s, req.params.id, req.params.qid);
    await db.execute(sql`
      update acompanhamento_experiencia set decisao = ${req.body.decisao}
       where id = ${linha.donoId} and empresa_id = ${s.empresaId}`);
    return umTalento(db, s, String(t.id));
  });

  rota(app, removerAcompanhamento, editar, async (req, reply) => {
    const s = sessionOf(req);
    const { t, linha } = await registroDoTalento(db, s, req.params.id, req.params.qid);
    if (linha.concluidoEm) throw badRequest(M.concluido);
    await db.transaction(async (trx) =>
      removerRegistros(trx as unknown as Db, {
        empresaId: s.empresaId,
        donoTipo: TIPO,
        donoId: linha.donoId,
        avaliadoColaboradorIds: [t.id],
      }),
    );
    return reply.status(204).send();
  });

  rota(app, imprimirAcompanhamento, ler, async (req, reply) => {
    const s = sessionOf(req);
    const linha = await registroDaEmpresa(db, s, req.body.colaboradorQuestionarioId);
    const donos = donosDoApp(app);
    const dono = donoDe(donos, linha.donoTipo);
    if (linha.donoTipo !== TIPO) throw notFound();
    const p = await permissoes(db, s, dono, linha);
    if (!p.ler && !p.respondente && !p.porOutro) throw notFound();
    const d = (await descrever(db, donos, [linha])).get(linha.id);
    const registro = paraRegistro(donos, linha, d, true);
    const pdf = await imprimirRespondido(db, s, registro, linha.questionarioRespostaId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="acompanhamento-experiencia-${linha.id}.pdf"`)
      .send(pdf);
  });
}
