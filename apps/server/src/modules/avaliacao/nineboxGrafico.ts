/**
 * The Nine Box chart calls (spec 2 §7 'Nine Box'; sources and formulas in the domain's nineboxGrafico.ts
 * and docs/usuario/nine-box-e-relatorios.md): chart/{id}, chart/cncc/{id}, chart/pdi/{a}/{b}, the talents
 * of a box with their photo, the evaluators who did not answer, and the PDF. Nothing is computed twice:
 * the evaluation result is `resultadosDaAvaliacao` (issue 22, its anonymity rule included), the competence
 * percentage `percentualCompetencias` over cargoSalario's `competenciasDosTalentos`, the box
 * `posicionarNoNineBox`. Area scope: a manager sees only the talents it sees elsewhere (itself and its
 * areas' people); the others are neither counted nor listed, and their ids answer 404.
 */
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { NIVEIS_EIXO } from '@ipe/domain/resources/avaliacao/ninebox';
import {
  type FontesTalento,
  type GraficoNineBox,
  MSG_NINEBOX_GRAFICO as M,
  montarNineBox,
  NINEBOX_GRAFICO_ACCESS,
  nineboxAvaliacoes,
  nineboxAvaliadoresNaoResponderam,
  nineboxFoto,
  nineboxGrafico,
  nineboxGraficoCncc,
  nineboxGraficoPdi,
  nineboxRelatorio,
  nineboxTalentos,
  type OrigemNineBox,
} from '@ipe/domain/resources/avaliacao/nineboxGrafico';
import { percentualCompetencias } from '@ipe/domain/resources/avaliacao/nineboxPosicao';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { diaDeHoje, type Session } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { rota } from '../../platform/http/rota.ts';
import { initialsAvatar } from '../../platform/images.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import {
  artefato,
  cabecalhoEmpresa,
  COR,
  FONTE,
  finalizar,
  formatarData,
  larguraUtil,
  marcado,
  margemEsquerda,
  novoDocumento,
  paragrafo,
  secao,
  garantirEspaco,
} from '../../platform/pdf/index.ts';
import { colaborador } from '../cargoSalario/colaboradores/schema.ts';
import { competenciasDosTalentos, escopoDoColaborador } from '../cargoSalario/index.ts';
import { nineBoxEmVigor } from './ninebox.ts';
import { resultadosDaAvaliacao } from './desempenho/resultados.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const LER = { config: { access: NINEBOX_GRAFICO_ACCESS }, schema: { tags: ['avaliacao'] } };

interface AvaliacaoGrafico {
  id: number;
  titulo: string;
  anonima: boolean;
  exibeResultadoAutoAvaliacao: boolean;
  /** Its end date, or today when it ends later (or has none). */
  data: string;
  avaliaModelo: boolean;
  avaliaCompetencias: boolean;
}

/** Evaluation flags: a model part unless competence-only; a competence part in version 2.0 or competence-only. */
const SQL_AVALIACOES = (empresaId: number, hoje: string) => sql`
  select a.id, a.titulo, a.anonima, a.exibe_resultado_auto_avaliacao as "exibeResultadoAutoAvaliacao",
         least(coalesce(a.data_fim, ${hoje}::date), ${hoje}::date)::text as data,
         a.data_fim::text as "dataFim",
         not a.avaliar_somente_competencias as "avaliaModelo",
         (a.tipo = '2.0' or a.avaliar_somente_competencias) as "avaliaCompetencias"
    from avaliacao_desempenho a where a.empresa_id = ${empresaId}`;

async function avaliacaoDoGrafico(db: Db, s: Session, id: number): Promise<AvaliacaoGrafico> {
  const [a] = rowsOf<AvaliacaoGrafico>(
    await db.execute(sql`${SQL_AVALIACOES(s.empresaId, diaDeHoje())} and a.id = ${id}`),
  );
  if (!a) throw notFound();
  return a;
}

/** The ids among `ids` the session sees (its company; a manager: itself and its areas' people). */
async function visiveis(db: Db, s: Session, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await db
    .select({ id: colaborador.id })
    .from(colaborador)
    .where(
      and(inArray(colaborador.id, [...ids]), eq(colaborador.empresaId, s.empresaId), escopoDoColaborador(s)),
    );
  return new Set(r.map((x) => x.id));
}

/**
 * Each visible evaluated talent's two sources. `resultado`: the evaluation result and the competence
 * percentage of its latest level record on or before the evaluation's date (its band's requirement then);
 * `cncc`: the result's questionnaire and competence parts. A hidden result (anonymous, too few evaluators)
 * places nobody.
 */
