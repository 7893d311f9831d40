import { and, asc, eq, inArray } from 'drizzle-orm';
import { anuncio, anuncioAvaliacao } from '../anuncios/schema.ts';
import { modeloAvaliacaoCandidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { cidade, estado } from '../../geral/schema.ts';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** The demo's ads expire relative to when it was created. */
const dias = diasDeHoje;

const descricao = (cargoNome: string, cidade: string | null) =>
  [
    cidade
      ? `Estamos contratando ${cargoNome} para a nossa unidade de ${cidade}.`
      : `Estamos contratando ${cargoNome} para trabalhar de casa, de qualquer lugar do Brasil.`,
    'O que você vai fazer:\n- Atuar com a equipe da área no dia a dia da operação;\n- Propor melhorias nos processos e acompanhar indicadores;\n- Atender colegas e clientes com cordialidade.',
    'O que esperamos:\n- Experiência na função ou em atividades semelhantes;\n- Boa comunicação e organização;\n- Pacote Office ou Google Workspace.',
  ].join('\n\n');

interface Plano {
  situacao: 'andamento' | 'suspensa' | 'encerrada' | 'cancelada';
  externo: boolean;
  /** Days from today to the ad's expiry; null = until the requisition ends. */
  expira: number | null;
  etapas?: boolean;
  /** The structured facts (domain anuncios/estrutura.ts). */
  vaga: {
    modeloTrabalho: 'PRESENCIAL' | 'HIBRIDO' | 'REMOTO';
    tipoContrato: 'CLT' | 'PJ' | 'ESTAGIO' | 'TEMPORARIO' | 'APRENDIZ';
    /** 'Cidade/UF'; null for a remote job open to all of Brazil. */
    local: string | null;
    salario?: [number | null, number | null] | 'a combinar';
    pcd?: boolean;
    beneficios: string[];
  };
}

/**
 * Eight demo ads on the demo requisitions of the matrix (seeded before, by the requisitions' part): current
 * external ones (with and without an expiry date), an internal one, one past its date, one of a suspended
 * requisition, and ads of closed and cancelled requisitions, which show as expired.
 */
const PLANOS: Plano[] = [
  {
    situacao: 'andamento',
    externo: true,
    expira: 30,
    vaga: {
      modeloTrabalho: 'PRESENCIAL',
      tipoContrato: 'CLT',
      local: 'Fortaleza/CE',
      salario: [3200, 4100],
      pcd: true,
      beneficios: ['VR', 'VT', 'SAUDE', 'ODONTO', 'PLR'],
    },
  },
  {
    situacao: 'andamento',
    externo: true,
    expira: null,
    vaga: {
      modeloTrabalho: 'REMOTO',
      tipoContrato: 'PJ',
      local: null,
      salario: 'a combinar',
      beneficios: ['HOME_OFFICE', 'FLEXIVEL'],
    },
  },
  {
    situacao: 'andamento',
    externo: true,
    expira: 12,
    etapas: true,
    vaga: {
      modeloTrabalho: 'HIBRIDO',
      tipoContrato: 'ESTAGIO',
      local: 'Campinas/SP',
      salario: [1600, 1600],
      pcd: true,
      beneficios: ['VT', 'EDUCACAO', 'VIDA'],
    },
  },
  {
    situacao: 'andamento',
    externo: false,
    expira: 20,
    vaga: { modeloTrabalho: 'PRESENCIAL', tipoContrato: 'CLT', local: 'Recife/PE', beneficios: ['VA', 'VT'] },
  },
  {
    situacao: 'andamento',
    externo: true,
    expira: -3,
    vaga: {
      modeloTrabalho: 'PRESENCIAL',
      tipoContrato: 'TEMPORARIO',
      local: 'São Paulo/SP',
      salario: [2300, null],
      beneficios: ['VR', 'VT'],
    },
  },
  {
    situacao: 'suspensa',
    externo: true,
    expira: 15,
    vaga: {
      modeloTrabalho: 'PRESENCIAL',
      tipoContrato: 'APRENDIZ',
      local: 'Belo Horizonte/MG',
      salario: [1100, 1100],
      beneficios: ['VT', 'VA'],
    },
  },
  {
    situacao: 'encerrada',
    externo: true,
    expira: 10,
    vaga: { modeloTrabalho: 'HIBRIDO', tipoContrato: 'CLT', local: 'Fortaleza/CE', beneficios: ['SAUDE'] },
  },
  {
    situacao: 'cancelada',
    externo: true,
    expira: null,
    vaga: { modeloTrabalho: 'REMOTO', tipoContrato: 'PJ', local: null, beneficios: [] },
  },
];

/** The demo's cities by 'Nome/UF' (seeded from IBGE data before the demo). */
async function cidadesDosPlanos(tx: DemoCtx['tx']) {
  const nomes = [...new Set(PLANOS.map((p) => p.vaga.local?.split('/')[0]).filter((n) => n !== undefined))];
  const linhas = await tx
    .select({ id: cidade.id, nome: cidade.nome, uf: estado.sigla, estadoId: estado.id })
    .from(cidade)
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .where(inArray(cidade.nome, nomes));
  return new Map(linhas.map((c) => [`${c.nome}/${c.uf}`, c]));
}

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

  const cidades = await cidadesDosPlanos(tx);
  let i = 0;
  for (const plano of PLANOS) {
    const s = livres.get(plano.situacao)?.shift();
    if (!s) continue;
    const titulo = s.descricao.slice(0, 100);
    const { vaga } = plano;
    const lugar = vaga.local ? cidades.get(vaga.local) : undefined;
    const faixa = Array.isArray(vaga.salario) ? vaga.salario : [null, null];
    const [a] = await tx
      .insert(anuncio)
      .values({
        empresaId: matrizId,
        solicitacaoId: s.id,
        titulo,
        descricao: descricao(s.cargo || titulo, vaga.local?.split('/')[0] ?? null),
        modeloTrabalho: vaga.modeloTrabalho,
        tipoContrato: vaga.tipoContrato,
        pcd: !!vaga.pcd,
        estadoId: lugar?.estadoId ?? null,
        cidadeId: lugar?.id ?? null,
        salarioMinimo: faixa[0],
        salarioMaximo: faixa[1],
        salarioACombinar: vaga.salario === 'a combinar',
        beneficios: vaga.beneficios,
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
