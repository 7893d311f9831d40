import { type Pergunta, type RespostaPergunta, TIPO_PERGUNTA, type TipoPergunta } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { responderAvaliacao } from '../avaliacoes/responderAvaliacao.ts';
import { carregarPerguntas } from '../../../platform/questionario/leitura.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { candidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { aspecto, opcaoResposta, pergunta, questionario } from '../../../db/schema/index.ts';
import { cpfValido, prng, type Rng } from '../../../db/seed/demo/aleatorio.ts';
import { DEMO_FEMININOS, DEMO_MASCULINOS, DEMO_SOBRENOMES } from '../../../db/seed/demo/nomes.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** How many candidates the demo company gets (the candidate base issue brings full CVs). */
export const DEMO_CANDIDATOS = 40;

interface PerguntaDemo {
  aspecto: string;
  texto: string;
  tipo: TipoPergunta;
  peso?: number;
  obrigatoria?: boolean;
  exigirComentario?: boolean;
  opcoes?: [string, number][];
}

interface ModeloDemo {
  titulo: string;
  observacao: string;
  percentualMinimoAprovacao: number;
  perguntas: PerguntaDemo[];
}

const { OBJETIVA, SUBJETIVA, NOTA, MULTIPLA_ESCOLHA } = TIPO_PERGUNTA;

/** Two candidate evaluation models using the four question types. */
export const DEMO_MODELOS: ModeloDemo[] = [
  {
    titulo: 'Entrevista comportamental — Atendimento',
    observacao: 'Preenchida pelo entrevistador ao final da entrevista presencial.',
    percentualMinimoAprovacao: 70,
    perguntas: [
      {
        aspecto: 'Comunicação',
        texto: 'Como o candidato se expressou durante a entrevista?',
        tipo: OBJETIVA,
        peso: 2,
        opcoes: [
          ['Com clareza e objetividade', 10],
          ['Com clareza, mas de forma prolixa', 6],
          ['Com dificuldade', 2],
          ['Não conseguiu se expressar', 0],
        ],
      },
      { aspecto: 'Comunicação', texto: 'Avalie a postura e a cordialidade do candidato.', tipo: NOTA },
      {
        aspecto: 'Trabalho em equipe',
        texto: 'Quais comportamentos o candidato demonstrou nos exemplos que relatou?',
        tipo: MULTIPLA_ESCOLHA,
        opcoes: [
          ['Coopera com os colegas', 3],
          ['Compartilha conhecimento', 3],
          ['Assume responsabilidades', 4],
          ['Atribui a terceiros as próprias falhas', 0],
        ],
      },
      {
        aspecto: 'Trabalho em equipe',
        texto: 'Ao discordar de um colega, o candidato costuma…',
        tipo: OBJETIVA,
        exigirComentario: true,
        opcoes: [
          ['Dialogar e buscar um consenso', 10],
          ['Acatar sem discutir', 4],
          ['Impor a sua opinião', 0],
        ],
      },
      {
        aspecto: 'Motivação',
        texto: 'Por que o candidato deseja trabalhar na empresa?',
        tipo: SUBJETIVA,
      },
      {
        aspecto: 'Motivação',
        texto: 'Qual o nível de interesse demonstrado pela vaga?',
        tipo: NOTA,
        peso: 2,
      },
    ],
  },
  {
    titulo: 'Avaliação técnica — Assistente Administrativo',
    observacao: 'Teste escrito aplicado na etapa de provas técnicas.',
    percentualMinimoAprovacao: 60,
    perguntas: [
      {
        aspecto: 'Conhecimentos técnicos',
        texto: 'Qual o prazo para o pagamento do salário mensal, segundo a CLT?',
        tipo: OBJETIVA,
        opcoes: [
          ['Até o 5º dia útil do mês seguinte', 10],
          ['Até o dia 10 do mês seguinte', 0],
          ['Até o último dia do mês trabalhado', 0],
        ],
      },
      {
        aspecto: 'Conhecimentos técnicos',
        texto: 'Quais destes são encargos pagos pelo empregador?',
        tipo: MULTIPLA_ESCOLHA,
        opcoes: [
          ['FGTS', 5],
          ['INSS patronal', 5],
          ['Imposto de Renda retido do empregado', 0],
          ['Vale-transporte descontado do empregado', 0],
        ],
      },
      {
        aspecto: 'Ferramentas',
        texto: 'Avalie o domínio de planilhas eletrônicas demonstrado no teste prático.',
        tipo: NOTA,
        peso: 2,
      },
      {
        aspecto: 'Ferramentas',
        texto: 'Velocidade de digitação medida no teste',
        tipo: OBJETIVA,
        opcoes: [
          ['Acima de 200 toques por minuto', 10],
          ['De 150 a 200 toques por minuto', 7],
          ['Abaixo de 150 toques por minuto', 3],
        ],
      },
      {
        aspecto: 'Ferramentas',
        texto: 'Descreva como organizaria o arquivo de documentos de um departamento.',
        tipo: SUBJETIVA,
        obrigatoria: false,
      },
    ],
  },
];

