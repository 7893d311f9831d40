/**
 * Server part of 'Comparativo de Performance do Talento': each chosen talent (the session's scope) in each
 * performance evaluation ending in the period where it is evaluated, oldest first, with the result's change
 * from its previous shown result. Withheld results (anonymous, < 2 evaluators) stay withheld.
 */
import { comparativoPerformanceTalento } from '@ipe/domain/relatorios/avaliacao/comparativo-performance-talento';
import { sql } from 'drizzle-orm';
import { defineRelatorioServidor, listaTexto, periodoTexto } from '../../../platform/relatorios/index.ts';
import { resultadosDaAvaliacao } from '../desempenho/resultados.ts';
import { emIds, escopo, ouOculto, talentoTexto } from './desempenho.ts';
import { emLotes, linhas } from './sql.ts';

interface Par {
  colaborador_id: number;
  nome: string;
  matricula: string | null;
  avaliacao_id: number;
  titulo: string;
  anonima: boolean;
  exibe: boolean;
  data_ini: string;
  data_fim: string;
}

export default defineRelatorioServidor({
  def: comparativoPerformanceTalento,
  async gerar(f, { db, session }) {
    const pares = await linhas<Par>(
      db,
      sql`select c.id as colaborador_id, c.nome, c.matricula, a.id as avaliacao_id, a.titulo, a.anonima,
          a.exibe_resultado_auto_avaliacao as exibe, a.data_ini::text as data_ini, a.data_fim::text as data_fim
        from avaliado_avaliacao_desempenho v
        join avaliacao_desempenho a on a.id = v.avaliacao_desempenho_id
        join colaborador c on c.id = v.colaborador_id
        where a.empresa_id = ${session.empresaId} and c.empresa_id = ${session.empresaId}
          and a.data_fim between ${f.dataIni}::date and ${f.dataFim}::date
          ${emIds(sql`c.id`, f.colaboradoresIds)}
          ${escopo(session, sql`c.area_organizacional_id`)}
        order by c.nome collate "und-x-icu", c.id, a.data_fim, a.id`,
    );
    const resultados = await Promise.all(
      pares.map((p) =>
        resultadosDaAvaliacao(
          db,
          session.empresaId,
          { id: p.avaliacao_id, titulo: p.titulo, anonima: p.anonima, exibeResultadoAutoAvaliacao: p.exibe },
          p.colaborador_id,
        ).then((r) => r[0]),
      ),
    );
    let anterior: { talento: number; resultado: number } | null = null;
    const rows = pares.map((p, i) => {
      const r = resultados[i];
      const oculto = r?.oculto ?? false;
      const resultado = oculto ? null : (r?.resultado ?? null);
      const mesmo: boolean = anterior?.talento === p.colaborador_id;
      const variacao: number | null =
        mesmo && resultado != null && anterior
          ? Math.round((resultado - anterior.resultado) * 100) / 100
          : null;
      if (!mesmo) anterior = null;
      if (resultado != null) anterior = { talento: p.colaborador_id, resultado };
      return {
        talento: talentoTexto(p.nome, p.matricula),
        avaliacao: p.titulo,
        periodo: `${p.data_ini.split('-').reverse().join('/')} a ${p.data_fim.split('-').reverse().join('/')}`,
        avaliadores: r?.avaliadores ?? 0,
        questionario: ouOculto(oculto, r?.questionario ?? null),
        competencias: ouOculto(oculto, r?.competencias ?? null),
        resultado: ouOculto(oculto, r?.resultado ?? null),
        variacao,
      };
    });
    const nomes = [...new Set(pares.map((p) => p.nome))];
    return {
      filtrosUsados: [
        ['Avaliações terminadas em', periodoTexto(f)],
        ['Talentos', listaTexto(nomes, 'Nenhum')],
      ],
      tabelas: [
        {
          titulo: 'Resultados por avaliação',
          planilha: 'Comparativo',
          colunas: [
            { campo: 'avaliacao', titulo: 'Avaliação de Desempenho', largura: 140 },
            { campo: 'periodo', titulo: 'Período', largura: 110 },
            { campo: 'avaliadores', titulo: 'Avaliadores', largura: 54, formato: 'inteiro' },
            { campo: 'questionario', titulo: 'Questionário', largura: 92, formato: 'percentual' },
            { campo: 'competencias', titulo: 'Competências', largura: 92, formato: 'percentual' },
            { campo: 'resultado', titulo: 'Resultado', largura: 92, formato: 'percentual' },
            { campo: 'variacao', titulo: 'Variação (p.p.)', largura: 64, formato: 'decimal' },
          ],
          grupo: { titulo: 'Talento', valor: (l: { talento: string }) => l.talento },
          totais: false,
          linhas: emLotes(rows),
        },
      ],
    };
  },
});
