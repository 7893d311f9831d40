import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { usuario } from '../apps/server/src/db/schema/index.ts';
import { anuncio } from '../apps/server/src/modules/captacao/anuncios/schema.ts';
import { motivoSolicitacao } from '../apps/server/src/modules/captacao/cadastros/schema.ts';
import { solicitacao } from '../apps/server/src/modules/captacao/solicitacoes/schema.ts';
import { areaOrganizacional, cargo } from '../apps/server/src/modules/cargoSalario/areas/schema.ts';
import { faixaSalarial } from '../apps/server/src/modules/cargoSalario/faixas/schema.ts';
import { estabelecimento } from '../apps/server/src/modules/utilitario/schema.ts';
import { rng } from './generate.ts';

/**
 * Personnel requisitions (solicitacao) of the demo company for the recruitment scenarios, like the demo
 * seed's 20 (apps/server/src/modules/captacao/demo/solicitacoes.ts) but many more: '<position> <what for>'
 * descriptions, spread over the company's establishments, active areas, salary bands (and their
 * positions) and requisition reasons, dated over the last 3 years, in every situation of
 * packages/domain …/solicitacoes/status.ts (older ones mostly closed or cancelled), and job ads (anuncio)
 * for about 10 % of the released ones. Batched multi-row INSERTs, like the bairros and talents.
 *
 * Dates count back from the day of the run, not from a fixed day: an ad's expiry is compared with the
 * server's today (expiracao.ts), so a fixed calendar would expire every ad as time passes. Two runs on the
 * same day load the same rows.
 */

type Situacao = 'I' | 'A' | 'R' | 'S' | 'E' | 'C';

/** What the position is for (after the position's market name): the demo seed's and more. */
const CONTEXTOS = [
  'para o departamento pessoal',
  '– reforço no fechamento mensal',
  'para a região de Campinas',
  '(turno noturno)',
  '– substituição de licença-maternidade',
  'para a nova unidade',
  'bilíngue (inglês)',
  'para o projeto de implantação do ERP',
  '– vaga afirmativa para PcD',
  '– reposição de desligamento',
  'para o segundo turno',
  '– aumento de quadro do 2º semestre',
  'temporário para a alta temporada',
  'para o centro de distribuição',
  'para a filial Campinas',
  '– cobertura de férias',
  'para o turno da manhã',
  '– reposição de promoção interna',
  '(jovem aprendiz)',
  'para o atendimento ao cliente',
  'para a expansão em Fortaleza',
  '– substituição de transferência',
  'para a operação de Black Friday',
  'júnior para a equipe de São Paulo',
  'sênior – liderança técnica',
  'pleno para o projeto de integração',
  'para o plantão de fim de semana',
  'com disponibilidade para viagens',
  'para a unidade de Recife',
  '(estágio – 6 horas)',
  'para a área de qualidade',
  '– vaga de retorno de afastamento',
];
const HORARIOS = ['08:00 às 17:48', '07:00 às 16:00', '14:00 às 22:20', '22:00 às 06:00', '09:00 às 18:00'];
const RECRUTADORES = ['Camila Rocha', 'Rafael Nunes', 'Juliana Prado', 'Thiago Araújo', null];
const INFO = [
  'Disponibilidade para início imediato. Desejável experiência com o pacote Office.',
  'Necessário residir próximo à unidade. Vale-transporte e refeição no local.',
  null,
  null,
];
const OBS_CANCELAMENTO = [
  'A área desistiu da contratação.',
  'Orçamento remanejado para outro projeto.',
  'Vaga preenchida por remanejamento interno.',
];
const OBS_REPROVA = ['Sem orçamento aprovado para este semestre.', 'Quadro da área já está completo.'];
const OBS_ENCERRA = ['Vagas preenchidas.', 'Contratação concluída.', 'Encerrada por decisão do gestor.'];
const CIDADES_ANUNCIO = ['Fortaleza', 'São Paulo', 'Recife', 'Belo Horizonte', 'Campinas'];

/** The text of an ad, as the demo seed's (apps/server/src/modules/captacao/demo/anuncios.ts): about 600 characters. */
const textoAnuncio = (cargoNome: string, cidade: string) =>
  [
    `Estamos contratando ${cargoNome} para a nossa unidade de ${cidade}.`,
    'O que você vai fazer:\n- Atuar com a equipe da área no dia a dia da operação;\n- Propor melhorias nos processos e acompanhar indicadores;\n- Atender colegas e clientes com cordialidade.',
    'O que esperamos:\n- Experiência na função ou em atividades semelhantes;\n- Boa comunicação e organização;\n- Pacote Office ou Google Workspace.',
    'Oferecemos: vale-refeição, plano de saúde e odontológico, participação nos lucros e horário flexível.',
  ].join('\n\n');

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Requisitions are dated over the last 3 years. */
const DIAS = 3 * 365;

