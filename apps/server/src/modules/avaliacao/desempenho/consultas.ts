/**
 * HR's reads of a performance evaluation's answers (spec 2 §7 Evaluations and 'Competences and levels'):
 * results per evaluated talent, the answered form as PDF and XLSX, the blank questionnaire, the
 * comparative (self-evaluation × the other evaluators' mean), the evaluations with answers, the
 * evaluation's competence configuration, and the competences evaluated. In an anonymous evaluation only
 * aggregates of at least 2 evaluators (the talent itself aside) leave the server; one form's answers are
 * read by its evaluator only (platform permissoes, owner hook `anonimos`).
 */
import { calcularPontuacao } from '@ipe/domain';
import {
  avaliacoesRespondidas,
  type Comparativa,
  comparativa,
  comparativaPdf,
  competenciasDaAvaliacaoDesempenho,
  competenciasPorAvaliacoes,
  configuracaoCompetenciaAvaliacao,
  MSG_QUESTIONARIO_DESEMPENHO as M,
  questionarioEmBrancoPdf,
  respondidaPdf,
  respondidaXls,
  resultadosDesempenho,
  XLSX,
} from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import { MINIMO_AVALIADORES_ANONIMA } from '@ipe/domain/resources/avaliacao/resultadoDesempenho';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { finalizar, novoDocumento, paragrafo, secao, cabecalhoEmpresa } from '../../../platform/pdf/index.ts';
import { imprimirRespondido } from '../../../platform/questionario/colaborador/index.ts';
import { nomeArquivo } from '../../../platform/questionario/dono.ts';
import { imprimirQuestionario } from '../../../platform/questionario/impressao.ts';
import { carregarPerguntas } from '../../../platform/questionario/leitura.ts';
import { lerResultado } from '../../../platform/questionario/respostas.ts';
import { niveisDaEmpresa, SQL_AVALIA_COMPETENCIAS } from './competencias.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';
import { ehRh, lerFormulario } from './questionarios.ts';
import {
  type AvaliacaoResumo,
  avaliacaoDaEmpresa,
  escopoDosResultados,
  resultadosDaAvaliacao,
  SQL_COMPETENCIAS,
} from './resultados.ts';
import { escopoAvaliacao } from './rotas.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const LER = {
  config: { access: 'ROLE_AVA_AVALIACOES_DESEMPENHO' as const },
  schema: { tags: ['avaliacao'] },
};
const AUTENTICADO = { config: { access: 'authenticated' as const }, schema: { tags: ['avaliacao'] } };
const idDe = (raw: string) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};
const pct = (n: number | null) =>
  n == null ? '—' : `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** The evaluation for HR's reads: of the company and, for a manager, evaluating someone of its areas; else 404. */
async function avaliacaoDoLeitor(db: Db, s: Session, id: number): Promise<AvaliacaoResumo> {
  const a = await avaliacaoDaEmpresa(db, s.empresaId, id);
  if (areasDaSessao(s)) {
    const r = await db.execute(
      sql`select 1 from avaliacao_desempenho a where a.id = ${a.id} ${escopoAvaliacao(s)}`,
    );
    if (!rowsOf(r).length) throw notFound();
  }
  return a;
}

/** A manager reads one evaluated talent's numbers only within escopoDosResultados; else 404. */
async function avaliadoNoEscopo(db: Db, s: Session, a: AvaliacaoResumo, avaliadoId: number) {
  if (!areasDaSessao(s)) return;
  const r = await db.execute(
    sql`select 1 from colaborador c where c.id = ${avaliadoId} ${escopoDosResultados(s, a)}`,
  );
  if (!rowsOf(r).length) throw notFound();
}

/** The comparative of one evaluated talent (percentages per question, level orders per competence). */
async function montarComparativa(
  db: Db,
  s: Session,
  avaliacaoId: number,
  avaliadoId: number,
): Promise<Comparativa> {
  const a = await avaliacaoDoLeitor(db, s, avaliacaoId);
  await avaliadoNoEscopo(db, s, a, avaliadoId);
  const r = await db.execute(sql`
    select cq.id, cq.questionario_id, cq.questionario_resposta_id,
           cq.respondente_colaborador_id is not distinct from cq.avaliado_colaborador_id as auto, c.nome
      from colaborador_questionario cq join colaborador c on c.id = cq.avaliado_colaborador_id
     where cq.dono_tipo = ${DONOS_AVALIACAO.desempenho} and cq.dono_id = ${a.id}
       and cq.avaliado_colaborador_id = ${avaliadoId} and cq.concluido_em is not null`);
  const regs = rowsOf<{
    id: number;
    questionario_id: number;
    questionario_resposta_id: number | null;
    auto: boolean;
    nome: string;
  }>(r);
  const [c] = rowsOf<{ nome: string }>(
    await db.execute(
      sql`select nome from colaborador where id = ${avaliadoId} and empresa_id = ${s.empresaId}`,
    ),
  );
  if (!c) throw notFound();
  const outros = regs.filter((x) => !x.auto);
  // Anonymous: the self-evaluation is one person's answer; the others only as a mean of at least 2.
  const mostraAuto = !a.anonima;
  const mostraDemais = !a.anonima || outros.length >= MINIMO_AVALIADORES_ANONIMA;
  const [q] = rowsOf<{ questionario_id: number }>(
    await db.execute(sql`select questionario_id from avaliacao_desempenho where id = ${a.id}`),
  );
  const perguntas = await carregarPerguntas(db, q.questionario_id);
  const resultados = new Map<number, Awaited<ReturnType<typeof lerResultado>>>();
  for (const x of regs)
    if (x.questionario_resposta_id != null)
      resultados.set(x.id, await lerResultado(db, x.questionario_resposta_id));
  const percentualDe = (regId: number, perguntaId: number) => {
    const p = perguntas.find((y) => y.id === perguntaId);
    const resp = resultados.get(regId)?.respostas.find((y) => y.perguntaId === perguntaId);
    return p && resp ? calcularPontuacao([p], [resp]).percentual : null;
  };
  const mediaDe = (vals: (number | null)[]) => {
    const v = vals.filter((x): x is number => x != null);
    return v.length ? Math.round((v.reduce((s2, y) => s2 + y, 0) / v.length) * 100) / 100 : null;
  };
  const auto = regs.find((x) => x.auto);
  const comp = rowsOf<{
    tipo: 'C' | 'H' | 'A';
    id: number;
    nome: string;
    exigida: number | null;
    auto: number | null;
    demais: number | null;
  }>(
    await db.execute(sql`
      select r.tipo_competencia as tipo, r.competencia_id as id,
             coalesce(k.nome, h.nome, t.nome) as nome, max(ne.ordem)::int as exigida,
             avg(nc.ordem) filter (where cq.respondente_colaborador_id is not distinct from cq.avaliado_colaborador_id)::float8 as auto,
             avg(nc.ordem) filter (where cq.respondente_colaborador_id is distinct from cq.avaliado_colaborador_id)::float8 as demais
        from resposta_competencia_desempenho r
        join colaborador_questionario cq on cq.id = r.colaborador_questionario_id and cq.concluido_em is not null
        left join conhecimento k on r.tipo_competencia = 'C' and k.id = r.competencia_id
        left join habilidade h on r.tipo_competencia = 'H' and h.id = r.competencia_id
        left join atitude t on r.tipo_competencia = 'A' and t.id = r.competencia_id
        left join nivel_competencia ne on ne.id = r.nivel_exigido_id
        left join nivel_competencia nc on nc.id = r.nivel_competencia_id
       where r.avaliacao_desempenho_id = ${a.id} and r.avaliado_colaborador_id = ${avaliadoId}
       group by 1, 2, 3 order by 3, 1, 2`),
  );
  return {
    avaliacao: { id: a.id, nome: a.titulo },
    avaliado: { id: avaliadoId, nome: c.nome },
    avaliadores: outros.length,
    perguntas: perguntas.map((p) => ({
      id: p.id,
      texto: p.texto,
      autoavaliacao: mostraAuto && auto ? percentualDe(auto.id, p.id) : null,
      demais: mostraDemais ? mediaDe(outros.map((o) => percentualDe(o.id, p.id))) : null,
    })),
    competencias: comp.map((x) => ({
      tipo: x.tipo,
      id: x.id,
      nome: x.nome,
      exigido: x.exigida,
      autoavaliacao: mostraAuto && x.auto != null ? Math.round(x.auto * 100) / 100 : null,
      demais: mostraDemais && x.demais != null ? Math.round(x.demais * 100) / 100 : null,
    })),
  };
}

export function registerConsultasDesempenho(app: FastifyInstance, { db }: ModuleDeps): undefined {
  // HR (a manager: its areas' talents); the evaluated talent its own line when the evaluation shows it.
  rota(app, resultadosDesempenho, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const rh = ehRh(s);
    const id = idDe(req.params.id);
    const a = rh ? await avaliacaoDoLeitor(db, s, id) : await avaliacaoDaEmpresa(db, s.empresaId, id);
    let avaliadoId = req.query.avaliadoId;
    if (!rh) {
      if (s.colaboradorId == null || (avaliadoId != null && avaliadoId !== s.colaboradorId))
        throw forbidden();
      if (!a.exibeResultadoAutoAvaliacao) throw forbidden(M.resultadoOculto);
      avaliadoId = s.colaboradorId;
    }
    const escopo = rh ? escopoDosResultados(s, a) : undefined;
    const resultados = await resultadosDaAvaliacao(db, s.empresaId, a, avaliadoId, escopo);
    return { avaliacao: { id: a.id, nome: a.titulo, anonima: a.anonima }, resultados };
  });

  rota(app, avaliacoesRespondidas, LER, async (req) => {
    const s = sessionOf(req);
    const r = await db.execute(sql`
      select a.id, a.titulo as nome, a.anonima from avaliacao_desempenho a
       where a.empresa_id = ${s.empresaId} and a.possui_resposta ${escopoAvaliacao(s)}
       order by a.data_ini desc, a.id desc`);
    return rowsOf<{ id: number; nome: string; anonima: boolean }>(r);
  });

  rota(app, configuracaoCompetenciaAvaliacao, LER, async (req) => {
    const s = sessionOf(req);
    const r = await db.execute(sql`
      select ${SQL_AVALIA_COMPETENCIAS} as avalia, a.exibir_nivel_competencia_exigido as exibir
        from avaliacao_desempenho a where a.id = ${req.query.avaliacaoDesempenhoId} and a.empresa_id = ${s.empresaId}
         ${escopoAvaliacao(s)}`);
    const [a] = rowsOf<{ avalia: boolean; exibir: boolean }>(r);
    if (!a) throw notFound();
    return {
      avaliaCompetencias: a.avalia,
      exibirNivelCompetenciaExigido: a.exibir,
      niveis: a.avalia ? await niveisDaEmpresa(db, s.empresaId) : [],
    };
  });

  rota(app, competenciasPorAvaliacoes, LER, async (req) => {
    const s = sessionOf(req);
    const ids = req.query.avaliacaoDesempenhoIds;
    const r = await db.execute(sql`
      select distinct r.tipo_competencia as tipo, r.competencia_id as id, coalesce(k.nome, h.nome, t.nome) as nome
        from resposta_competencia_desempenho r
        left join conhecimento k on r.tipo_competencia = 'C' and k.id = r.competencia_id
        left join habilidade h on r.tipo_competencia = 'H' and h.id = r.competencia_id
        left join atitude t on r.tipo_competencia = 'A' and t.id = r.competencia_id
       where r.empresa_id = ${s.empresaId} and r.avaliacao_desempenho_id in (${sql.join(
         ids.map((i) => sql`${i}`),
         sql`, `,
       )})
         and exists (select 1 from avaliacao_desempenho a where a.id = r.avaliacao_desempenho_id ${escopoAvaliacao(s)})
       order by 3, 1, 2`);
    return rowsOf<{ tipo: 'C' | 'H' | 'A'; id: number; nome: string }>(r);
  });

  rota(app, competenciasDaAvaliacaoDesempenho, LER, async (req) => {
    const s = sessionOf(req);
    const a = await avaliacaoDoLeitor(db, s, req.query.avaliacaoDesempenhoId);
    const avaliadoId = req.query.avaliadoId;
    await avaliadoNoEscopo(db, s, a, avaliadoId);
    const [outros] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from colaborador_questionario
         where dono_tipo = ${DONOS_AVALIACAO.desempenho} and dono_id = ${a.id} and avaliado_colaborador_id = ${avaliadoId}
           and concluido_em is not null and respondente_colaborador_id is distinct from ${avaliadoId}`),
    );
    const oculto = a.anonima && outros.n < MINIMO_AVALIADORES_ANONIMA;
    const niveis = new Map((await niveisDaEmpresa(db, s.empresaId)).map((n) => [n.ordem, n]));
    const r = await db.execute(sql`
      select x.tipo, x.id, x.peso, x.exigida, x.media, x.avaliadores, coalesce(k.nome, h.nome, t.nome) as nome
        from (${SQL_COMPETENCIAS(a.id, avaliadoId)}) x
        left join conhecimento k on x.tipo = 'C' and k.id = x.id
        left join habilidade h on x.tipo = 'H' and h.id = x.id
        left join atitude t on x.tipo = 'A' and t.id = x.id
       order by nome, x.tipo, x.id`);
    return rowsOf<{
      tipo: 'C' | 'H' | 'A';
      id: number;
      nome: string;
      peso: number;
      exigida: number | null;
      media: number | null;
      avaliadores: number;
    }>(r).map((x) => ({
      tipo: x.tipo,
      id: x.id,
      nome: x.nome,
      peso: x.peso,
      nivelExigido: x.exigida == null ? null : (niveis.get(x.exigida) ?? null),
      mediaEscolhida: oculto || x.media == null ? null : Math.round(x.media * 100) / 100,
      avaliadores: x.avaliadores,
    }));
  });

  // One form's answers: whoever reads the form (its evaluator; HR unless the evaluation is anonymous).
  rota(app, respondidaPdf, AUTENTICADO, async (req, reply) => {
    const s = sessionOf(req);
    const { linha, formulario: f } = await lerFormulario(app, db, s, req.params.id);
    const niveis = new Map(f.niveis.map((n) => [n.id, n.descricao]));
    const arquivo = await imprimirRespondido(db, s, f.registro, linha.questionarioRespostaId, (doc) => {
      if (!f.competencias.length) return;
      secao(doc, 'Competências');
      for (const c of f.competencias)
        paragrafo(
          doc,
          `${c.nome}: ${c.nivelCompetenciaId == null ? '(sem resposta)' : niveis.get(c.nivelCompetenciaId)}` +
            (c.nivelExigido ? ` (exigido: ${c.nivelExigido.descricao})` : ''),
          { tamanho: 9.5, espacoDepois: 3 },
        );
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', nomeArquivo(f.registro.titulo))
      .send(arquivo);
  });

  rota(app, respondidaXls, AUTENTICADO, async (req, reply) => {
    const s = sessionOf(req);
    const { linha, formulario: f } = await lerFormulario(app, db, s, req.params.id);
    const resultado =
      linha.questionarioRespostaId == null ? null : await lerResultado(db, linha.questionarioRespostaId);
    const respostas = new Map((resultado?.respostas ?? []).map((r) => [r.perguntaId, r]));
    const { default: Excel } = await import('exceljs');
    const wb = new Excel.Workbook();
    const ws = wb.addWorksheet('Respostas');
    ws.columns = [
      { header: 'Pergunta', key: 'pergunta', width: 60 },
      { header: 'Resposta', key: 'resposta', width: 50 },
      { header: 'Comentário', key: 'comentario', width: 40 },
      { header: 'Pontos', key: 'pontos', width: 10 },
    ];
    ws.getRow(1).font = { bold: true };
    for (const p of f.questionario.perguntas) {
      const r = respostas.get(p.id);
      const opcoes = new Map(p.respostas.map((o) => [o.id, o.texto]));
      const resposta =
        r?.respostaId != null
          ? opcoes.get(r.respostaId)
          : r?.respostasIds?.length
            ? r.respostasIds.map((i) => opcoes.get(i)).join('; ')
            : r?.nota != null
              ? r.nota
              : p.tipo === 3
                ? r?.comentario
                : null;
      ws.addRow({
        pergunta: p.texto,
        resposta: resposta ?? '',
        comentario: p.tipo === 3 ? '' : (r?.comentario ?? ''),
        pontos: r?.pontos ?? null,
      });
    }
    if (f.competencias.length) {
      const wc = wb.addWorksheet('Competências');
      wc.columns = [
        { header: 'Competência', key: 'nome', width: 40 },
        { header: 'Nível escolhido', key: 'nivel', width: 20 },
        { header: 'Nível exigido', key: 'exigido', width: 20 },
        { header: 'Peso', key: 'peso', width: 8 },
      ];
      wc.getRow(1).font = { bold: true };
      const niveis = new Map(f.niveis.map((n) => [n.id, n.descricao]));
      for (const c of f.competencias)
        wc.addRow({
          nome: c.nome,
          nivel: c.nivelCompetenciaId == null ? '' : niveis.get(c.nivelCompetenciaId),
          exigido: c.nivelExigido?.descricao ?? '',
          peso: c.peso,
        });
    }
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    return reply
      .type(XLSX)
      .header('content-disposition', nomeArquivo(f.registro.titulo).replace(/\.pdf/g, '.xlsx'))
      .send(buf);
  });

  rota(app, questionarioEmBrancoPdf, LER, async (req, reply) => {
    const s = sessionOf(req);
    const a = await avaliacaoDoLeitor(db, s, idDe(req.params.id));
    const [q] = rowsOf<{ questionario_id: number }>(
      await db.execute(sql`select questionario_id from avaliacao_desempenho where id = ${a.id}`),
    );
    const arquivo = await imprimirQuestionario(db, s, q.questionario_id, { titulo: a.titulo });
    return reply.type('application/pdf').header('content-disposition', nomeArquivo(a.titulo)).send(arquivo);
  });

  rota(app, comparativa, LER, async (req) =>
    montarComparativa(db, sessionOf(req), idDe(req.params.id), idDe(req.params.id2)),
  );

  rota(app, comparativaPdf, LER, async (req, reply) => {
    const s = sessionOf(req);
    const c = await montarComparativa(db, s, idDe(req.params.id), idDe(req.params.id2));
    const doc = novoDocumento({
      titulo: `Comparativo: ${c.avaliado.nome}`,
      subtitulo: c.avaliacao.nome,
      empresa: await cabecalhoEmpresa(db, s),
      usuario: s.usuarioNome,
      filtros: [['Avaliadores (exceto autoavaliação)', String(c.avaliadores)]],
    });
    secao(doc, 'Perguntas (autoavaliação × demais avaliadores)');
    for (const p of c.perguntas)
      paragrafo(doc, `${p.texto}: ${pct(p.autoavaliacao)} × ${pct(p.demais)}`, {
        tamanho: 9.5,
        espacoDepois: 3,
      });
    if (c.competencias.length) {
      secao(doc, 'Competências (nível: exigido, autoavaliação × demais)');
      for (const x of c.competencias)
        paragrafo(doc, `${x.nome}: ${x.exigido ?? '—'}, ${x.autoavaliacao ?? '—'} × ${x.demais ?? '—'}`, {
          tamanho: 9.5,
          espacoDepois: 3,
        });
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', nomeArquivo(`Comparativo ${c.avaliado.nome}`))
      .send(await finalizar(doc));
  });
}
