/**
 * The performance evaluation's special routes (spec 2 §7 'Evaluations'; contracts in the domain's
 * resources/avaliacao/desempenhoContratos.ts): release one or many, e-mail the evaluators, clone, and
 * the small GETs. HR sees the company's evaluations; a manager (area-scoped session) those evaluating
 * someone of its areas; an evaluator reads the GETs of a released evaluation it takes part in.
 */
import { isAllowed } from '@ipe/domain';
import {
  avaliacaoAnonima,
  avaliacaoDoisPontoZero,
  avaliacoesDesempenho,
  clonarAvaliacao,
  dataMinimaAvaliacao,
  enviarEmailAvaliacao,
  liberarAvaliacao,
  liberarAvaliacoes,
  MSG_DESEMPENHO_ACOES as M,
  possuiParticipantesComAutoavaliacao,
  TIPO_AVALIACAO_DESEMPENHO,
} from '@ipe/domain/resources/avaliacao/index';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { diaDeHoje, type Session } from '../../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { baseDosLinks } from '../../../platform/mail/index.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';
import { clonar } from './clonagem.ts';
import { type AvaliacaoLida, COLUNAS_AVALIACAO, liberar, notificarAvaliadores } from './liberacao.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const LER = avaliacoesDesempenho.access.read;
const EDITAR = avaliacoesDesempenho.access.write;

export const idDe = (raw: unknown) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw notFound();
  return n;
};

/**
 * The evaluations an area-scoped session sees (a condition over `a`, an avaliacao_desempenho alias): those
 * evaluating a talent of its areas. Empty for HR.
 */
export function escopoAvaliacao(s: Session, alias = 'a'): SQL {
  const areas = areasDaSessao(s);
  if (!areas) return sql``;
  return sql`and exists (select 1 from avaliado_avaliacao_desempenho av join colaborador c on c.id = av.colaborador_id
    where av.avaliacao_desempenho_id = ${sql.raw(alias)}.id and c.area_organizacional_id in ${areas})`;
}

/** One evaluation of the session's company and scope, locked for the change, or 404. */
export async function avaliacaoTravada(tx: Db, s: Session, id: number): Promise<AvaliacaoLida> {
  const r = await tx.execute(sql`
    select ${COLUNAS_AVALIACAO} from avaliacao_desempenho a
     where a.id = ${id} and a.empresa_id = ${s.empresaId} ${escopoAvaliacao(s)}
       for update`);
  const [a] = rowsOf<AvaliacaoLida>(r);
  if (!a) throw notFound();
  return a;
}

/**
 * An evaluation the session may read: HR or a manager within scope holding the read authority, or an
 * evaluator of it once released (the answering screen asks anonima and dois-ponto-zero). Else 404.
 */
async function avaliacaoLegivel(db: Db, s: Session, raw: string): Promise<AvaliacaoLida> {
  const id = idDe(raw);
  const leitor = isAllowed(LER, s.authorities);
  const r = await db.execute(sql`
    select ${COLUNAS_AVALIACAO} from avaliacao_desempenho a
     where a.id = ${id} and a.empresa_id = ${s.empresaId}
       and (${leitor ? sql`true ${escopoAvaliacao(s)}` : sql`false`}
         or (a.liberada and exists (select 1 from participante_avaliacao_desempenho p
              where p.avaliacao_desempenho_id = a.id
                and (p.avaliador_usuario_id = ${s.usuarioId}
                     or p.avaliador_colaborador_id = ${s.colaboradorId ?? 0}))))`);
  const [a] = rowsOf<AvaliacaoLida>(r);
  if (!a) throw notFound();
  return a;
}

export function registerRotasDesempenho(app: FastifyInstance, { db, config }: ModuleDeps): undefined {
  const tags = { tags: [avaliacoesDesempenho.modulo] };
  const editar = { config: { access: EDITAR }, schema: tags };
  const autenticado = { config: { access: 'authenticated' as const }, schema: tags };
  const base = () => baseDosLinks(config, app.log);
  const emTransacao = <T>(fn: (tx: Db) => Promise<T>) => db.transaction(async (t) => fn(t as unknown as Db));

  rota(app, liberarAvaliacao, editar, async (req) => {
    const s = sessionOf(req);
    const r = await emTransacao(async (tx) =>
      liberar(tx, s, await avaliacaoTravada(tx, s, idDe(req.params.id)), req.params.flag === 'true', base()),
    );
    app.mailer.acordar();
    return r;
  });

  rota(app, liberarAvaliacoes, editar, async (req) => {
    const s = sessionOf(req);
    const ids = [...new Set(req.body.ids)].sort((x, y) => x - y); // one lock order: no deadlock
    const r = await emTransacao(async (tx) => {
      const feitos = [];
      for (const id of ids)
        feitos.push(await liberar(tx, s, await avaliacaoTravada(tx, s, id), true, base()));
      return feitos;
    });
    app.mailer.acordar();
    return r;
  });

  rota(app, enviarEmailAvaliacao, editar, async (req) => {
    const s = sessionOf(req);
    const enviados = await emTransacao(async (tx) => {
      const a = await avaliacaoTravada(tx, s, idDe(req.params.id));
      if (!a.liberada) throw badRequest(M.naoLiberada);
      return notificarAvaliadores(tx, s, a, base());
    });
    app.mailer.acordar();
    return { enviados };
  });

  rota(app, clonarAvaliacao, editar, async (req, reply) => {
    const s = sessionOf(req);
    reply.code(201);
    return emTransacao(async (tx) =>
      clonar(tx, s, await avaliacaoTravada(tx, s, idDe(req.params.id)), req.body),
    );
  });

  rota(app, dataMinimaAvaliacao, autenticado, async (req) => {
    const a = await avaliacaoLegivel(db, sessionOf(req), req.query.avaliacaoDesempenhoId);
    const hoje = diaDeHoje();
    return { dataMinima: a.liberada && hoje > a.dataIni ? hoje : a.dataIni };
  });

  rota(app, avaliacaoAnonima, autenticado, async (req) => {
    const a = await avaliacaoLegivel(db, sessionOf(req), req.query.avaliacaoDesempenhoId);
    return { anonima: a.anonima };
  });

  rota(app, avaliacaoDoisPontoZero, autenticado, async (req) => {
    const a = await avaliacaoLegivel(db, sessionOf(req), req.query.avaliacaoDesempenhoId);
    return { doisPontoZero: a.tipo === TIPO_AVALIACAO_DESEMPENHO.v2 };
  });

  rota(app, possuiParticipantesComAutoavaliacao, autenticado, async (req) => {
    const a = await avaliacaoLegivel(db, sessionOf(req), req.query.avaliacaoDesempenhoId);
    const r = await db.execute(sql`
      select exists (select 1 from participante_avaliacao_desempenho
                      where avaliacao_desempenho_id = ${a.id} and papel = 'U') as possui`);
    return { possui: rowsOf<{ possui: boolean }>(r)[0].possui };
  });
  return undefined;
}
