/**
 * The participants of a performance evaluation (spec 2 §2 /avaliacao/participante-avaliacao-desempenho,
 * §3, §4 actions and messages, §7 GET avaliados, avaliadores, participantes/…; contracts in the domain's
 * resources/avaliacao/participantes.ts; writes in participantesSql.ts). HR reaches every talent of the
 * company; a manager (area-scoped session) reads and changes only the rows of the talents of its areas,
 * and adds only talents of its areas. A released evaluation gets the answering records of its new cells
 * at once; a cell whose evaluator saved answers is never removed.
 */
import { avaliacoesDesempenho } from '@ipe/domain/resources/avaliacao/index';
import {
  ACOES_PARTICIPANTES,
  type AvaliadorDaAvaliacao,
  type CelulaMatriz,
  MSG_PARTICIPANTES as M,
  acaoParticipantes,
  adicionarAvaliadores,
  alterarPapelParticipante,
  areasDosParticipantes,
  avaliadoresDaAvaliacao,
  avaliadosDaAvaliacao,
  cargosDosParticipantes,
  estabelecimentosDosParticipantes,
  type LinhaMatriz,
  preencherParticipantes,
  removerParticipante,
  talentosParaParticipantes,
  type ResultadoParticipantes,
} from '@ipe/domain/resources/avaliacao/participantes';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { pagina } from '../../../platform/http/pagina.ts';
import { rota } from '../../../platform/http/rota.ts';
import { baseDosLinks } from '../../../platform/mail/index.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import {
  ATIVO,
  type AvaliacaoParticipantes,
  adicionarAvaliadoresMatriz,
  escopoTalento,
  gerarAutoavaliacoes,
  inteiros,
  preencherMatriz,
  removerAvaliados,
  removerCelulas,
} from './participantesSql.ts';
import { COLUNAS_AVALIACAO, notificarAvaliadores, sincronizarRegistros } from './liberacao.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const LER = avaliacoesDesempenho.access.read;
const EDITAR = avaliacoesDesempenho.access.write;
const ENTIDADE = 'avaliacoes-desempenho';

const idDe = (raw: unknown) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw notFound();
  return n;
};

/** The evaluation `raw` of the session's company (locked for a change), or 404. */
async function avaliacaoDaEmpresa(db: Db, s: Session, raw: unknown, travar = false) {
  const r = await db.execute(sql`
    select ${COLUNAS_AVALIACAO}, a.permite_auto_avaliacao as "permiteAutoAvaliacao"
      from avaliacao_desempenho a where a.id = ${idDe(raw)} and a.empresa_id = ${s.empresaId}
      ${travar ? sql`for update` : sql``}`);
  const [a] = rowsOf<AvaliacaoParticipantes>(r);
  if (!a) throw notFound();
  return a;
}

const SITUACAO = sql.raw(`case when cq.id is null then null when cq.concluido_em is not null then 'C'
  when cq.questionario_resposta_id is not null then 'A' else 'P' end`);

/** The cells (evaluators) of the given evaluated rows: self first, then leaders, led, peers; by name. */
async function celulasDe(db: Db, onde: SQL): Promise<(CelulaMatriz & { avaliadoId: number })[]> {
  const r = await db.execute(sql`
    select p.id, p.avaliado_id as "avaliadoId", p.avaliador_colaborador_id as "colaboradorId",
           p.avaliador_usuario_id as "usuarioId", coalesce(x.nome, u.nome) as nome, p.papel, ${SITUACAO} as situacao
      from participante_avaliacao_desempenho p
      left join colaborador x on x.id = p.avaliador_colaborador_id
      left join usuario u on u.id = p.avaliador_usuario_id
      left join colaborador_questionario cq on cq.id = p.colaborador_questionario_id
     where ${onde}
     order by p.avaliado_id, position(p.papel in 'URAP'), coalesce(x.nome, u.nome) collate "und-x-icu", p.id`);
  return rowsOf(r);
}

const busca = (q: string | undefined, coluna: string) =>
  q ? sql`and ipe_unaccent(${sql.raw(coluna)}) ilike ipe_unaccent(${`%${q}%`})` : sql``;