/** Inserts a model with its question set (aspects, questions, options); returns the model's id. */
async function inserirModelo(tx: DemoCtx['tx'], empresaId: number, m: ModeloDemo): Promise<number> {
  const [q] = await tx
    .insert(questionario)
    .values({ empresaId, origem: 'MODELO_AVALIACAO_CANDIDATO' })
    .returning({ id: questionario.id });
  const nomes = [...new Set(m.perguntas.map((p) => p.aspecto))];
  const aspectos = await tx
    .insert(aspecto)
    .values(nomes.map((nome) => ({ questionarioId: q.id, nome })))
    .returning({ id: aspecto.id, nome: aspecto.nome });
  const aspectoId = new Map(aspectos.map((a) => [a.nome, a.id]));
  const perguntas = await tx
    .insert(pergunta)
    .values(
      m.perguntas.map((p, i) => ({
        questionarioId: q.id,
        aspectoId: aspectoId.get(p.aspecto),
        texto: p.texto,
        tipo: p.tipo,
        notaMinima: p.tipo === NOTA ? 0 : null,
        notaMaxima: p.tipo === NOTA ? 10 : null,
        exigirComentario: p.exigirComentario ?? false,
        comentario: p.exigirComentario ? 'Justifique a sua resposta:' : null,
        peso: p.peso ?? 1,
        obrigatoria: p.obrigatoria ?? true,
        ordem: i + 1,
      })),
    )
    .returning({ id: pergunta.id });
  const opcoes = m.perguntas.flatMap((p, i) =>
    (p.opcoes ?? []).map(([texto, peso], j) => ({ perguntaId: perguntas[i].id, texto, peso, ordem: j + 1 })),
  );
  if (opcoes.length) await tx.insert(opcaoResposta).values(opcoes);
  const [modelo] = await tx
    .insert(modeloAvaliacaoCandidato)
    .values({
      empresaId,
      titulo: m.titulo,
      observacao: m.observacao,
      percentualMinimoAprovacao: m.percentualMinimoAprovacao,
      questionarioId: q.id,
    })
    .returning({ id: modeloAvaliacaoCandidato.id });
  return modelo.id;
}

/**
 * Recruitment demo data: 40 candidates of the demo company (name, CPF, e-mail, mobile), the two
 * candidate evaluation models above and evaluations of the first candidates.
 */
