/** Server part of 'Resultado da Avaliação de Experiência': each answered follow-up against the model's minimum. */
import { resultadoAvaliacao } from '@ipe/domain/relatorios/avaliacao/resultado-avaliacao';
import { defineRelatorioServidor, listaTexto, periodoTexto } from '../../../platform/relatorios/index.ts';
import { COLUNAS_NOTA as C, type LinhaNota, linhaNota } from './resultados.ts';
import { emLotes, type LinhaResultado, linhas, nomesDe, resultadosSql } from './sql.ts';

const porArea = (a: LinhaNota, b: LinhaNota) =>
  a.area.localeCompare(b.area, 'pt-BR') || a.talento.localeCompare(b.talento, 'pt-BR');

export default defineRelatorioServidor({
  def: resultadoAvaliacao,
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
          titulo: 'Resultado dos acompanhamentos',
          planilha: 'Resultados',
          colunas: [
            C.talento,
            C.cargo,
            C.periodo,
            C.concluido,
            C.respondente,
            C.percentual,
            C.minimo,
            C.resultado,
          ],
          grupo: { titulo: 'Área Organizacional', valor: (l: LinhaNota) => l.area },
          contagem: (n) => `${n} acompanhamento(s) · performance média`,
          linhas: emLotes(rows.map(linhaNota).sort(porArea)),
        },
      ],
    };
  },
});
