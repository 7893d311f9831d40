/** Server part of 'Cartão de Acompanhamento do Período de Experiência': one card (group) per chosen talent. */
import { cartaoAcompanhamentoPeriodoExperiencia } from '@ipe/domain/relatorios/avaliacao/cartao-acompanhamento-periodo-experiencia';
import { textoDaCelula } from '../../../platform/relatorios/index.ts';
import { defineRelatorioServidor, listaTexto } from '../../../platform/relatorios/index.ts';
import { COL, type LinhaPeriodo, linhaPeriodo } from './colunas.ts';
import { acompanhamentosSql, emLotes, type LinhaAcompanhamento, linhas, nomesDe } from './sql.ts';

export default defineRelatorioServidor({
  def: cartaoAcompanhamentoPeriodoExperiencia,
  async gerar(f, { db, session }) {
    const [rows, periodos] = await Promise.all([
      linhas<LinhaAcompanhamento>(db, acompanhamentosSql(session, f)),
      nomesDe(db, 'periodo_experiencia', f.periodosIds, session.empresaId),
    ]);
    const cartao = (l: LinhaAcompanhamento) =>
      `${linhaPeriodo(l).talento} · ${l.cargo ?? 'sem cargo'} · ${l.area} · admissão ${textoDaCelula(l.data_admissao, 'data')}`;
    return {
      filtrosUsados: [
        ['Talentos', listaTexto([...new Set(rows.map((r) => r.nome))])],
        ['Períodos de Experiência', listaTexto(periodos)],
      ],
      tabelas: [
        {
          titulo: 'Cartão de acompanhamento',
          planilha: 'Cartões',
          colunas: [
            COL.periodo,
            COL.prevista,
            COL.concluido,
            COL.respondente,
            COL.modelo,
            COL.percentual,
            COL.minimo,
            COL.resultado,
          ],
          grupo: {
            titulo: 'Talento',
            valor: (l: LinhaPeriodo & { cartao?: string }) => l.cartao ?? l.talento,
          },
          contagem: (n) => `${n} período(s)`,
          linhas: emLotes(rows.map((l) => ({ ...linhaPeriodo(l), cartao: cartao(l) }))),
        },
      ],
    };
  },
});
