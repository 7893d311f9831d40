/**
 * Server part of 'Análise de Desempenho das Competências do Talento'. Rules needing the evaluation (spec 2
 * §5): anonymous and not summarised, at least 2 evaluators chosen; the general mean's Sim/Não unless
 * summarised or version 2.0. Anonymous: the levels are counted over every concluded form (the choice of
 * evaluators does not narrow them: comparing two choices would give one evaluator's answers) and shown only
 * when the talent has at least 2 evaluators besides itself.
 */
import { analiseDesempenhoCompetenciaTalento } from '@ipe/domain/relatorios/avaliacao/analise-desempenho-competencia-talento';
import {
  MINIMO_AVALIADORES_ANONIMA_RELATORIO,
  MSG_RELATORIO_DESEMPENHO as M,
} from '@ipe/domain/relatorios/avaliacao/filtrosDesempenho';
import { fieldErrors } from '../../../platform/http/errors.ts';
import { type Coluna, defineRelatorioServidor, listaTexto } from '../../../platform/relatorios/index.ts';
import {
  chaveCompetencia,
  type NivelEscolhido,
  niveisEscolhidos,
  ordemMaxima,
  percentualDe,
  porCompetencia,
} from './competenciasDesempenho.ts';
import {
  avaliacaoDoFiltro,
  avaliadosDaAvaliacao,
  MENOS_DE_DOIS,
  mediaDe,
  resultadosPorAvaliado,
  TIPO_COMPETENCIA,
  talentoTexto,
} from './desempenho.ts';
import { emLotes, nomesDe } from './sql.ts';

type Linha = Record<string, string | number | null>;

const mediaOrdem = (ns: readonly NivelEscolhido[]) => mediaDe(ns.map((n) => n.ordem));
/** 'Básico: 1 · Avançado: 2' (how many chose each level, lowest first): counts, never who. */
function contagemNiveis(ns: readonly NivelEscolhido[]): string {
  const c = new Map<string, { ordem: number; n: number }>();
  for (const x of ns)
    if (x.nivel != null) c.set(x.nivel, { ordem: x.ordem ?? 0, n: (c.get(x.nivel)?.n ?? 0) + 1 });
  return [...c.entries()]
    .sort((a, b) => a[1].ordem - b[1].ordem)
    .map(([nivel, { n }]) => `${nivel}: ${n}`)
    .join(' · ');
}