async function fontesDaAvaliacao(
  db: Db,
  s: Session,
  a: AvaliacaoGrafico,
  origem: OrigemNineBox,
  avaliadoId?: number,
): Promise<FontesTalento[]> {
  const todos = await resultadosDaAvaliacao(db, s.empresaId, a, avaliadoId);
  const ok = await visiveis(
    db,
    s,
    todos.map((r) => r.avaliado.id),
  );
  const resultados = todos.filter((r) => ok.has(r.avaliado.id));
  const potencial = new Map<number, number | null>();
  const motivo = new Map<number, string>();
  if (origem === 'resultado' && resultados.length) {
    const [linhas, [max]] = await Promise.all([
      competenciasDosTalentos(db, s, a.data, { estabelecimentosIds: [], areasIds: [], cargosIds: [] }),
      db
        .execute(
          sql`select coalesce(max(ordem), 0)::int as m from nivel_competencia where empresa_id = ${s.empresaId}`,
        )
        .then((r) => rowsOf<{ m: number }>(r)),
    ]);
    const porTalento = new Map<number, typeof linhas>();
    for (const l of linhas) {
      if (!ok.has(l.colaborador_id)) continue;
      porTalento.set(l.colaborador_id, [...(porTalento.get(l.colaborador_id) ?? []), l]);
    }
    for (const r of resultados) {
      const exigidas = (porTalento.get(r.avaliado.id) ?? []).filter((l) => l.tipo != null);
      if (!exigidas.length) motivo.set(r.avaliado.id, M.semCompetencias);
      else if (exigidas.every((l) => l.ordem_registrada == null)) motivo.set(r.avaliado.id, M.semNiveis);
      else
        potencial.set(
          r.avaliado.id,
          percentualCompetencias(
            exigidas.map((l) => ({
              peso: l.peso ?? 0,
              exigida: l.ordem ?? 0,
              registrada: l.ordem_registrada,
            })),
            max.m,
          ),
        );
    }
  }
  return resultados.map((r) => {
    const base = { colaboradorId: r.avaliado.id, nome: r.avaliado.nome };
    if (r.oculto)
      return { ...base, resultadoAvaliacao: null, percentualCompetencias: null, motivo: M.resultadoOculto };
    if (origem === 'cncc')
      return {
        ...base,
        resultadoAvaliacao: r.questionario,
        percentualCompetencias: r.competencias,
        motivo: r.resultado == null ? M.semResultado : undefined,
      };
    return {
      ...base,
      resultadoAvaliacao: r.resultado,
      percentualCompetencias: potencial.get(r.avaliado.id) ?? null,
      motivo: r.resultado == null ? M.semResultado : motivo.get(r.avaliado.id),
    };
  });
}

/** The whole chart of an evaluation (or of one evaluated talent, its box selected). */
export async function grafico(
  db: Db,
  s: Session,
  id: number,
  origem: OrigemNineBox,
  avaliadoId?: number,
): Promise<GraficoNineBox> {
  const a = await avaliacaoDoGrafico(db, s, id);
  // spec 2 §2: no Nine Box when the evaluation covers only competences or only the model.
  if (origem === 'cncc' && !a.avaliaModelo) throw badRequest(M.somenteCompetencias);
  if (origem === 'cncc' && !a.avaliaCompetencias) throw badRequest(M.somenteModelo);
  const [config, fontes] = await Promise.all([
    nineBoxEmVigor(db, s.empresaId, a.data),
    fontesDaAvaliacao(db, s, a, origem, avaliadoId),
  ]);
  if (avaliadoId != null && !fontes.length) throw notFound(M.avaliadoForaDaAvaliacao);
  const montado = montarNineBox(fontes, config);
  const { boxes: _, ...cfg } = config;
  const selecionado = avaliadoId == null ? null : (montado.posicoes[0]?.box ?? null);
  return {
    avaliacao: { id: a.id, nome: a.titulo, anonima: a.anonima },
    origem,
    data: a.data,
    configuracao: cfg,
    boxes: montado.boxes.map((b) => ({ ...b, selecionado: b.posicao === selecionado })),
    posicoes: montado.posicoes,
    naoPosicionados: montado.naoPosicionados,
  };
}

/** Name and current position of visible talents, by name. */
async function talentos(db: Db, s: Session, ids: readonly number[]) {
  const ok = [...(await visiveis(db, s, ids))];
  if (!ok.length) return [];
  const r = await db.execute(sql`
    select c.id, c.nome, cg.nome_mercado as cargo from colaborador c
      left join faixa_salarial fx on fx.id = c.faixa_salarial_id
      left join cargo cg on cg.id = fx.cargo_id
     where c.id in (${sql.join(
       ok.map((i) => sql`${i}`),
       sql`, `,
     )}) order by c.nome collate "und-x-icu", c.id`);
  return rowsOf<{ id: number; nome: string; cargo: string | null }>(r);
}

