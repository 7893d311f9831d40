import { candidatosDaSolicitacaoPath } from '@ipe/domain/resources/captacao/selecao/index';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Destinatarios, postarMensagem } from '../../platform/mensagens/index.ts';
import { avaliacaoCandidato } from './schema.ts';
import { solicitacao } from './solicitacoes/schema.ts';

/**
 * Recruitment's messages to the home-page box R (platform/mensagens), each posted inside the transaction
 * of the change it tells about. A requisition's responsibles are its requester and the responsibles and
 * co-responsibles of its area who have a user.
 */
export const MSG_MENSAGENS_CAPTACAO = {
  liberada: (id: number, descricao: string, por: string) =>
    `A solicitação de pessoal nº ${id} – ${descricao} foi liberada por ${por}.`,
  reprovada: (id: number, descricao: string, por: string) =>
    `A solicitação de pessoal nº ${id} – ${descricao} foi reprovada por ${por}.`,
  observacao: (texto: string) => `Observação: ${texto}`,
  candidatura: (candidato: string, id: number, descricao: string) =>
    `${candidato} candidatou-se à solicitação de pessoal nº ${id} – ${descricao}.`,
  avaliacaoConcluida: (modelo: string, candidato: string, pelo: boolean) =>
    `A avaliação "${modelo}" de ${candidato} foi concluída${pelo ? ' pelo candidato' : ''}.`,
  solicitacao: (id: number, descricao: string) => `Solicitação de pessoal nº ${id} – ${descricao}.`,
} as const;
const M = MSG_MENSAGENS_CAPTACAO;

export const linkDaSolicitacao = (id: number) => `/captacao/solicitacoes-pessoal/${id}`;

async function responsaveisDaSolicitacao(tx: Db, solicitacaoId: number) {
  const [s] = await tx
    .select({
      id: solicitacao.id,
      descricao: solicitacao.descricao,
      solicitanteId: solicitacao.solicitanteId,
      areaId: solicitacao.areaOrganizacionalId,
    })
    .from(solicitacao)
    .where(eq(solicitacao.id, solicitacaoId));
  const para: Destinatarios = { usuarios: [s?.solicitanteId], areas: s?.areaId ? [s.areaId] : [] };
  return { s, para };
}

/** Released or refused: to the requester (not to whoever decided, who knows). */
export async function avisarDecisaoDaSolicitacao(
  tx: Db,
  autor: { empresaId: number; usuarioId: number; usuarioNome: string },
  s: { id: number; descricao: string; solicitanteId: number | null },
  acao: 'libera' | 'reprova',
  observacao: string | null,
) {
  const frase = (acao === 'libera' ? M.liberada : M.reprovada)(s.id, s.descricao, autor.usuarioNome);
  return postarMensagem(tx, {
    empresaId: autor.empresaId,
    tipo: 'R',
    remetente: { id: autor.usuarioId, nome: autor.usuarioNome },
    texto: observacao ? `${frase}\n${M.observacao(observacao)}` : frase,
    link: linkDaSolicitacao(s.id),
    para: { usuarios: [s.solicitanteId], exceto: [autor.usuarioId] },
  });
}

/** A candidate applied (candidate area) to a released requisition: to its responsibles. */
export async function avisarCandidatura(tx: Db, empresaId: number, solicitacaoId: number, candidato: string) {
  const { s, para } = await responsaveisDaSolicitacao(tx, solicitacaoId);
  if (!s) return null;
  return postarMensagem(tx, {
    empresaId,
    tipo: 'R',
    texto: M.candidatura(candidato, s.id, s.descricao),
    link: candidatosDaSolicitacaoPath(s.id),
    para,
  });
}

/**
 * A candidate evaluation was concluded: to whoever applied it and, in a requisition, to its
 * responsibles; not to the user who concluded it.
 */
export async function avisarAvaliacaoConcluida(
  tx: Db,
  a: {
    empresaId: number;
    avaliacaoId: number;
    candidato: { id: number; nome: string };
    modelo: string;
    solicitacaoId: number | null;
    usuarioId: number | null;
    usuarioNome: string | null;
  },
) {
  const [av] = await tx
    .select({ aplicador: avaliacaoCandidato.aplicadaPorUsuarioId })
    .from(avaliacaoCandidato)
    .where(eq(avaliacaoCandidato.id, a.avaliacaoId));
  const daSolicitacao = a.solicitacaoId ? await responsaveisDaSolicitacao(tx, a.solicitacaoId) : null;
  const para: Destinatarios = {
    usuarios: [av?.aplicador, ...(daSolicitacao?.para.usuarios ?? [])],
    areas: daSolicitacao?.para.areas,
    exceto: [a.usuarioId],
  };
  const s = daSolicitacao?.s;
  const frase = M.avaliacaoConcluida(a.modelo, a.candidato.nome, a.usuarioId === null);
  return postarMensagem(tx, {
    empresaId: a.empresaId,
    tipo: 'R',
    remetente: a.usuarioId && a.usuarioNome ? { id: a.usuarioId, nome: a.usuarioNome } : undefined,
    texto: s ? `${frase}\n${M.solicitacao(s.id, s.descricao)}` : frase,
    link: `/captacao/candidatos/${a.candidato.id}/avaliacoes/${a.avaliacaoId}`,
    para,
  });
}