export function registerParticipantesDesempenho(app: FastifyInstance, { db, config }: ModuleDeps): undefined {
  const tags = { tags: [avaliacoesDesempenho.modulo] };
  const ler = { config: { access: LER }, schema: tags };
  const editar = { config: { access: EDITAR }, schema: tags };
  const emTransacao = <T>(fn: (tx: Db) => Promise<T>) => db.transaction(async (t) => fn(t as unknown as Db));

  // The matrix: a page of evaluated talents (by name, area) with their evaluators.
  rota(app, avaliadosDaAvaliacao, ler, async (req) => {
    const s = sessionOf(req);
    const { page, size, q, areaOrganizacionalId } = req.query;
    const a = await avaliacaoDaEmpresa(db, s, req.query.avaliacaoDesempenhoId);
    const filtro = sql`av.avaliacao_desempenho_id = ${a.id} ${escopoTalento(s)} ${busca(q, 'c.nome')}
      ${areaOrganizacionalId ? sql`and c.area_organizacional_id = ${areaOrganizacionalId}` : sql``}`;
    const r = await db.execute(sql`
      select av.id, c.id as "cid", c.nome, ar.id as "areaId", ar.nome as "areaNome", g.id as "cargoId",
             g.nome as "cargoNome", count(*) over ()::int as total
        from avaliado_avaliacao_desempenho av
        join colaborador c on c.id = av.colaborador_id
        join area_organizacional ar on ar.id = c.area_organizacional_id
        join cargo g on g.id = c.cargo_id
       where ${filtro}
       order by c.nome collate "und-x-icu", c.id
       limit ${size} offset ${page * size}`);
    type L = {
      id: number;
      cid: number;
      nome: string;
      areaId: number;
      areaNome: string;
      cargoId: number;
      cargoNome: string;
      total: number;
    };
    const linhas = rowsOf<L>(r);
    let total = linhas[0]?.total ?? 0;
    if (!linhas.length && page > 0) {
      const c = await db.execute(sql`
        select count(*)::int as n from avaliado_avaliacao_desempenho av join colaborador c on c.id = av.colaborador_id
         where ${filtro}`);
      total = rowsOf<{ n: number }>(c)[0].n;
    }
    const celulas = linhas.length
      ? await celulasDe(db, sql`p.avaliado_id = any(${inteiros(linhas.map((l) => l.id))})`)
      : [];
    const porLinha = new Map<number, CelulaMatriz[]>();
    for (const { avaliadoId, ...cel } of celulas) {
      const l = porLinha.get(avaliadoId) ?? [];
      l.push(cel);
      porLinha.set(avaliadoId, l);
    }
    // Anonymous: who answered is not shown, only how many per evaluated talent (docs/decisoes.md).
    const content: LinhaMatriz[] = linhas.map((l) => {
      const avaliadores = porLinha.get(l.id) ?? [];
      return {
        id: l.id,
        colaborador: { id: l.cid, nome: l.nome },
        area: { id: l.areaId, nome: l.areaNome },
        cargo: { id: l.cargoId, nome: l.cargoNome },
        avaliadores: a.anonima ? avaliadores.map((c) => ({ ...c, situacao: null })) : avaliadores,
        respondidos: a.anonima
          ? avaliadores.filter((c) => c.situacao === 'A' || c.situacao === 'C').length
          : null,
      };
    });
    return pagina(content, total, page, size);
  });

  // The evaluators: who evaluates, how many, how many answered (the reminder's view).
  rota(app, avaliadoresDaAvaliacao, ler, async (req) => {
    const s = sessionOf(req);
    const { page, size, q } = req.query;
    const a = await avaliacaoDaEmpresa(db, s, req.query.avaliacaoDesempenhoId);
    const r = await db.execute(sql`
      select p.avaliador_colaborador_id as "colaboradorId", p.avaliador_usuario_id as "usuarioId",
             coalesce(x.nome, u.nome) as nome, count(*)::int as avaliados,
             (count(*) filter (where cq.questionario_resposta_id is not null or cq.concluido_em is not null))::int
               as respondidos,
             count(*) over ()::int as total
        from participante_avaliacao_desempenho p
        join colaborador c on c.id = p.avaliado_colaborador_id
        left join colaborador x on x.id = p.avaliador_colaborador_id
        left join usuario u on u.id = p.avaliador_usuario_id
        left join colaborador_questionario cq on cq.id = p.colaborador_questionario_id
       where p.avaliacao_desempenho_id = ${a.id} ${escopoTalento(s)} ${busca(q, 'coalesce(x.nome, u.nome)')}
       group by p.avaliador_colaborador_id, p.avaliador_usuario_id, x.nome, u.nome
       order by coalesce(x.nome, u.nome) collate "und-x-icu", 1, 2
       limit ${size} offset ${page * size}`);
    const linhas = rowsOf<AvaliadorDaAvaliacao & { total: number }>(r);
    return pagina(
      linhas.map(({ total: _, ...l }) => (a.anonima ? { ...l, respondidos: null } : l)),
      linhas[0]?.total ?? 0,
      page,
      size,
    );
  });

  // The establishments, areas and positions of the evaluated talents (the screens' and reports' filters).
  const opcoes = async (s: Session, raw: string, tabela: string, coluna: string) => {
    const a = await avaliacaoDaEmpresa(db, s, raw);
    const r = await db.execute(sql`
      select distinct o.id, o.nome from avaliado_avaliacao_desempenho av
        join colaborador c on c.id = av.colaborador_id
        join ${sql.raw(tabela)} o on o.id = c.${sql.raw(coluna)}
       where av.avaliacao_desempenho_id = ${a.id} ${escopoTalento(s)}
       order by o.nome, o.id`);
    return rowsOf<{ id: number; nome: string }>(r);
  };
  rota(app, estabelecimentosDosParticipantes, ler, (req) =>
    opcoes(sessionOf(req), req.query.avaliacaoDesempenhoId, 'estabelecimento', 'estabelecimento_id'),
  );
  rota(app, areasDosParticipantes, ler, (req) =>
    opcoes(sessionOf(req), req.query.avaliacaoDesempenhoId, 'area_organizacional', 'area_organizacional_id'),
  );
  rota(app, cargosDosParticipantes, ler, (req) =>
    opcoes(sessionOf(req), req.query.avaliacaoDesempenhoId, 'cargo', 'cargo_id'),
  );

  // The talents to pick from (the fill dialog): active, of the company, within the manager's areas.
  rota(app, talentosParaParticipantes, ler, async (req) => {
    const s = sessionOf(req);
    const { page, size, q } = req.query;
    const termo = q ? `%${q}%` : null;
    const r = await db.execute(sql`
      select c.id, c.nome, ar.id as "areaId", ar.nome as "areaNome", count(*) over ()::int as total
        from colaborador c join area_organizacional ar on ar.id = c.area_organizacional_id
       where c.empresa_id = ${s.empresaId} and ${ATIVO} ${escopoTalento(s)}
         ${termo ? sql`and (ipe_unaccent(c.nome) ilike ipe_unaccent(${termo}) or ipe_unaccent(ar.nome) ilike ipe_unaccent(${termo}))` : sql``}
       order by c.nome collate "und-x-icu", c.id
       limit ${size} offset ${page * size}`);
    const linhas = rowsOf<{ id: number; nome: string; areaId: number; areaNome: string; total: number }>(r);
    return pagina(
      linhas.map((l) => ({ id: l.id, nome: l.nome, area: { id: l.areaId, nome: l.areaNome } })),
      linhas[0]?.total ?? 0,
      page,
      size,
    );
  });

  /** Runs a change on the locked evaluation, creates the new cells' records when released, audits it. */
  const alterar = (
    s: Session,
    raw: string,
    acao: string,
    fn: (tx: Db, a: AvaliacaoParticipantes) => Promise<ResultadoParticipantes>,
  ) =>
    emTransacao(async (tx) => {
      const a = await avaliacaoDaEmpresa(tx, s, raw, true);
      // Anonymous with answers: a removal kept or refused would tell which cells were answered.
      if (acao.startsWith('REMOVER') && a.anonima && a.possuiResposta)
        throw badRequest(M.anonimaComRespostas);
      const res = await fn(tx, a);
      // Released: the new cells get their answering records (release.ts) and their evaluators a notice.
      if (a.liberada) {
        const novos = await sincronizarRegistros(tx, a);
        if (novos.length) await notificarAvaliadores(tx, s, a, baseDosLinks(config, app.log), novos);
      }
      await auditar(tx, s, {
        entidade: ENTIDADE,
        entidadeId: a.id,
        acao,
        descricao: `${a.titulo}: ${res.message} (avaliados ${res.avaliados}, avaliadores ${res.avaliadores}, mantidos ${res.mantidos})`,
      });
      return res;
    });

  rota(app, preencherParticipantes, editar, async (req, reply) => {
    const s = sessionOf(req);
    const res = await alterar(s, req.params.id, 'PARTICIPANTES', async (tx, a) => ({
      message: M.participantesAdicionados,
      ...(await preencherMatriz(tx, s, a, req.body)),
      mantidos: 0,
    }));
    reply.status(201);
    return res;
  });

  rota(app, adicionarAvaliadores, editar, async (req, reply) => {
    const s = sessionOf(req);
    const b = req.body;
    const res = await alterar(s, req.params.id, 'PARTICIPANTES', async (tx, a) => ({
      message: M.avaliadoresAdicionados,
      avaliados: 0,
      avaliadores: await adicionarAvaliadoresMatriz(tx, s, a, b.avaliados, b.avaliadores, b.papel),
      mantidos: 0,
    }));
    reply.status(201);
    return res;
  });

  // The spec §4 actions; any other gives 'Ação Desconhecida'.
  rota(app, acaoParticipantes, editar, async (req) => {
    const s = sessionOf(req);
    const { acao } = req.params;
    const b = req.body;
    if (acao === ACOES_PARTICIPANTES.autoavaliacoes)
      return alterar(s, req.params.id, 'AUTOAVALIACOES', async (tx, a) => ({
        message: M.autoavaliacoes,
        avaliados: 0,
        avaliadores: await gerarAutoavaliacoes(tx, s, a, b.colaboradoresIds),
        mantidos: 0,
      }));
    if (acao === ACOES_PARTICIPANTES.removerAvaliadores) {
      const partes: SQL[] = [];
      if (b.participantesIds?.length) partes.push(sql`p.id = any(${inteiros(b.participantesIds)})`);
      if (b.avaliadores?.length) {
        const t = b.avaliadores.flatMap((x) => x.colaboradorId ?? []);
        const u = b.avaliadores.flatMap((x) => x.usuarioId ?? []);
        const linhas = b.colaboradoresIds?.length
          ? sql`and p.avaliado_colaborador_id = any(${inteiros(b.colaboradoresIds)})`
          : sql``;
        partes.push(sql`((p.avaliador_colaborador_id = any(${inteiros(t)})
          or p.avaliador_usuario_id = any(${inteiros(u)})) ${linhas})`);
      }
      if (!partes.length) throw badRequest(M.avaliadoresObrigatorios);
      return alterar(s, req.params.id, 'REMOVER_AVALIADORES', async (tx, a) => {
        const r = await removerCelulas(tx, s, a, sql.join(partes, sql` or `));
        if (!r.removidos && r.mantidos) throw badRequest(M.avaliadoresComRespostas);
        if (!r.removidos) throw badRequest(M.avaliadorAusente);
        return {
          message: M.avaliadoresRemovidos,
          avaliados: 0,
          avaliadores: r.removidos,
          mantidos: r.mantidos,
        };
      });
    }
    if (acao === ACOES_PARTICIPANTES.removerAvaliados) {
      const ids = b.colaboradoresIds ?? [];
      if (!ids.length) throw badRequest(M.avaliadosObrigatorios);
      return alterar(s, req.params.id, 'REMOVER_AVALIADOS', async (tx, a) => {
        const r = await removerAvaliados(tx, s, a, ids);
        if (!r.removidos && r.mantidos) throw badRequest(M.avaliadosComRespostas);
        if (!r.removidos) throw badRequest(M.avaliadoInvalido);
        return {
          message: M.avaliadosRemovidos,
          avaliados: r.removidos,
          avaliadores: 0,
          mantidos: r.mantidos,
        };
      });
    }
    throw badRequest(M.acaoDesconhecida);
  });

  rota(app, alterarPapelParticipante, editar, async (req) => {
    const s = sessionOf(req);
    const pid = idDe(req.params.participanteId);
    return emTransacao(async (tx) => {
      const a = await avaliacaoDaEmpresa(tx, s, req.params.id, true);
      const r = await tx.execute(sql`
        update participante_avaliacao_desempenho p set papel = ${req.body.papel}
          from colaborador c
         where p.id = ${pid} and p.avaliacao_desempenho_id = ${a.id} and c.id = p.avaliado_colaborador_id
           and p.papel <> 'U' ${escopoTalento(s)}
        returning p.id`);
      if (!rowsOf(r).length) {
        const u = await tx.execute(sql`
          select 1 from participante_avaliacao_desempenho where id = ${pid} and avaliacao_desempenho_id = ${a.id} and papel = 'U'`);
        if (rowsOf(u).length) throw badRequest(M.autoavaliacaoManual);
        throw notFound();
      }
      const [cel] = await celulasDe(tx, sql`p.id = ${pid}`);
      const { avaliadoId: _, ...celula } = cel;
      return a.anonima ? { ...celula, situacao: null } : celula;
    });
  });

  rota(app, removerParticipante, editar, async (req, reply) => {
    const s = sessionOf(req);
    const pid = idDe(req.params.participanteId);
    await alterar(s, req.params.id, 'REMOVER_AVALIADORES', async (tx, a) => {
      const r = await removerCelulas(tx, s, a, sql`p.id = ${pid}`);
      if (r.mantidos) throw badRequest(M.avaliadorRespondeu);
      if (!r.removidos) throw notFound();
      return { message: M.avaliadoresRemovidos, avaliados: 0, avaliadores: 1, mantidos: 0 };
    });
    return reply.status(204).send();
  });
}
