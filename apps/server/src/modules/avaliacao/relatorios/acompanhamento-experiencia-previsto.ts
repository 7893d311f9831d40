/** Server part of 'Acompanhamentos de Experiência Previstos': talent × period rows whose due date is in the period. */
import { acompanhamentoExperienciaPrevisto } from '@ipe/domain/relatorios/avaliacao/acompanhamento-experiencia-previsto';
import { defineRelatorioServidor, listaTexto, periodoTexto } from '../../../platform/relatorios/index.ts';
import { COL, type LinhaPeriodo, linhaPeriodo } from './colunas.ts';
import { acompanhamentosSql, emLotes, type LinhaAcompanhamento, linhas, nomesDe } from './sql.ts';

export default defineRelatorioServidor({
  def: acompanhamentoExperienciaPrevisto,
  async gerar(f, { db, session }) {
    const [rows, periodos, areas, estabs] = await Promise.all([
      linhas<LinhaAcompanhamento>(
        db,
        acompanhamentosSql(session, { ...f, prevista: { ini: f.dataIni, fim: f.dataFim } }),
      ),
      nomesDe(db, 'periodo_experiencia', f.periodosIds, session.empresaId),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
    ]);
    return {
      filtrosUsados: [
        ['Data prevista', periodoTexto(f)],
        ['Períodos de Experiência', listaTexto(periodos)],
        ['Áreas Organizacionais', listaTexto(areas)],
        ['Estabelecimentos', listaTexto(estabs, 'Todos')],
      ],
      tabelas: [
        {
          titulo: 'Acompanhamentos previstos',
          planilha: 'Previstos',
          colunas: [COL.talento, COL.admissao, COL.periodo, COL.prevista, COL.situacao, COL.concluido],
          grupo: { titulo: 'Área Organizacional', valor: (l: LinhaPeriodo) => l.area },
          contagem: (n) => `${n} acompanhamento(s)`,
          linhas: emLotes(rows.map(linhaPeriodo)),
        },
      ],
    };
  },
});
