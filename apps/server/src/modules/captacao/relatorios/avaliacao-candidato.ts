/**
 * Server part of 'Avaliações de Candidatos'. Option A (analítico): per requisition, each concluded
 * evaluation with score, percentage, the model's minimum and the result; the total line gives the
 * average percentage. Option B (resumo por modelo): per model, how many evaluations, approved and
 * rejected, the approval rate and the average, highest and lowest percentage.
 */
import {
  avaliacaoCandidato,
  OPCAO_AVALIACAO_OPTIONS,
} from '@ipe/domain/relatorios/captacao/avaliacao-candidato';
import { Media, mediaDaSoma, percentual } from '@ipe/domain/relatorios/captacao/selecaoIndicadores';
import {
  type Coluna,
  defineRelatorioServidor,
  emUmLote,
  listaTexto,
  periodoTexto,
} from '../../../platform/relatorios/index.ts';
import {
  type LinhaAvaliacao,
  lotesAvaliacoes,
  type SomaModelo,
  somasPorModelo,
} from './avaliacao-candidato.linhas.ts';
import { nomesDe, comEscopo } from './comum.ts';
import { mapearLotes } from './selecaoSql.ts';

/** An evaluation's verdict: a model without a minimum has no pass mark. */
const resultado = (aprovado: boolean | null) =>
  aprovado === true ? 'Aprovado' : aprovado === false ? 'Reprovado' : 'Sem nota mínima';

interface LinhaA extends Record<string, string | number | null> {
  solicitacao: string;
  candidato: string;
  modelo: string;
  concluida_em: string;
  pontuacao: number;
  pontuacao_maxima: number;
  percentual: number | null;
  minimo: number | null;
  resultado: string;
  respondida_por: string;
}

function paraLinhaA(r: LinhaAvaliacao): LinhaA {
  return {
    solicitacao: r.solicitacao_id
      ? `${r.solicitacao_id} – ${r.solicitacao}`
      : 'nenhuma (avaliações aplicadas fora de uma seleção)',
    candidato: r.candidato,
    modelo: r.modelo,
    concluida_em: r.concluida_em,
    pontuacao: r.pontuacao,
    pontuacao_maxima: r.pontuacao_maxima,
    percentual: r.percentual,
    minimo: r.minimo,
    resultado: resultado(r.aprovado),
    respondida_por: r.respondida_pelo_candidato ? 'Candidato' : 'RH',
  };
}

const COLUNAS_A: Coluna<LinhaA>[] = [
  { campo: 'candidato', titulo: 'Candidato', largura: 150 },
  { campo: 'modelo', titulo: 'Modelo de avaliação', largura: 190 },
  { campo: 'concluida_em', titulo: 'Concluída em', largura: 58, formato: 'data' },
  { campo: 'pontuacao', titulo: 'Pontos', largura: 46, formato: 'decimal' },
  { campo: 'pontuacao_maxima', titulo: 'Máximo', largura: 46, formato: 'decimal' },
  {
    campo: 'percentual',
    titulo: 'Percentual',
    largura: 56,
    formato: 'percentual',
    // The total lines show the average percentage of their evaluations.
    total: (somas, n) => mediaDaSoma(somas.percentual ?? 0, n),
  },
  { campo: 'minimo', titulo: 'Mínimo', largura: 50, formato: 'percentual' },
  { campo: 'resultado', titulo: 'Resultado', largura: 64 },
  { campo: 'respondida_por', titulo: 'Respondida por', largura: 60 },
];

interface LinhaB extends Record<string, string | number | null> {
  modelo: string;
  minimo: number | null;
  avaliacoes: number;
  aprovados: number;
  reprovados: number;
  aprovacao: number | null;
  media: number | null;
  maior: number | null;
  menor: number | null;
}

function paraLinhaB(s: SomaModelo): LinhaB {
  return {
    modelo: s.modelo,
    minimo: s.minimo,
    avaliacoes: s.avaliacoes,
    aprovados: s.aprovados,
    reprovados: s.reprovados,
    aprovacao: percentual(s.aprovados, s.aprovados + s.reprovados),
    media: s.media_percentual,
    maior: s.maior_percentual,
    menor: s.menor_percentual,
  };
}