/**
 * The situation of a requisition `idade` days old: recent ones are awaiting release or running, old ones
 * mostly closed or cancelled (cumulative weights for I, A, R, S, E, C).
 */
function situacaoPorIdade(idade: number, r: number): Situacao {
  const pesos: [Situacao, number][] =
    idade <= 60
      ? [
          ['I', 0.2],
          ['A', 0.5],
          ['R', 0.05],
          ['S', 0.05],
          ['E', 0.1],
          ['C', 0.1],
        ]
      : idade <= 180
        ? [
            ['I', 0.03],
            ['A', 0.3],
            ['R', 0.07],
            ['S', 0.08],
            ['E', 0.4],
            ['C', 0.12],
          ]
        : [
            ['I', 0.01],
            ['A', 0.05],
            ['R', 0.08],
            ['S', 0.03],
            ['E', 0.68],
            ['C', 0.15],
          ];
  let acc = 0;
  for (const [s, p] of pesos) {
    acc += p;
    if (r < acc) return s;
  }
  return 'E';
}

export interface SolicitacoesGeradas {
  inserted: number;
  anuncios: number;
  /** Generated requisitions per situation (I, A, R, S, E, C). */
  porSituacao: Record<Situacao, number>;
  estabelecimentos: number;
  areas: number;
  faixas: number;
  motivos: number;
}

/**
 * Inserts `total` requisitions into the company, `batch` per INSERT (then one INSERT of the ads of that
 * batch), `perTx` batches per transaction.
 */
