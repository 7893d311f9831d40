import { NOTA_MINIMA_MODELO, perguntaSchema, TIPO_PERGUNTA } from '@ipe/domain';
import { TIPO_MODELO, type TipoModelo } from '@ipe/domain/resources/avaliacao/index';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { criarQuestionario, inserirPergunta } from '../../../platform/questionario/perguntasStore.ts';
import { ORIGEM_MODELO_AVALIACAO } from '../modelos.ts';
import { modeloAvaliacao, periodoExperiencia } from '../schema.ts';

const { OBJETIVA, SUBJETIVA, NOTA, MULTIPLA_ESCOLHA } = TIPO_PERGUNTA;
const ESCALA: [string, number][] = [
  ['Ótimo', 10],
  ['Bom', 7],
  ['Regular', 4],
  ['Ruim', 0],
];

interface ModeloDemo {
  titulo: string;
  tipo: TipoModelo;
  observacao: string;
  percentualMinimoAprovacao: number;
  /** The follow-up's period (index into the demo's periods: 0 the 45-day, 1 the 90-day one). */
  periodo?: 0 | 1;
  perguntas: {
    aspecto: string;
    texto: string;
    tipo: number;
    opcoes?: [string, number][];
    peso?: number;
    exigirComentario?: boolean;
    obrigatoria?: boolean;
  }[];
}

/** The experience follow-up models (45 and 90 days, all four question types) and a performance model. */
const MODELOS: ModeloDemo[] = [
  {
    titulo: 'Acompanhamento de experiência – 45 dias',
    tipo: TIPO_MODELO.acompanhamento,
    observacao: 'Respondido pelo gestor da área do talento ao fim dos primeiros 45 dias.',
    percentualMinimoAprovacao: 60,
    periodo: 0,
    perguntas: [
      {
        aspecto: 'Adaptação',
        texto: 'Como avalia a integração do talento à equipe?',
        tipo: OBJETIVA,
        opcoes: ESCALA,
      },
      {
        aspecto: 'Adaptação',
        texto: 'Quais comportamentos o talento demonstrou no período?',
        tipo: MULTIPLA_ESCOLHA,
        opcoes: [
          ['Pontualidade', 5],
          ['Iniciativa', 5],
          ['Colaboração com os colegas', 5],
          ['Resistência a orientações', 0],
        ],
      },
      { aspecto: 'Desempenho', texto: 'Dê uma nota à qualidade das entregas.', tipo: NOTA, peso: 2 },
      {
        aspecto: 'Desempenho',
        texto: 'O talento cumpre os prazos combinados?',
        tipo: OBJETIVA,
        opcoes: [
          ['Sempre', 10],
          ['Quase sempre', 7],
          ['Raramente', 3],
          ['Nunca', 0],
        ],
        exigirComentario: true,
      },
      {
        aspecto: 'Próximos passos',
        texto: 'O que o talento precisa desenvolver até o fim do contrato de experiência?',
        tipo: SUBJETIVA,
      },
    ],
  },
  {
    titulo: 'Acompanhamento de experiência – 90 dias',
    tipo: TIPO_MODELO.acompanhamento,
    observacao: 'Respondido pelo gestor da área antes do fim do contrato de experiência: apoia a efetivação.',
    percentualMinimoAprovacao: 70,
    periodo: 1,
    perguntas: [
      {
        aspecto: 'Resultados',
        texto: 'O talento atingiu as metas combinadas para o período?',
        tipo: OBJETIVA,
        opcoes: ESCALA,
        peso: 2,
      },
      {
        aspecto: 'Comportamento',
        texto: 'Quais competências o talento demonstrou?',
        tipo: MULTIPLA_ESCOLHA,
        opcoes: [
          ['Autonomia', 5],
          ['Trabalho em equipe', 5],
          ['Comunicação clara', 5],
          ['Dificuldade em aceitar orientações', 0],
        ],
      },
      { aspecto: 'Resultados', texto: 'Dê uma nota à evolução desde os 45 dias.', tipo: NOTA },
      {
        aspecto: 'Decisão',
        texto: 'Recomenda a efetivação do talento?',
        tipo: OBJETIVA,
        opcoes: [
          ['Sim', 10],
          ['Não', 0],
        ],
        exigirComentario: true,
      },
      {
        aspecto: 'Decisão',
        texto: 'Observações para o RH',
        tipo: SUBJETIVA,
        obrigatoria: false,
      },
    ],
  },
  {
    titulo: 'Avaliação de desempenho anual',
    tipo: TIPO_MODELO.desempenho,
    observacao: 'Avaliação anual de competências e resultados.',
    percentualMinimoAprovacao: 70,
    perguntas: [
      {
        aspecto: 'Resultados',
        texto: 'As metas do ano foram atingidas?',
        tipo: OBJETIVA,
        opcoes: ESCALA,
        peso: 2,
      },
      { aspecto: 'Competências', texto: 'Dê uma nota ao trabalho em equipe.', tipo: NOTA },
      { aspecto: 'Competências', texto: 'Dê uma nota à comunicação.', tipo: NOTA },
      {
        aspecto: 'Desenvolvimento',
        texto: 'Comentários e sugestões para o próximo ano',
        tipo: SUBJETIVA,
        obrigatoria: false,
      },
    ],
  },
];

/**
 * The evaluation module's demo: the experience periods of Brazilian experience contracts (45 and 90
 * days, CLT art. 445), a follow-up model for each and a performance model, with their questions written
 * through the questionnaire engine.
 */
export async function seedDemoAvaliacao({ tx, matrizId }: DemoCtx): Promise<void> {
  const periodos = await tx
    .insert(periodoExperiencia)
    .values([
      { empresaId: matrizId, nome: '45 dias', dias: 45 },
      { empresaId: matrizId, nome: '90 dias', dias: 90 },
    ])
    .returning({ id: periodoExperiencia.id });
  for (const m of MODELOS) {
    const questionarioId = await criarQuestionario(tx, matrizId, ORIGEM_MODELO_AVALIACAO);
    for (const p of m.perguntas)
      await inserirPergunta(
        tx,
        questionarioId,
        perguntaSchema.parse({
          texto: p.texto,
          tipo: p.tipo,
          aspecto: { nome: p.aspecto },
          respostas: p.opcoes?.map(([texto, peso]) => ({ texto, peso })),
          peso: p.peso ?? 1,
          exigirComentario: p.exigirComentario ?? false,
          comentario: p.exigirComentario ? 'Justifique a sua resposta:' : undefined,
          obrigatoria: p.obrigatoria ?? true,
        }),
        NOTA_MINIMA_MODELO,
      );
    await tx.insert(modeloAvaliacao).values({
      empresaId: matrizId,
      titulo: m.titulo,
      tipo: m.tipo,
      periodoAcompanhamentoExperienciaId: m.periodo === undefined ? null : periodos[m.periodo].id,
      observacao: m.observacao,
      percentualMinimoAprovacao: m.percentualMinimoAprovacao,
      questionarioId,
    });
  }
}
