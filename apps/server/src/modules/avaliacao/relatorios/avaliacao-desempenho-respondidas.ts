/**
 * Server part of 'Avaliações de Desempenho Respondidas'. Non-anonymous: each concluded form of the chosen
 * evaluated talents (and evaluators, when chosen), answer by answer, and its chosen levels. Anonymous
 * (spec 2 §5: 2 evaluated with 1 evaluator, or 2 evaluators with 1 evaluated): each chosen evaluated talent
 * evaluated by a chosen evaluator, its answers gathered over all its concluded forms, shown only with 2 or
 * more evaluators besides itself: the choice of evaluators never narrows whose answers are read.
 */
import { avaliacaoDesempenhoRespondidas } from '@ipe/domain/relatorios/avaliacao/avaliacao-desempenho-respondidas';
import { MSG_RELATORIO_DESEMPENHO as M } from '@ipe/domain/relatorios/avaliacao/filtrosDesempenho';
import { PAPEIS_PARTICIPANTE } from '@ipe/domain/resources/avaliacao/desempenho';
import { sql } from 'drizzle-orm';
import { fieldErrors } from '../../../platform/http/errors.ts';
import { defineRelatorioServidor, listaTexto } from '../../../platform/relatorios/index.ts';
import { type NivelEscolhido, niveisEscolhidos, porCompetencia } from './competenciasDesempenho.ts';
import {
  avaliacaoDoFiltro,
  avaliadosDaAvaliacao,
  MENOS_DE_DOIS,
  resultadosPorAvaliado,
  talentoTexto,
} from './desempenho.ts';
import {
  agregadoTexto,
  comentariosOrdenados,
  formulariosIdentificados,
  porPergunta,
  respostasLidas,
  respostaTexto,
} from './respostasDesempenho.ts';
import { emLotes, linhas, nomesDe } from './sql.ts';

interface Linha extends Record<string, string> {
  grupo: string;
  pergunta: string;
  resposta: string;
}

const data = (iso: string | undefined) => (iso ? iso.split('-').reverse().join('/') : '');

function niveisTexto(ns: readonly NivelEscolhido[]): string {
  const c = new Map<string, number>();
  for (const n of ns) if (n.nivel) c.set(n.nivel, (c.get(n.nivel) ?? 0) + 1);
  return [...c.entries()].map(([nivel, k]) => `${nivel}: ${k}`).join(' · ');
}

export default defineRelatorioServidor({
  def: avaliacaoDesempenhoRespondidas,
  async gerar(f, { db, session }) {
    const a = await avaliacaoDoFiltro(db, session, f.avaliacaoId);
    const nAvaliados = f.avaliadosIds.length;
    const nAvaliadores = f.avaliadoresIds.length;
    if (a.anonima && !((nAvaliados >= 2 && nAvaliadores >= 1) || (nAvaliadores >= 2 && nAvaliados >= 1)))
      throw fieldErrors([{ field: 'avaliadosIds', message: M.anonimaRespondidas }]);
    if (!a.anonima && nAvaliados < 1)
      throw fieldErrors([{ field: 'avaliadosIds', message: M.selecioneAvaliado }]);

    let avaliados = await avaliadosDaAvaliacao(db, session, a.id, { ids: f.avaliadosIds });
    if (a.anonima) {
      // Only the chosen evaluated talents one of the chosen evaluators evaluates (the pairs, not the answers).
      const avaliadosPor = await linhas<{ id: number }>(
        db,
        sql`select distinct avaliado_colaborador_id as id from participante_avaliacao_desempenho
          where avaliacao_desempenho_id = ${a.id}
            and avaliador_colaborador_id = any(${`{${f.avaliadoresIds.join(',')}}`}::int[])`,
      );
      const ids = new Set(avaliadosPor.map((x) => x.id));
      avaliados = avaliados.filter((v) => ids.has(v.id));
    }
    const ids = avaliados.map((v) => v.id);
    const [forms, respostas, niveis, resultados, nomesAvaliadores] = await Promise.all([
      a.anonima ? Promise.resolve([]) : formulariosIdentificados(db, a.id, ids),
      respostasLidas(db, a.id, ids),
      niveisEscolhidos(db, a.id, ids, false),
      resultadosPorAvaliado(db, session, a),
      nomesDe(db, 'colaborador', f.avaliadoresIds, session.empresaId),
    ]);
    const rows: Linha[] = [];
    for (const v of avaliados) {
      const talento = talentoTexto(v.nome, v.matricula);
      if (a.anonima) {
        const grupo = `${talento} — respostas de todos os avaliadores, sem identificação`;
        if (resultados.get(v.id)?.oculto) {
          rows.push({ grupo, pergunta: 'Respostas', resposta: MENOS_DE_DOIS });
          continue;
        }
        for (const q of porPergunta(respostas.filter((r) => r.avaliado === v.id))) {
          rows.push({ grupo, pergunta: q[0].pergunta, resposta: agregadoTexto(q) });
          for (const c of comentariosOrdenados(q)) rows.push({ grupo, pergunta: '', resposta: `“${c}”` });
        }
        for (const g of porCompetencia(niveis.filter((n) => n.avaliado === v.id)))
          rows.push({ grupo, pergunta: `Competência: ${g[0].competencia}`, resposta: niveisTexto(g) });
        continue;
      }
      for (const fm of forms) {
        if (fm.avaliado !== v.id || (nAvaliadores && !f.avaliadoresIds.includes(fm.avaliador_id ?? 0)))
          continue;
        const papel = PAPEIS_PARTICIPANTE.find((p) => p.value === fm.papel)?.label ?? '';
        const grupo = `${talento} — avaliado por ${fm.avaliador}${papel ? ` (${papel})` : ''}, concluído em ${data(fm.concluido)}`;
        for (const r of respostas.filter((x) => x.form === fm.form)) {
          rows.push({ grupo, pergunta: r.pergunta, resposta: respostaTexto(r) });
          if (r.comentario?.trim())
            rows.push({ grupo, pergunta: '', resposta: `Comentário: ${r.comentario.trim()}` });
        }
        for (const n of niveis.filter((x) => x.form === fm.form))
          rows.push({ grupo, pergunta: `Competência: ${n.competencia}`, resposta: n.nivel ?? '' });
      }
    }
    return {
      filtrosUsados: [
        ['Avaliação de Desempenho', a.titulo],
        ['Avaliados', listaTexto(avaliados.map((v) => v.nome))],
        // Anonymous: the chosen evaluators only pick the evaluated talents; naming them beside the answers
        // would read as if the answers were theirs.
        [
          'Avaliadores',
          a.anonima
            ? `${nAvaliadores} escolhido(s), não identificados`
            : listaTexto(nomesAvaliadores, 'Todos'),
        ],
        ...(a.anonima
          ? ([['Anônima', 'Sim: respostas reunidas por avaliado, sem identificar o avaliador']] as [
              string,
              string,
            ][])
          : []),
      ],
      tabelas: [
        {
          titulo: 'Respostas',
          planilha: 'Respostas',
          colunas: [
            { campo: 'pergunta', titulo: 'Pergunta', largura: 250 },
            { campo: 'resposta', titulo: 'Resposta', largura: 280 },
          ],
          grupo: { titulo: 'Formulário', valor: (l: Linha) => l.grupo },
          totais: false,
          linhas: emLotes(rows),
        },
      ],
    };
  },
});
