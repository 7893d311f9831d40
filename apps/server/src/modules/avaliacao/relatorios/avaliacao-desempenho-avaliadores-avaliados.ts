/**
 * Server part of 'Avaliadores e Avaliados da Avaliação de Desempenho': the chosen evaluators' evaluated
 * talents (a manager: only those of its areas) with the role and, unless the evaluation is anonymous, the
 * answer's situation. Anonymous: who answered is not shown (issue 22's lists do not either), so the
 * situation filter must be 'Todas'.
 */
import { avaliacaoDesempenhoAvaliadoresAvaliados } from '@ipe/domain/relatorios/avaliacao/avaliacao-desempenho-avaliadores-avaliados';
import {
  MSG_RELATORIO_DESEMPENHO as M,
  SITUACAO_RESPOSTA_OPTIONS,
} from '@ipe/domain/relatorios/avaliacao/filtrosDesempenho';
import { PAPEIS_PARTICIPANTE } from '@ipe/domain/resources/avaliacao/desempenho';
import { type SQL, sql } from 'drizzle-orm';
import { fieldErrors } from '../../../platform/http/errors.ts';
import { type Coluna, defineRelatorioServidor, listaTexto } from '../../../platform/relatorios/index.ts';
import { avaliacaoDoFiltro, emIds, escopo, talentoTexto } from './desempenho.ts';
import { emLotes, linhas, nomesDe } from './sql.ts';

interface Par {
  avaliador: string;
  nome: string;
  matricula: string | null;
  area: string;
  cargo: string | null;
  papel: string;
  concluido: boolean | null;
  parcial: boolean | null;
}
type Linha = Record<string, string | null>;

const situacaoDe = (p: Par) =>
  p.concluido == null ? 'Não liberada' : p.concluido ? 'Respondida' : p.parcial ? 'Respondendo' : 'Pendente';

export default defineRelatorioServidor({
  def: avaliacaoDesempenhoAvaliadoresAvaliados,
  async gerar(f, { db, session }) {
    const a = await avaliacaoDoFiltro(db, session, f.avaliacaoId);
    if (a.anonima && f.situacao !== 'T')
      throw fieldErrors([{ field: 'situacao', message: M.anonimaSituacao }]);
    // The situation is read only for a non-anonymous evaluation.
    const situacao: SQL = a.anonima
      ? sql`null::boolean as concluido, null::boolean as parcial`
      : sql`case when cq.id is null then null else cq.concluido_em is not null end as concluido,
          cq.respondido_parcialmente as parcial`;
    const filtroSituacao: SQL =
      a.anonima || f.situacao === 'T'
        ? sql``
        : f.situacao === 'R'
          ? sql`and cq.concluido_em is not null`
          : sql`and (cq.id is null or cq.concluido_em is null)`;
    const [pares, avaliadores] = await Promise.all([
      linhas<Par>(
        db,
        sql`select rc.nome as avaliador, c.nome, c.matricula, coalesce(ar.descricao_hierarquia, ar.nome) as area,
            cg.nome as cargo, p.papel, ${situacao}
          from participante_avaliacao_desempenho p
          join colaborador rc on rc.id = p.avaliador_colaborador_id
          join colaborador c on c.id = p.avaliado_colaborador_id
          join area_organizacional ar on ar.id = c.area_organizacional_id
          left join cargo cg on cg.id = c.cargo_id
          left join colaborador_questionario cq on cq.id = p.colaborador_questionario_id
          where p.avaliacao_desempenho_id = ${a.id} and p.empresa_id = ${session.empresaId}
            ${emIds(sql`p.avaliador_colaborador_id`, f.avaliadoresIds)}
            ${escopo(session, sql`c.area_organizacional_id`)}
            ${filtroSituacao}
          order by rc.nome collate "und-x-icu", rc.id, c.nome collate "und-x-icu", c.id`,
      ),
      nomesDe(db, 'colaborador', f.avaliadoresIds, session.empresaId),
    ]);
    const rows: Linha[] = pares.map((p) => ({
      avaliador: p.avaliador,
      avaliado: talentoTexto(p.nome, p.matricula),
      cargo: p.cargo ?? '',
      area: p.area,
      papel: PAPEIS_PARTICIPANTE.find((x) => x.value === p.papel)?.label ?? p.papel,
      situacao: situacaoDe(p),
    }));
    const colunas: Coluna<Linha>[] = [
      { campo: 'avaliado', titulo: 'Avaliado', largura: 160 },
      { campo: 'cargo', titulo: 'Cargo', largura: 110 },
      { campo: 'area', titulo: 'Área Organizacional', largura: 140 },
      { campo: 'papel', titulo: 'Papel', largura: 70 },
      ...(a.anonima ? [] : [{ campo: 'situacao', titulo: 'Situação', largura: 70 }]),
    ];
    return {
      filtrosUsados: [
        ['Avaliação de Desempenho', a.titulo],
        ['Avaliadores', listaTexto(avaliadores)],
        [
          'Situação',
          a.anonima
            ? 'Não exibida (avaliação anônima)'
            : (SITUACAO_RESPOSTA_OPTIONS.find((o) => o.value === f.situacao)?.label ?? ''),
        ],
      ],
      tabelas: [
        {
          titulo: 'Avaliados de cada avaliador',
          planilha: 'Avaliadores e avaliados',
          colunas,
          grupo: { titulo: 'Avaliador', valor: (l: Linha) => l.avaliador ?? '' },
          contagem: (n) => `${n} avaliado(s)`,
          linhas: emLotes(rows),
        },
      ],
    };
  },
});
