import { agruparPorAspecto, type Pergunta, type RespostaPergunta, TIPO_PERGUNTA } from '@ipe/domain';
import type { RegistroQuestionario } from '@ipe/domain/questionario/colaborador';
import { formatDate } from '@ipe/domain';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../auth/sessions.ts';
import {
  alturaTexto,
  COR,
  cabecalhoEmpresa,
  type Documento,
  finalizar,
  formatarDataHora,
  garantirEspaco,
  novoDocumento,
  paragrafo,
  secao,
} from '../../pdf/index.ts';
import { carregarPerguntas } from '../leitura.ts';
import { lerResultado } from '../respostas.ts';

const SEM_RESPOSTA = '(sem resposta)';
const numero = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/**
 * The answered questionnaire as a PDF (spec 2 §7 'imprimir-avaliacao-respondida'), tagged: the company's
 * header, the record's title, then who answered, about whom, the situation and the score as the header's
 * lines; the questions grouped by aspect, each with every option marked (◉/○ one choice, ☒/☐ several),
 * the score given, the written answer and the justification, and the points when scored. A question is
 * kept on one page when it fits.
 */
export async function imprimirRespondido(
  db: Db,
  session: Session,
  registro: RegistroQuestionario,
  questionarioRespostaId: number | null,
  /** The owner's own part, printed after the questions (a performance evaluation's competence levels). */
  extra?: (doc: Documento) => void,
): Promise<Buffer> {
  const perguntas = await carregarPerguntas(db, registro.questionarioId);
  const resultado = questionarioRespostaId == null ? null : await lerResultado(db, questionarioRespostaId);
  const respostas = new Map((resultado?.respostas ?? []).map((r) => [r.perguntaId, r]));
  const linhas: [string, string][] = [];
  if (registro.respondente) linhas.push(['Respondente', registro.respondente.nome]);
  if (registro.avaliado) linhas.push(['Avaliado', registro.avaliado.nome]);
  linhas.push([
    'Situação',
    resultado?.concluidoEm
      ? `Concluído em ${formatarDataHora(new Date(resultado.concluidoEm))}`
      : resultado
        ? 'Em andamento (respondido parcialmente)'
        : 'Não respondido',
  ]);
  if (registro.prazo) linhas.push(['Prazo', formatDate(registro.prazo)]);
  if (resultado && resultado.percentual !== null)
    linhas.push([
      'Pontuação',
      `${numero(resultado.pontuacao)} de ${numero(resultado.pontuacaoMaxima)} (${numero(resultado.percentual)}%)`,
    ]);
  const doc = novoDocumento({
    titulo: registro.titulo,
    subtitulo: registro.dono,
    empresa: await cabecalhoEmpresa(db, session),
    usuario: session.usuarioNome,
    filtros: linhas,
  });
  let n = 0;
  for (const grupo of agruparPorAspecto(perguntas)) {
    if (grupo.aspecto) secao(doc, grupo.aspecto.nome);
    for (const p of grupo.perguntas) {
      n++;
      const r = respostas.get(p.id);
      const blocos = blocosDa(p, r);
      const altura =
        alturaTexto(doc, `${n}. ${p.texto}`, { negrito: true }) +
        blocos.reduce((s, b) => s + alturaTexto(doc, b.texto, { recuo: 16, tamanho: 9.5 }) + 3, 0);
      garantirEspaco(doc, altura + 10);
      paragrafo(doc, `${n}. ${p.texto.trim()}${p.obrigatoria ? ' *' : ''}`, {
        negrito: true,
        espacoDepois: 3,
      });
      for (const b of blocos)
        paragrafo(doc, b.texto, { recuo: 16, tamanho: 9.5, cor: b.cor, espacoDepois: 3 });
      doc.y += 6;
    }
  }
  extra?.(doc);
  return finalizar(doc);
}

interface Bloco {
  texto: string;
  cor?: string;
}

/** The answer of one question as lines of text. */
function blocosDa(p: Pergunta, r: (RespostaPergunta & { pontos: number | null }) | undefined): Bloco[] {
  const b: Bloco[] = [];
  if (p.tipo === TIPO_PERGUNTA.OBJETIVA)
    for (const o of p.respostas) b.push({ texto: `${r?.respostaId === o.id ? '◉' : '○'} ${o.texto}` });
  else if (p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA)
    for (const o of p.respostas)
      b.push({ texto: `${r?.respostasIds?.includes(o.id) ? '☒' : '☐'} ${o.texto}` });
  else if (p.tipo === TIPO_PERGUNTA.NOTA)
    b.push(
      r?.nota == null
        ? { texto: SEM_RESPOSTA, cor: COR.secundario }
        : { texto: `Nota: ${r.nota} (de ${p.notaMinima ?? 0} a ${p.notaMaxima ?? 10})` },
    );
  else b.push(r?.comentario ? { texto: r.comentario } : { texto: SEM_RESPOSTA, cor: COR.secundario });
  if (p.exigirComentario && p.tipo !== TIPO_PERGUNTA.SUBJETIVA)
    b.push({ texto: `${p.comentario?.trim() || 'Justificativa:'} ${r?.comentario ?? SEM_RESPOSTA}` });
  if (r?.pontos != null) b.push({ texto: `Pontos: ${numero(r.pontos)}`, cor: COR.secundario });
  return b;
}