export async function generateSolicitacoes(
  db: Db,
  empresaId: number,
  total: number,
  progress: (done: number) => void,
  { batch = 1000, perTx = 10, seed = 20261125, hoje = new Date() } = {},
): Promise<SolicitacoesGeradas> {
  const [estabs, areas, faixas, motivos, usuarios] = await Promise.all([
    db
      .select({
        id: estabelecimento.id,
        estadoId: estabelecimento.estadoId,
        cidadeId: estabelecimento.cidadeId,
      })
      .from(estabelecimento)
      .where(eq(estabelecimento.empresaId, empresaId))
      .orderBy(asc(estabelecimento.id)),
    db
      .select({ id: areaOrganizacional.id })
      .from(areaOrganizacional)
      .where(and(eq(areaOrganizacional.empresaId, empresaId), eq(areaOrganizacional.ativo, true)))
      .orderBy(asc(areaOrganizacional.id)),
    db
      .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId, cargo: cargo.nomeMercado })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(eq(cargo.empresaId, empresaId))
      .orderBy(asc(faixaSalarial.id)),
    db
      .select({ id: motivoSolicitacao.id })
      .from(motivoSolicitacao)
      .where(eq(motivoSolicitacao.empresaId, empresaId))
      .orderBy(asc(motivoSolicitacao.id)),
    db.select({ id: usuario.id }).from(usuario).orderBy(asc(usuario.id)),
  ]);
  if (!estabs.length || !areas.length || !faixas.length || !motivos.length || !usuarios.length)
    throw new Error(
      'A empresa de demonstração não tem estabelecimentos, áreas, faixas ou motivos de solicitação: o seed mudou?',
    );
  const liberador = usuarios[0].id;
  const HOJE = Date.UTC(hoje.getFullYear(), hoje.getMonth(), hoje.getDate());

  const random = rng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const noPassado = (ms: number) => Math.min(ms, HOJE);
  const porSituacao: Record<Situacao, number> = { I: 0, A: 0, R: 0, S: 0, E: 0, C: 0 };

  type Anuncio = Omit<typeof anuncio.$inferInsert, 'solicitacaoId'>;
  /** One requisition and, for about 10 % of the released ones, its ad. */
  const gerar = () => {
    const idade = int(0, DIAS - 1);
    const data = HOJE - idade * DAY;
    const fim = situacaoPorIdade(idade, random());
    porSituacao[fim]++;
    // A cancellation may come from I, A, S or R: before release, after a rejection, or (mostly) when running.
    const canceladaDe = fim === 'C' ? pick(['I', 'R', 'A', 'A', 'A', 'S'] as const) : null;
    const liberada = fim === 'A' || fim === 'S' || fim === 'E' || canceladaDe === 'A' || canceladaDe === 'S';
    const reprovada = fim === 'R' || canceladaDe === 'R';
    const diaDecisao = noPassado(data + int(0, 7) * DAY);
    const diaFim = noPassado(diaDecisao + int(5, 120) * DAY);
    const faixa = pick(faixas);
    const contexto = pick(CONTEXTOS);
    const aprendiz = contexto.includes('aprendiz');
    const estagio = contexto.includes('estágio');
    const quantidade = pick([1, 1, 1, 1, 1, 1, 2, 2, 3, 5]);
    const prazo = pick([30, 30, 45, 60, 90]);
    const estab = pick(estabs);
    const comLocal = random() < 0.3;
    const row: typeof solicitacao.$inferInsert = {
      empresaId,
      data: iso(data),
      qtdDiasPrevisao: prazo,
      dataPrevisaoEncerramento: iso(data + prazo * DAY),
      descricao: `${faixa.cargo} ${contexto}`.slice(0, 100),
      horarioComercial: pick(HORARIOS),
      horasDiariasPrevistas: estagio ? 6 : pick([8, 8, 8, 7.33, 6]),
      estabelecimentoId: estab.id,
      areaOrganizacionalId: pick(areas).id,
      faixaSalarialId: faixa.id,
      cargoId: faixa.cargoId,
      motivoSolicitacaoId: pick(motivos).id,
      tipoVaga: pick(['EXTERNA', 'EXTERNA', 'INTERNA', 'MISTA']),
      recrutadorResponsavel: pick(RECRUTADORES),
      remuneracao: 1600 + int(0, 180) * 50,
      quantidade,
      qtdVagasPreenchidas:
        fim === 'E'
          ? random() < 0.8
            ? quantidade
            : int(0, quantidade)
          : fim === 'A'
            ? int(0, quantidade - 1)
            : 0,
      vinculo: aprendiz ? 'A' : estagio ? 'S' : contexto.startsWith('temporário') ? 'T' : 'E',
      sexo: 'I',
      idadeMinima: aprendiz ? 14 : estagio ? 16 : 18,
      idadeMaxima: aprendiz ? 24 : null,
      escolaridades: pick([['07', '08'], ['09'], ['07'], [], ['09', '10']]),
      ufId: comLocal ? estab.estadoId : null,
      cidadeId: comLocal ? estab.cidadeId : null,
      infoComplementares: pick(INFO),
      solicitanteId: pick(usuarios).id,
      status: liberada ? 'L' : reprovada ? 'R' : 'I',
      dataStatus: iso(fim === 'I' ? data : fim === 'A' || fim === 'R' ? diaDecisao : diaFim),
      liberadorId: liberada || reprovada ? liberador : null,
      observacaoLiberador: reprovada ? pick(OBS_REPROVA) : liberada ? 'Aprovada conforme orçamento.' : null,
      suspensa: fim === 'S',
      encerrada: fim === 'E',
      cancelada: fim === 'C',
      dataEncerramento: fim === 'E' ? iso(diaFim) : null,
      obsEncerra: fim === 'E' ? pick(OBS_ENCERRA) : null,
      obsCancelamento: fim === 'C' ? pick(OBS_CANCELAMENTO) : null,
    };
    let ad: Anuncio | null = null;
    if (liberada && random() < 0.1) {
      // Published a few days after the release; runs until a date (sometimes past: expired) or until the
      // requisition ends. Ads of closed or cancelled requisitions show as expired whatever their date.
      const publicado = noPassado(diaDecisao + int(0, 5) * DAY);
      const r = random();
      const previsao = r < 0.3 ? null : r < 0.65 ? publicado + int(15, 60) * DAY : HOJE + int(1, 45) * DAY;
      ad = {
        empresaId,
        titulo: row.descricao,
        descricao: textoAnuncio(faixa.cargo || row.descricao, pick(CIDADES_ANUNCIO)),
        exibirModuloExterno: random() < 0.75,
        previsaoEncerramento: previsao === null ? null : iso(previsao),
        diasEsperaNovaAplicacao: random() < 0.5 ? 90 : null,
        utilizarAvaliacoesEtapaSeletiva: random() < 0.15,
        createdAt: new Date(publicado + int(11, 21) * 3_600_000),
      };
    }
    return { row, ad };
  };

  let done = 0;
  let anuncios = 0;
  while (done < total) {
    await db.transaction(async (tx) => {
      for (let b = 0; b < perTx && done < total; b++) {
        const n = Math.min(batch, total - done);
        const gerados = Array.from({ length: n }, gerar);
        // Rows of a multi-row INSERT … RETURNING come back in the order of VALUES.
        const ids = await tx
          .insert(solicitacao)
          .values(gerados.map((g) => g.row))
          .returning({ id: solicitacao.id });
        const ads = gerados.flatMap((g, k) => (g.ad ? [{ ...g.ad, solicitacaoId: ids[k].id }] : []));
        if (ads.length) await tx.insert(anuncio).values(ads);
        anuncios += ads.length;
        done += n;
      }
    });
    progress(done);
  }
  return {
    inserted: done,
    anuncios,
    porSituacao,
    estabelecimentos: estabs.length,
    areas: areas.length,
    faixas: faixas.length,
    motivos: motivos.length,
  };
}
