/**
 * Server part of 'Pesquisa da Avaliação de Desempenho': per question, the concluded forms about the
 * evaluated talents the session sees (narrowed by area) counted together. In an anonymous evaluation only
 * talents whose numbers are shown (2 or more evaluators besides themselves) count.
 */
import { pesquisaAvaliacaoDesempenho } from '@ipe/domain/relatorios/avaliacao/pesquisa';
import { defineRelatorioServidor, listaTexto } from '../../../platform/relatorios/index.ts';
import { avaliacaoDoFiltro, avaliadosDaAvaliacao, resultadosPorAvaliado } from './desempenho.ts';
import { agregadoTexto, comentariosOrdenados, porPergunta, respostasLidas } from './respostasDesempenho.ts';
import { emLotes, nomesDe } from './sql.ts';

export default defineRelatorioServidor({
  def: pesquisaAvaliacaoDesempenho,
  async gerar(f, { db, session }) {
    const a = await avaliacaoDoFiltro(db, session, f.avaliacaoId);
    const [avaliados, resultados, areas] = await Promise.all([
      avaliadosDaAvaliacao(db, session, a.id, { areasIds: f.areasIds }),
      resultadosPorAvaliado(db, session, a),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
    ]);
    const ids = avaliados.map((v) => v.id).filter((id) => !(a.anonima && resultados.get(id)?.oculto));
    const respostas = await respostasLidas(db, a.id, ids);
    const rows = porPergunta(respostas).map((q) => ({
      pergunta: q[0].pergunta,
      respostas: q.length,
      resultado: agregadoTexto(q),
      comentarios: comentariosOrdenados(q).length,
    }));
    return {
      filtrosUsados: [
        ['Avaliação de Desempenho', a.titulo],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
        ['Avaliados considerados', String(ids.length)],
      ],
      tabelas: [
        {
          titulo: 'Respostas por pergunta',
          planilha: 'Pesquisa',
          colunas: [
            { campo: 'pergunta', titulo: 'Pergunta', largura: 220 },
            { campo: 'respostas', titulo: 'Respostas', largura: 54, formato: 'inteiro' },
            { campo: 'resultado', titulo: 'Resultado', largura: 240 },
            { campo: 'comentarios', titulo: 'Comentários', largura: 60, formato: 'inteiro' },
          ],
          totais: false,
          linhas: emLotes(rows),
        },
      ],
    };
  },
});
