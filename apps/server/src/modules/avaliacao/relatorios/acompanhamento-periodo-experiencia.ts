/** Server part of 'Acompanhamento do Período de Experiência': the talents admitted in the period, each chosen period. */
import { acompanhamentoPeriodoExperiencia } from '@ipe/domain/relatorios/avaliacao/acompanhamento-periodo-experiencia';
import { defineRelatorioServidor, listaTexto, periodoTexto } from '../../../platform/relatorios/index.ts';
import { COL, type LinhaPeriodo, linhaPeriodo } from './colunas.ts';
import { acompanhamentosSql, emLotes, type LinhaAcompanhamento, linhas, nomesDe } from './sql.ts';

export default defineRelatorioServidor({
  def: acompanhamentoPeriodoExperiencia,
  async gerar(f, { db, session }) {
    const [rows, periodos, areas, estabs] = await Promise.all([
      linhas<LinhaAcompanhamento>(
        db,
        acompanhamentosSql(session, { ...f, admissao: { ini: f.dataIni, fim: f.dataFim } }),
      ),
      nomesDe(db, 'periodo_experiencia', f.periodosIds, session.empresaId),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
    ]);
    return {
      filtrosUsados: [
        ['Admissão', periodoTexto(f)],
        ['Períodos de Experiência', listaTexto(periodos)],
        ['Áreas Organizacionais', listaTexto(areas)],
        ['Estabelecimentos', listaTexto(estabs, 'Todos')],
      ],
      tabelas: [
        {
          titulo: 'Acompanhamento do período de experiência',
          planilha: 'Acompanhamentos',
          colunas: [
            COL.talento,
            COL.admissao,
            COL.periodo,
            COL.prevista,
            COL.concluido,
            COL.percentual,
            COL.minimo,
            COL.resultado,
          ],
          grupo: { titulo: 'Área Organizacional', valor: (l: LinhaPeriodo) => l.area },
          contagem: (n) => `${n} acompanhamento(s)`,
          linhas: emLotes(rows.map(linhaPeriodo)),
        },
      ],
    };
  },
});
