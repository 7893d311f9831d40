/** Server part of 'Resultado da Avaliação de Desempenho': each evaluated talent's result, by area. */
import { resultadoAvaliacaoDesempenho } from '@ipe/domain/relatorios/avaliacao/resultado-avaliacao-desempenho';
import { defineRelatorioServidor, listaTexto } from '../../../platform/relatorios/index.ts';
import { avaliacaoDoFiltro, avaliadosDaAvaliacao, resultadosPorAvaliado } from './desempenho.ts';
import {
  COLUNAS_RESULTADO as C,
  type LinhaResultadoDesempenho,
  linhasResultado,
} from './resultadosDesempenho.ts';
import { emLotes, nomesDe } from './sql.ts';

const porArea = (a: LinhaResultadoDesempenho, b: LinhaResultadoDesempenho) =>
  a.area.localeCompare(b.area, 'pt-BR') || a.talento.localeCompare(b.talento, 'pt-BR');

export default defineRelatorioServidor({
  def: resultadoAvaliacaoDesempenho,
  async gerar(f, { db, session }) {
    const a = await avaliacaoDoFiltro(db, session, f.avaliacaoId);
    const [avaliados, resultados, areas] = await Promise.all([
      avaliadosDaAvaliacao(db, session, a.id, { areasIds: f.areasIds }),
      resultadosPorAvaliado(db, session, a),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
    ]);
    return {
      filtrosUsados: [
        ['Avaliação de Desempenho', a.titulo],
        ['Anônima', a.anonima ? 'Sim (números só com 2 ou mais avaliadores além do avaliado)' : 'Não'],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
      ],
      tabelas: [
        {
          titulo: 'Resultado por avaliado',
          planilha: 'Resultados',
          colunas: [C.talento, C.cargo, C.avaliadores, C.questionario, C.competencias, C.resultado],
          grupo: { titulo: 'Área Organizacional', valor: (l: LinhaResultadoDesempenho) => l.area },
          contagem: (n) => `${n} avaliado(s)`,
          linhas: emLotes(linhasResultado(avaliados, resultados).sort(porArea)),
        },
      ],
    };
  },
});
