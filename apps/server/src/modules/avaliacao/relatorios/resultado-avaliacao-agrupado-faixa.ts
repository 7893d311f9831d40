/** Server part of 'Resultado … por Faixa Salarial': the results grouped by band, each with its mean. */
import { resultadoAvaliacaoAgrupadoFaixa } from '@ipe/domain/relatorios/avaliacao/resultado-avaliacao-agrupado-faixa';
import { defineRelatorioServidor, listaTexto } from '../../../platform/relatorios/index.ts';
import { avaliacaoDoFiltro, avaliadosDaAvaliacao, resultadosPorAvaliado } from './desempenho.ts';
import {
  COLUNAS_RESULTADO as C,
  type LinhaResultadoDesempenho,
  linhasResultado,
  mediaResultados,
} from './resultadosDesempenho.ts';
import { emLotes, linhas, nomesDe } from './sql.ts';
import { sql } from 'drizzle-orm';

const porFaixa = (a: LinhaResultadoDesempenho, b: LinhaResultadoDesempenho) =>
  a.faixa.localeCompare(b.faixa, 'pt-BR') || a.talento.localeCompare(b.talento, 'pt-BR');

export default defineRelatorioServidor({
  def: resultadoAvaliacaoAgrupadoFaixa,
  async gerar(f, { db, session }) {
    const a = await avaliacaoDoFiltro(db, session, f.avaliacaoId);
    const [avaliados, resultados, areas, faixas] = await Promise.all([
      avaliadosDaAvaliacao(db, session, a.id, { areasIds: f.areasIds, faixasIds: f.faixasIds }),
      resultadosPorAvaliado(db, session, a),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
      f.faixasIds.length
        ? linhas<{ nome: string }>(
            db,
            sql`select cg.nome || ' ' || fs.nome as nome from faixa_salarial fs join cargo cg on cg.id = fs.cargo_id
              where cg.empresa_id = ${session.empresaId} and fs.id = any(${`{${f.faixasIds.join(',')}}`}::int[])
              order by 1 collate "und-x-icu"`,
          )
        : Promise.resolve([]),
    ]);
    const rows = linhasResultado(avaliados, resultados).sort(porFaixa);
    // The band's mean goes on each of its rows' group title (the engine's totals add, they do not average text).
    const medias = new Map<string, number | null>();
    for (const faixa of new Set(rows.map((r) => r.faixa)))
      medias.set(faixa, mediaResultados(rows.filter((r) => r.faixa === faixa)));
    const pct = (n: number | null | undefined) =>
      n == null
        ? 'sem resultado'
        : `${n.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
    return {
      filtrosUsados: [
        ['Avaliação de Desempenho', a.titulo],
        [
          'Faixas Salariais',
          listaTexto(
            faixas.map((x) => x.nome),
            'Todas',
          ),
        ],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
      ],
      tabelas: [
        {
          titulo: 'Resultado por faixa salarial',
          planilha: 'Resultados por faixa',
          colunas: [C.talento, C.area, C.avaliadores, C.questionario, C.competencias, C.resultado],
          grupo: {
            titulo: 'Faixa Salarial',
            valor: (l: LinhaResultadoDesempenho) => `${l.faixa} — média ${pct(medias.get(l.faixa))}`,
          },
          contagem: (n) => `${n} avaliado(s)`,
          rotuloTotal: `Total geral · média ${pct(mediaResultados(rows))}`,
          linhas: emLotes(rows),
        },
      ],
    };
  },
});
