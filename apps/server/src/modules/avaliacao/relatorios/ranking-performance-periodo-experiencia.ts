/** Server part of 'Ranking de Performance do Período de Experiência': best score first. */
import { rankingPerformancePeriodoExperiencia } from '@ipe/domain/relatorios/avaliacao/ranking-performance-periodo-experiencia';
import { defineRelatorioServidor, listaTexto, periodoTexto } from '../../../platform/relatorios/index.ts';
import { COLUNAS_NOTA as C, linhaNota } from './resultados.ts';
import { emLotes, type LinhaResultado, linhas, nomesDe, resultadosSql } from './sql.ts';

export default defineRelatorioServidor({
  def: rankingPerformancePeriodoExperiencia,
  async gerar(f, { db, session }) {
    const [rows, modelo, areas, estabs] = await Promise.all([
      linhas<LinhaResultado>(db, resultadosSql(session, f)),
      nomesDe(db, 'modelo_avaliacao', [f.modeloId], session.empresaId, 'titulo'),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
    ]);
    return {
      filtrosUsados: [
        ['Respondidos em', periodoTexto(f)],
        ['Modelo de Avaliação', listaTexto(modelo)],
        ['Áreas Organizacionais', listaTexto(areas)],
        ['Estabelecimentos', listaTexto(estabs, 'Todos')],
      ],
      tabelas: [
        {
          titulo: 'Ranking de performance',
          planilha: 'Ranking',
          colunas: [C.posicao, C.talento, C.area, C.cargo, C.periodo, C.concluido, C.percentual],
          totais: true,
          contagem: (n) => `${n} acompanhamento(s) · performance média`,
          linhas: emLotes(rows.map(linhaNota)),
        },
      ],
    };
  },
});