export async function seedDemoCaptacao(ctx: DemoCtx): Promise<void> {
  const { tx, matrizId } = ctx;
  const rng = prng(20251122);
  const cpfs = new Set<string>();
  const linhas: (typeof candidato.$inferInsert)[] = [];
  for (let i = 0; i < DEMO_CANDIDATOS; i++) {
    const primeiro = rng.pick(rng.next() < 0.5 ? DEMO_FEMININOS : DEMO_MASCULINOS);
    const sobrenome = rng.pick(DEMO_SOBRENOMES);
    let cpf = cpfValido(rng);
    while (cpfs.has(cpf)) cpf = cpfValido(rng);
    cpfs.add(cpf);
    const usuario = `${primeiro}.${sobrenome}${i}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    linhas.push({
      empresaId: matrizId,
      nome: `${primeiro} ${sobrenome}`,
      cpf,
      email: `${usuario}@exemplo.com.br`,
      dddCelular: '85',
      foneCelular: `9${rng.int(8000, 9999)}${rng.int(1000, 9999)}`,
    });
  }
  const candidatos = await tx.insert(candidato).values(linhas).returning({ id: candidato.id });
  const modelos: number[] = [];
  for (const m of DEMO_MODELOS) modelos.push(await inserirModelo(tx, matrizId, m));
  await seedDemoAvaliacoes(
    ctx,
    rng,
    candidatos.map((c) => c.id),
    modelos,
  );
}

const TEXTOS_SUBJETIVOS = [
  'Busca crescimento profissional e admira a reputação da empresa no atendimento.',
  'Mora perto da empresa e quer atuar na área em que se formou.',
  'Conheceu a empresa por um amigo e se identificou com os valores apresentados.',
];

/**
 * The first candidates are evaluated through the same function HR's screen uses: eight concluded with
 * the first model, two left as drafts, three concluded with the second. Answers are random but valid.
 */
async function seedDemoAvaliacoes(ctx: DemoCtx, rng: Rng, candidatos: number[], modelos: number[]) {
  const session: Session = {
    tokenHash: '',
    usuarioId: ctx.admin.id,
    empresaId: ctx.matrizId,
    usuarioNome: ctx.admin.nome,
    usuarioFortes: false,
    authorities: new Set(),
    expiraEm: new Date(),
  };
  const aplicar = async (candidatoId: number, modeloId: number, parcial: boolean) => {
    const [m] = await ctx.tx
      .select({ questionarioId: modeloAvaliacaoCandidato.questionarioId })
      .from(modeloAvaliacaoCandidato)
      .where(eq(modeloAvaliacaoCandidato.id, modeloId));
    const perguntas = await carregarPerguntas(ctx.tx, m.questionarioId);
    const respostas = (parcial ? perguntas.slice(0, 2) : perguntas).map((p) => respostaAleatoria(rng, p));
    await responderAvaliacao(ctx.tx, {
      session,
      empresaId: ctx.matrizId,
      usuarioId: ctx.admin.id,
      candidatoId,
      modeloId,
      solicitacaoId: null,
      historicoCandidatoId: null,
      respondidaPeloCandidato: false,
      input: { respostas, respondidoParcialmente: parcial },
    });
  };
  for (let i = 0; i < 10; i++) await aplicar(candidatos[i], modelos[0], i >= 8);
  for (let i = 0; i < 3; i++) await aplicar(candidatos[i], modelos[1], false);
}

/** A valid answer to `p`, leaning towards good answers as real shortlisted candidates would. */
function respostaAleatoria(rng: Rng, p: Pergunta): RespostaPergunta {
  const r: RespostaPergunta = { perguntaId: p.id };
  if (p.tipo === OBJETIVA)
    r.respostaId = p.respostas[Math.min(rng.int(0, 2), rng.int(0, p.respostas.length - 1))].id;
  else if (p.tipo === MULTIPLA_ESCOLHA)
    r.respostasIds = p.respostas
      .filter((o, i) => i === 0 || (o.peso > 0 && rng.next() < 0.6))
      .map((o) => o.id);
  else if (p.tipo === NOTA) r.nota = rng.int(Math.max(p.notaMinima ?? 0, 4), p.notaMaxima ?? 10);
  else r.comentario = rng.pick(TEXTOS_SUBJETIVOS);
  if (p.exigirComentario)
    r.comentario = 'Relatou um conflito recente e como chegou a um acordo com a equipe.';
  return r;
}