const pct = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** The PDF: the grid (titles and counts, rows from high to low potential) and each box's talents. */
async function relatorioPdf(db: Db, s: Session, g: GraficoNineBox, boxes: readonly number[]) {
  const doc = novoDocumento({
    titulo: 'Nine Box',
    subtitulo: g.avaliacao.nome,
    empresa: await cabecalhoEmpresa(db, s),
    usuario: s.usuarioNome,
    paisagem: true,
    filtros: [
      ['Avaliação', g.avaliacao.nome],
      ['Data da avaliação', formatarData(new Date(`${g.data}T12:00:00`))],
      [
        'Eixos',
        g.configuracao.eixoInvertido
          ? 'invertidos (resultado da avaliação como potencial)'
          : 'desempenho: resultado da avaliação; potencial: competências',
      ],
      [
        'Limites',
        `potencial ${g.configuracao.percentualBaixoPotencial}/${g.configuracao.percentualAltoPotencial}%, desempenho ${g.configuracao.percentualBaixoDesempenho}/${g.configuracao.percentualAltoDesempenho}%`,
      ],
    ],
  });
  // The grid: 3×3 cells after a column of potential labels, performance labels under it.
  const x0 = margemEsquerda(doc) + 70;
  const largura = Math.min(larguraUtil(doc) - 70, 540);
  const celula = { l: largura / 3, a: 62 };
  garantirEspaco(doc, celula.a * 3 + 40);
  const y0 = doc.y + 4;
  const nomes = new Map(
    (
      await talentos(
        db,
        s,
        g.posicoes.map((p) => p.colaboradorId),
      )
    ).map((t) => [t.id, t]),
  );
  for (const b of g.boxes) {
    const linha = Math.floor((b.posicao - 1) / 3);
    const coluna = (b.posicao - 1) % 3;
    const x = x0 + coluna * celula.l;
    const y = y0 + linha * celula.a;
    artefato(doc, () => {
      doc.rect(x, y, celula.l, celula.a).fillAndStroke(b.quantidade ? '#FFF1E3' : '#F5F7FA', COR.linha);
    });
    marcado(doc, null, 'P', () => {
      doc
        .font(FONTE.negrito)
        .fontSize(9.5)
        .fillColor(COR.texto)
        .text(`${b.posicao}. ${b.nomeclatura}`, x + 6, y + 8, { width: celula.l - 12 });
      doc
        .font(FONTE.normal)
        .fontSize(9)
        .fillColor(COR.secundario)
        .text(`${b.quantidade} ${b.quantidade === 1 ? 'talento' : 'talentos'}`, x + 6, y + 26, {
          width: celula.l - 12,
        });
    });
  }
  marcado(doc, null, 'P', () => {
    doc.font(FONTE.normal).fontSize(9).fillColor(COR.secundario);
    for (const [i, nivel] of (['A', 'M', 'B'] as const).entries())
      doc.text(`Potencial ${NIVEIS_EIXO[nivel].toLowerCase()}`, margemEsquerda(doc), y0 + i * celula.a + 24, {
        width: 66,
      });
    for (const [i, nivel] of (['B', 'M', 'A'] as const).entries())
      doc.text(`Desempenho ${NIVEIS_EIXO[nivel].toLowerCase()}`, x0 + i * celula.l, y0 + 3 * celula.a + 5, {
        width: celula.l,
        align: 'center',
      });
  });
  doc.x = margemEsquerda(doc);
  doc.y = y0 + 3 * celula.a + 26;
  const posicao = new Map(g.posicoes.map((p) => [p.colaboradorId, p]));
  for (const b of g.boxes) {
    if (boxes.length && !boxes.includes(b.posicao)) continue;
    secao(doc, `${b.posicao}. ${b.nomeclatura} (${b.quantidade})`);
    if (!b.quantidade) paragrafo(doc, 'Nenhum talento neste quadrante.', { cor: COR.secundario, tamanho: 9 });
    for (const id of [...b.colaboradorIds].sort((p, q) =>
      (nomes.get(p)?.nome ?? '').localeCompare(nomes.get(q)?.nome ?? '', 'pt-BR'),
    )) {
      const t = nomes.get(id);
      const p = posicao.get(id);
      if (!t || !p) continue;
      paragrafo(
        doc,
        `${t.nome}${t.cargo ? ` — ${t.cargo}` : ''}: desempenho ${pct(p.desempenho)}, potencial ${pct(p.potencial)}`,
        { tamanho: 9.5, espacoDepois: 3 },
      );
    }
  }
  if (g.naoPosicionados.length) {
    secao(doc, `Talentos não posicionados (${g.naoPosicionados.length})`);
    for (const n of g.naoPosicionados)
      paragrafo(doc, `${n.nome}: ${n.motivo}`, { tamanho: 9.5, espacoDepois: 3 });
  }
  return finalizar(doc);
}