/** Option B: the whole summary is in memory (one line per model), so the totals are computed exactly. */
function colunasB(somas: SomaModelo[], linhas: LinhaB[]): Coluna<LinhaB>[] {
  // The models' averages weighted by their evaluations: the average of every evaluation.
  const geral = new Media();
  for (const s of somas) geral.somar(s.media_percentual, s.avaliacoes);
  const mediaGeral = geral.valor;
  const extremo = (f: (...v: number[]) => number, campo: 'maior' | 'menor') => {
    const v = linhas.map((l) => l[campo]).filter((x): x is number => x != null);
    return v.length ? f(...v) : null;
  };
  return [
    { campo: 'modelo', titulo: 'Modelo de avaliação', largura: 210 },
    { campo: 'minimo', titulo: 'Mínimo', largura: 50, formato: 'percentual' },
    { campo: 'avaliacoes', titulo: 'Avaliações', largura: 58, formato: 'inteiro', total: 'soma' },
    { campo: 'aprovados', titulo: 'Aprovados', largura: 58, formato: 'inteiro', total: 'soma' },
    { campo: 'reprovados', titulo: 'Reprovados', largura: 60, formato: 'inteiro', total: 'soma' },
    {
      campo: 'aprovacao',
      titulo: '% Aprovação',
      largura: 64,
      formato: 'percentual',
      total: (somas) => percentual(somas.aprovados ?? 0, (somas.aprovados ?? 0) + (somas.reprovados ?? 0)),
    },
    { campo: 'media', titulo: 'Média', largura: 52, formato: 'percentual', total: () => mediaGeral },
    {
      campo: 'maior',
      titulo: 'Maior',
      largura: 52,
      formato: 'percentual',
      total: () => extremo(Math.max, 'maior'),
    },
    {
      campo: 'menor',
      titulo: 'Menor',
      largura: 52,
      formato: 'percentual',
      total: () => extremo(Math.min, 'menor'),
    },
  ];
}

export default defineRelatorioServidor({
  def: avaliacaoCandidato,
  async gerar(pedido, { db, session }) {
    // The area scope: only evaluations of the manager's areas' requisitions.
    const f = comEscopo(pedido, session);
    const empresaId = session.empresaId;
    const [modelos, solicitacoes] = await Promise.all([
      nomesDe(db, 'modelo_avaliacao_candidato', f.modelosIds, empresaId, 'titulo'),
      nomesDe(db, 'solicitacao', f.solicitacoesIds, empresaId, 'descricao'),
    ]);
    const filtrosUsados: [string, string][] = [
      ['Período (conclusão)', periodoTexto(f)],
      ['Opção', OPCAO_AVALIACAO_OPTIONS.find((o) => o.value === f.opcao)?.label ?? f.opcao],
      ['Modelos de avaliação', listaTexto(modelos)],
      ['Solicitações', listaTexto(solicitacoes, 'Todas')],
    ];
    if (f.opcao === 'B') {
      const somas = await somasPorModelo(db, empresaId, f);
      const linhas = somas.map(paraLinhaB);
      return {
        filtrosUsados,
        subtitulo: 'Resumo por modelo de avaliação',
        tabelas: [
          {
            titulo: 'Resumo por modelo',
            planilha: 'Resumo por modelo',
            colunas: colunasB(somas, linhas),
            rotuloTotal: 'Total',
            linhas: emUmLote(linhas),
          },
        ],
      };
    }
    return {
      filtrosUsados,
      subtitulo: 'Analítico por candidato',
      tabelas: [
        {
          titulo: 'Avaliações por solicitação',
          planilha: 'Avaliações',
          colunas: COLUNAS_A,
          grupo: { titulo: 'Solicitação', valor: (l: LinhaA) => l.solicitacao },
          contagem: (n: number) => `${n.toLocaleString('pt-BR')} avaliação(ões)`,
          linhas: mapearLotes(lotesAvaliacoes(db, empresaId, f), paraLinhaA),
        },
      ],
    };
  },
});