export default defineRelatorioServidor({
  def: analiseDesempenhoCompetenciaTalento,
  async gerar(f, { db, session }) {
    const a = await avaliacaoDoFiltro(db, session, f.avaliacaoId);
    const resumido = f.layout === 'RESUMIDO';
    const erros: { field: string; message: string }[] = [];
    if (a.anonima && !resumido && f.avaliadoresIds.length < MINIMO_AVALIADORES_ANONIMA_RELATORIO)
      erros.push({ field: 'avaliadoresIds', message: M.anonimaDoisAvaliadores });
    if (!resumido && a.tipo !== '2.0' && f.mediaGeral == null)
      erros.push({ field: 'mediaGeral', message: M.mediaGeralObrigatoria });
    if (erros.length) throw fieldErrors(erros);

    const [avaliado] = await avaliadosDaAvaliacao(db, session, a.id, { ids: [f.avaliadoId] });
    const comMediaGeral = !resumido && f.mediaGeral === true;
    const [resultados, max, todos, escolhidos] = await Promise.all([
      resultadosPorAvaliado(db, session, a),
      ordemMaxima(db, session.empresaId),
      avaliado ? niveisEscolhidos(db, a.id, [avaliado.id], !a.anonima) : Promise.resolve([]),
      nomesDe(db, 'colaborador', f.avaliadoresIds, session.empresaId),
    ]);
    const oculto = resultados.get(f.avaliadoId)?.oculto ?? false;
    // The general mean: the evaluation's evaluated talents the session sees (a manager: its areas, so no
    // other area's level can be inferred) whose numbers are shown.
    const noEscopo = comMediaGeral ? await avaliadosDaAvaliacao(db, session, a.id) : [];
    const visiveis = noEscopo
      .map((v) => v.id)
      .filter((id) => resultados.get(id) && !resultados.get(id)?.oculto);
    const gerais = comMediaGeral && avaliado ? await niveisEscolhidos(db, a.id, visiveis, false) : [];
    const mediaGeralDe = new Map(porCompetencia(gerais).map((g) => [chaveCompetencia(g[0]), mediaOrdem(g)]));

    // Non-anonymous: the chosen evaluators' forms (all when none is chosen); at most 4 columns (detailed).
    const porAvaliador = !a.anonima && f.avaliadoresIds.length > 0;
    const considerados = porAvaliador
      ? todos.filter((n) => f.avaliadoresIds.includes(n.avaliador_id ?? 0))
      : todos;
    const avaliadores = porAvaliador && !resumido ? f.avaliadoresIds : [];
    const nomeAvaliador = new Map(todos.map((n) => [n.avaliador_id ?? 0, n.avaliador ?? '']));

    const rows: Linha[] = porCompetencia(todos).map((g) => {
      const c = g[0];
      const estes = considerados.filter((n) => chaveCompetencia(n) === chaveCompetencia(c));
      const media = mediaOrdem(estes);
      const linha: Linha = {
        competencia: c.competencia,
        tipo: TIPO_COMPETENCIA[c.tipo] ?? c.tipo,
        peso: c.peso,
        exigido: c.exigido ?? '',
        media: oculto ? MENOS_DE_DOIS : media,
        percentual: oculto ? MENOS_DE_DOIS : percentualDe(c.exigida, media, c.peso, max),
        niveis: oculto ? MENOS_DE_DOIS : contagemNiveis(estes),
        mediaGeral: mediaGeralDe.get(chaveCompetencia(c)) ?? null,
      };
      avaliadores.forEach((id, i) => {
        linha[`avaliador${i}`] = estes.find((n) => n.avaliador_id === id)?.nivel ?? '';
      });
      return linha;
    });

    const colunas: Coluna<Linha>[] = [
      { campo: 'competencia', titulo: 'Competência', largura: 150 },
      ...(resumido
        ? []
        : [
            { campo: 'tipo', titulo: 'Tipo', largura: 64 },
            { campo: 'peso', titulo: 'Peso', largura: 36, formato: 'inteiro' as const },
          ]),
      { campo: 'exigido', titulo: 'Nível exigido', largura: 80 },
      ...avaliadores.map((id, i) => ({
        campo: `avaliador${i}`,
        titulo: nomeAvaliador.get(id) || `Avaliador ${i + 1}`,
        largura: 80,
      })),
      ...(a.anonima && !resumido ? [{ campo: 'niveis', titulo: 'Níveis escolhidos', largura: 150 }] : []),
      { campo: 'media', titulo: 'Média (ordem)', largura: 60, formato: 'decimal' },
      { campo: 'percentual', titulo: 'Percentual', largura: 60, formato: 'percentual' },
      ...(comMediaGeral
        ? [{ campo: 'mediaGeral', titulo: 'Média geral (ordem)', largura: 64, formato: 'decimal' as const }]
        : []),
    ];
    const r = resultados.get(f.avaliadoId);
    const pct = (n: number | null | undefined) =>
      n == null
        ? '—'
        : `${n.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
    return {
      subtitulo: avaliado ? talentoTexto(avaliado.nome, avaliado.matricula) : undefined,
      filtrosUsados: [
        ['Avaliação de Desempenho', a.titulo],
        ['Avaliado', avaliado ? talentoTexto(avaliado.nome, avaliado.matricula) : ''],
        [
          'Avaliadores',
          a.anonima
            ? 'Todos os que concluíram (avaliação anônima: respostas não identificadas)'
            : listaTexto(escolhidos, 'Todos os que concluíram'),
        ],
        ['Layout', resumido ? 'Resumido' : 'Detalhado'],
      ],
      tabelas: [
        {
          titulo: 'Competências do avaliado',
          planilha: 'Competências',
          colunas,
          totais: true,
          // The total line carries the talent's competence percentage (the results screen's figure).
          rotuloTotal: 'Percentual das competências',
          contagem: () => (oculto ? MENOS_DE_DOIS : pct(r?.competencias)),
          linhas: emLotes(rows),
        },
      ],
    };
  },
});