export function registerNineBoxGrafico(app: FastifyInstance, { db }: ModuleDeps): undefined {
  rota(app, nineboxGrafico, LER, async (req) => grafico(db, sessionOf(req), req.params.id, 'resultado'));
  rota(app, nineboxGraficoCncc, LER, async (req) => grafico(db, sessionOf(req), req.params.id, 'cncc'));
  rota(app, nineboxGraficoPdi, LER, async (req) =>
    grafico(db, sessionOf(req), req.params.a, 'resultado', req.params.b),
  );

  rota(app, nineboxAvaliacoes, LER, async (req) => {
    const s = sessionOf(req);
    const r = await db.execute(
      sql`${SQL_AVALIACOES(s.empresaId, diaDeHoje())} and a.possui_resposta order by a.data_ini desc, a.id desc`,
    );
    return rowsOf<AvaliacaoGrafico & { dataFim: string | null }>(r).map((a) => ({
      id: a.id,
      nome: a.titulo,
      anonima: a.anonima,
      dataFim: a.dataFim,
      avaliaModelo: a.avaliaModelo,
      avaliaCompetencias: a.avaliaCompetencias,
    }));
  });

  rota(app, nineboxTalentos, LER, async (req) => {
    const s = sessionOf(req);
    return (await talentos(db, s, req.query.ids)).map((t) => ({
      ...t,
      fotoUrl: `/api/avaliacao/ninebox/talentos/${t.id}/foto`,
    }));
  });

  // The photo, or the initials avatar; a talent out of the session's scope answers 404.
  rota(app, nineboxFoto, LER, async (req, reply) => {
    const s = sessionOf(req);
    const [c] = await db
      .select({ nome: colaborador.nome, foto: colaborador.foto, tipo: colaborador.fotoContentType })
      .from(colaborador)
      .where(
        and(
          eq(colaborador.id, req.params.id),
          eq(colaborador.empresaId, s.empresaId),
          escopoDoColaborador(s),
        ),
      );
    if (!c) throw notFound();
    reply.header('cache-control', 'private, no-cache');
    if (c.foto && c.foto.length > 0) return reply.type(c.tipo ?? 'image/png').send(c.foto);
    return reply.type('image/svg+xml').send(initialsAvatar(c.nome));
  });

  rota(app, nineboxAvaliadoresNaoResponderam, LER, async (req) => {
    const s = sessionOf(req);
    const a = await avaliacaoDoGrafico(db, s, req.query.avaliacaoId);
    // Anonymous: HR never learns who answered (docs/decisoes.md); the reminder job and 'Enviar e-mail aos
    // avaliadores' chase the late ones without naming them.
    if (a.anonima) return [];
    const r = await db.execute(sql`
      select cq.respondente_colaborador_id as rid, cq.respondente_usuario_id as uid,
             coalesce(rc.nome, u.nome) as nome, v.id as avaliado_id, v.nome as avaliado
        from colaborador_questionario cq
        join colaborador v on v.id = cq.avaliado_colaborador_id
        left join colaborador rc on rc.id = cq.respondente_colaborador_id
        left join usuario u on u.id = cq.respondente_usuario_id
       where cq.dono_tipo = ${DONOS_AVALIACAO.desempenho} and cq.dono_id = ${a.id} and cq.concluido_em is null`);
    const linhas = rowsOf<{
      rid: number | null;
      uid: number | null;
      nome: string | null;
      avaliado_id: number;
      avaliado: string;
    }>(r);
    const ok = await visiveis(
      db,
      s,
      linhas.map((l) => l.avaliado_id),
    );
    const porAvaliador = new Map<
      string,
      { id: number; nome: string; pendentes: number; avaliados: string[] }
    >();
    for (const l of linhas) {
      if (!ok.has(l.avaliado_id) || l.nome == null) continue;
      const chave = l.rid != null ? `c${l.rid}` : `u${l.uid}`;
      const x = porAvaliador.get(chave) ?? {
        id: l.rid ?? l.uid ?? 0,
        nome: l.nome,
        pendentes: 0,
        avaliados: [],
      };
      x.pendentes++;
      if (!x.avaliados.includes(l.avaliado)) x.avaliados.push(l.avaliado);
      porAvaliador.set(chave, x);
    }
    return [...porAvaliador.values()]
      .map((x) => ({ ...x, avaliados: x.avaliados.sort((p, q) => p.localeCompare(q, 'pt-BR')) }))
      .sort((p, q) => p.nome.localeCompare(q.nome, 'pt-BR'));
  });

  rota(app, nineboxRelatorio, LER, async (req, reply) => {
    const s = sessionOf(req);
    const g = await grafico(db, s, req.body.avaliacaoId, req.body.origem);
    const pdf = await relatorioPdf(db, s, g, req.body.boxes);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="nine-box.pdf"')
      .send(pdf);
  });
}
