/**
 * Server part of 'Análise de Desempenho das Competências da Organização': per competence, over the
 * evaluated talents the session sees (in an anonymous evaluation only those whose numbers are shown, so
 * narrowing by area never isolates one evaluator), the talents' mean chosen level against the required one.
 */
import { analiseDesempenhoCompetenciaOrganizacional } from '@ipe/domain/relatorios/avaliacao/analise-desempenho-competencia-organizacional';
import { defineRelatorioServidor, listaTexto } from '../../../platform/relatorios/index.ts';
import { niveisEscolhidos, ordemMaxima, percentualDe, porCompetencia } from './competenciasDesempenho.ts';
import {
  avaliacaoDoFiltro,
  avaliadosDaAvaliacao,
  mediaDe,
  resultadosPorAvaliado,
  TIPO_COMPETENCIA,
} from './desempenho.ts';
import { emLotes, nomesDe } from './sql.ts';

type Linha = Record<string, string | number | null>;

export default defineRelatorioServidor({
  def: analiseDesempenhoCompetenciaOrganizacional,
  async gerar(f, { db, session }) {
    const a = await avaliacaoDoFiltro(db, session, f.avaliacaoId);
    const [avaliados, resultados, max, areas] = await Promise.all([
      avaliadosDaAvaliacao(db, session, a.id, { areasIds: f.areasIds }),
      resultadosPorAvaliado(db, session, a),
      ordemMaxima(db, session.empresaId),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
    ]);
    const ids = avaliados.map((v) => v.id).filter((id) => !resultados.get(id)?.oculto);
    const niveis = await niveisEscolhidos(db, a.id, ids, false);
    const rows: Linha[] = porCompetencia(niveis).map((g) => {
      // Each talent's mean first (a talent with five evaluators weighs as one with two), then the talents'.
      const porTalento = new Map<number, typeof g>();
      for (const n of g) porTalento.set(n.avaliado, [...(porTalento.get(n.avaliado) ?? []), n]);
      const talentos = [...porTalento.values()];
      const exigida = mediaDe(talentos.map((t) => t[0].exigida));
      const media = mediaDe(talentos.map((t) => mediaDe(t.map((n) => n.ordem))));
      const percentuais = talentos.map((t) =>
        percentualDe(t[0].exigida, mediaDe(t.map((n) => n.ordem)), t[0].peso, max),
      );
      return {
        competencia: g[0].competencia,
        tipo: TIPO_COMPETENCIA[g[0].tipo] ?? g[0].tipo,
        avaliados: talentos.length,
        exigida,
        media,
        percentual: mediaDe(percentuais),
      };
    });
    return {
      filtrosUsados: [
        ['Avaliação de Desempenho', a.titulo],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
        ...(a.anonima
          ? ([['Anônima', 'Sim: só avaliados com 2 ou mais avaliadores além de si']] as [string, string][])
          : []),
      ],
      tabelas: [
        {
          titulo: 'Competências da organização',
          planilha: 'Competências',
          colunas: [
            { campo: 'competencia', titulo: 'Competência', largura: 170 },
            { campo: 'tipo', titulo: 'Tipo', largura: 70 },
            { campo: 'avaliados', titulo: 'Avaliados', largura: 54, formato: 'inteiro' },
            { campo: 'exigida', titulo: 'Nível exigido médio (ordem)', largura: 80, formato: 'decimal' },
            { campo: 'media', titulo: 'Nível obtido médio (ordem)', largura: 80, formato: 'decimal' },
            {
              campo: 'percentual',
              titulo: 'Percentual',
              largura: 64,
              formato: 'percentual',
              // The general mean: the competences' mean percentage.
              total: (s, n) => (n ? Math.round(((s.percentual ?? 0) / n) * 100) / 100 : null),
            },
          ],
          contagem: (n) => `${n} competência(s) · média geral`,
          linhas: emLotes(rows),
        },
      ],
    };
  },
});
