import { and, asc, eq } from 'drizzle-orm';
import { anuncio, anuncioAvaliacao } from '../anuncios/schema.ts';
import { modeloAvaliacaoCandidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** The demo's ads expire relative to when it was created. */
const dias = diasDeHoje;

const descricao = (cargoNome: string, cidade: string) =>
  [
    `Estamos contratando ${cargoNome} para a nossa unidade de ${cidade}.`,
    'O que você vai fazer:\n- Atuar com a equipe da área no dia a dia da operação;\n- Propor melhorias nos processos e acompanhar indicadores;\n- Atender colegas e clientes com cordialidade.',
    'O que esperamos:\n- Experiência na função ou em atividades semelhantes;\n- Boa comunicação e organização;\n- Pacote Office ou Google Workspace.',
    'Oferecemos: vale-refeição, plano de saúde e odontológico, participação nos lucros e horário flexível.',
  ].join('\n\n');

interface Plano {
  situacao: 'andamento' | 'suspensa' | 'encerrada' | 'cancelada';
  externo: boolean;
  /** Days from today to the ad's expiry; null = until the requisition ends. */
  expira: number | null;
  etapas?: boolean;
}

/**
 * Eight demo ads on the demo requisitions of the matrix (seeded before, by the requisitions' part): current
 * external ones (with and without an expiry date), an internal one, one past its date, one of a suspended
 * requisition, and ads of closed and cancelled requisitions, which show as expired.
 */
const PLANOS: Plano[] = [
  { situacao: 'andamento', externo: true, expira: 30 },
  { situacao: 'andamento', externo: true, expira: null },
  { situacao: 'andamento', externo: true, expira: 12, etapas: true },
  { situacao: 'andamento', externo: false, expira: 20 },
  { situacao: 'andamento', externo: true, expira: -3 },
  { situacao: 'suspensa', externo: true, expira: 15 },
  { situacao: 'encerrada', externo: true, expira: 10 },
  { situacao: 'cancelada', externo: true, expira: null },
];

export async function seedDemoAnuncios({ tx, matrizId }: DemoCtx) {
  const solicitacoes = await tx
    .select({
      id: solicitacao.id,
      status: solicitacao.status,
      suspensa: solicitacao.suspensa,
      encerrada: solicitacao.encerrada,
      cancelada: solicitacao.cancelada,
      descricao: solicitacao.descricao,
      cargo: cargo.nomeMercado,
    })
    .from(solicitacao)
    .innerJoin(cargo, eq(cargo.id, solicitacao.cargoId))
    .where(eq(solicitacao.empresaId, matrizId))
    .orderBy(asc(solicitacao.id));
  // Only released requisitions ever had an ad: a closed or cancelled one that was never released is skipped.
  const situacaoDe = (s: (typeof solicitacoes)[number]): Plano['situacao'] | null =>
    s.status !== 'L'
      ? null
      : s.cancelada
        ? 'cancelada'
        : s.encerrada
          ? 'encerrada'
          : s.suspensa
            ? 'suspensa'
            : 'andamento';
  const livres = new Map<Plano['situacao'], typeof solicitacoes>();
  for (const s of solicitacoes) {
    const sit = situacaoDe(s);
    if (sit) livres.set(sit, [...(livres.get(sit) ?? []), s]);
  }
  const [modelo] = await tx
    .select({ id: modeloAvaliacaoCandidato.id })
    .from(modeloAvaliacaoCandidato)
    .where(and(eq(modeloAvaliacaoCandidato.empresaId, matrizId), eq(modeloAvaliacaoCandidato.ativo, true)))
    .orderBy(asc(modeloAvaliacaoCandidato.id))
    .limit(1);

  const cidades = ['Fortaleza', 'São Paulo', 'Recife', 'Belo Horizonte'];
  let i = 0;
  for (const plano of PLANOS) {
    const s = livres.get(plano.situacao)?.shift();
    if (!s) continue;
    const titulo = s.descricao.slice(0, 100);
    const [a] = await tx
      .insert(anuncio)
      .values({
        empresaId: matrizId,
        solicitacaoId: s.id,
        titulo,
        descricao: descricao(s.cargo || titulo, cidades[i % cidades.length]),
        exibirModuloExterno: plano.externo,
        previsaoEncerramento: plano.expira === null ? null : dias(plano.expira),
        diasEsperaNovaAplicacao: i % 2 === 0 ? 90 : null,
        utilizarAvaliacoesEtapaSeletiva: !!plano.etapas,
      })
      .returning({ id: anuncio.id });
    if (modelo && !plano.etapas && i % 3 === 0)
      await tx.insert(anuncioAvaliacao).values({ anuncioId: a.id, modeloAvaliacaoCandidatoId: modelo.id });
    i += 1;
  }
}
