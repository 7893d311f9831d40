import { asc, eq, sql } from 'drizzle-orm';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import {
  atitude,
  atitudeArea,
  atitudeComportamento,
  configHistoricoNivel,
  configuracaoNiveisCompetencia,
  configuracaoNivelCompetencia,
  configuracaoNivelCompetenciaFaixa,
  conhecimento,
  conhecimentoArea,
  conhecimentoComportamento,
  criterioAvaliacaoCompetencia,
  habilidade,
  habilidadeArea,
  habilidadeComportamento,
  nivelCompetencia,
  nivelCompetenciaHistorico,
} from '../competencias/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** [nome, observação, behaviours] of each kind. */
type Demo = [string, string, string[]];

const CONHECIMENTOS: Demo[] = [
  [
    'Legislação trabalhista',
    'CLT, convenções coletivas e eSocial.',
    [
      'Aplica as regras de jornada e férias',
      'Interpreta convenções coletivas',
      'Acompanha mudanças na legislação',
    ],
  ],
  [
    'Excel avançado',
    'Fórmulas, tabelas dinâmicas e gráficos.',
    ['Monta tabelas dinâmicas', 'Usa PROCV e fórmulas condicionais'],
  ],
  [
    'Gestão financeira',
    'Orçamento, fluxo de caixa e indicadores.',
    ['Elabora o orçamento da área', 'Analisa o fluxo de caixa', 'Acompanha indicadores financeiros'],
  ],
  [
    'Língua inglesa',
    'Leitura, escrita e conversação.',
    ['Lê documentos técnicos em inglês', 'Conduz reuniões em inglês'],
  ],
];
const HABILIDADES: Demo[] = [
  [
    'Comunicação',
    'Clareza na fala e na escrita.',
    ['Expõe ideias com clareza', 'Escuta antes de responder', 'Escreve e-mails objetivos'],
  ],
  [
    'Negociação',
    'Busca acordos bons para as partes.',
    ['Prepara-se antes de negociar', 'Busca soluções em que todos ganham'],
  ],
  [
    'Liderança de equipes',
    'Orienta, desenvolve e cobra resultados.',
    ['Define metas claras para a equipe', 'Dá retorno frequente', 'Desenvolve sucessores'],
  ],
  [
    'Resolução de problemas',
    'Analisa causas e propõe soluções.',
    ['Identifica a causa raiz', 'Propõe alternativas viáveis'],
  ],
];
const ATITUDES: Demo[] = [
  [
    'Proatividade',
    'Antecipa-se aos problemas.',
    ['Age sem esperar ser solicitado', 'Sugere melhorias nos processos'],
  ],
  ['Ética', 'Age com integridade.', ['Cumpre as normas da empresa', 'Trata as informações com sigilo']],
  [
    'Trabalho em equipe',
    'Colabora com os colegas.',
    ['Compartilha conhecimento', 'Apoia os colegas nas entregas', 'Respeita opiniões diferentes'],
  ],
  [
    'Foco no cliente',
    'Entende e atende o cliente.',
    ['Responde ao cliente no prazo', 'Busca entender a necessidade do cliente'],
  ],
];

/** [descrição, peso, percentual mínimo] now, and in the older snapshot. */
const NIVEIS: [string, number, number, number][] = [
  ['Básico', 1, 25, 20],
  ['Intermediário', 2, 50, 40],
  ['Avançado', 3, 75, 70],
  ['Especialista', 4, 90, 90],
];

/** Areas each competence is linked to (by name; the first existing one otherwise). */
const AREAS_DEMO = [
  'Recursos Humanos',
  'Departamento Pessoal',
  'Financeiro',
  'Comercial',
  'Vendas',
  'Operações',
];

/** Competences, levels (with two dated snapshots), criteria and the matrix of a few salary bands. */
export async function seedDemoCompetencias({ tx, matrizId }: DemoCtx): Promise<void> {
  const areas = await tx
    .select({ id: areaOrganizacional.id, nome: areaOrganizacional.nome })
    .from(areaOrganizacional)
    .where(eq(areaOrganizacional.empresaId, matrizId))
    .orderBy(asc(areaOrganizacional.id));
  if (!areas.length) return; // competences need at least one area
  const areaIds = AREAS_DEMO.map((n) => areas.find((a) => a.nome === n)?.id).filter((x): x is number => !!x);
  const areasDe = (i: number) => [
    ...new Set([areaIds[i % (areaIds.length || 1)] ?? areas[0].id, areas[0].id]),
  ];

  const kinds = [
    { demo: CONHECIMENTOS, table: conhecimento, area: conhecimentoArea, comp: conhecimentoComportamento },
    { demo: HABILIDADES, table: habilidade, area: habilidadeArea, comp: habilidadeComportamento },
    { demo: ATITUDES, table: atitude, area: atitudeArea, comp: atitudeComportamento },
  ] as const;
  const ids: number[][] = [];
  for (const [k, kind] of kinds.entries()) {
    const rows = await tx
      .insert(kind.table)
      .values(
        kind.demo.map(([nome, observacao], i) => ({
          empresaId: matrizId,
          nome,
          observacao,
          solicitarComentario: i % 2 === 0,
        })),
      )
      .returning({ id: kind.table.id });
    ids.push(rows.map((r) => r.id));
    await tx
      .insert(kind.area)
      .values(
        rows.flatMap((r, i) =>
          areasDe(i + k).map((areaOrganizacionalId) => ({ competenciaId: r.id, areaOrganizacionalId })),
        ),
      );
    await tx
      .insert(kind.comp)
      .values(
        rows.flatMap((r, i) => kind.demo[i][2].map((descricao) => ({ competenciaId: r.id, descricao }))),
      );
  }

  await tx
    .insert(configuracaoNiveisCompetencia)
    .values({ empresaId: matrizId, considerarPercentualMinimo: true, obrigarPercentual: true });
  const niveis = await tx
    .insert(nivelCompetencia)
    .values(
      NIVEIS.map(([descricao, ordem, percentual]) => ({ empresaId: matrizId, descricao, ordem, percentual })),
    )
    .returning({ id: nivelCompetencia.id });
  const historicos = await tx
    .insert(nivelCompetenciaHistorico)
    .values([
      { empresaId: matrizId, data: '2023-01-01' },
      { empresaId: matrizId, data: '2024-01-01' },
    ])
    .returning({ id: nivelCompetenciaHistorico.id });
  await tx.insert(configHistoricoNivel).values(
    historicos.flatMap((h, hi) =>
      NIVEIS.map(([, ordem, atual, antigo], i) => ({
        nivelCompetenciaHistoricoId: h.id,
        nivelId: niveis[i].id,
        ordem,
        percentual: hi === 0 ? antigo : atual,
      })),
    ),
  );

  await tx.insert(criterioAvaliacaoCompetencia).values([
    { empresaId: matrizId, descricao: 'Domínio técnico do assunto', tipo: '1', tipoCompetencia: 'C' },
    {
      empresaId: matrizId,
      descricao: 'Frequência com que demonstra o comportamento',
      tipo: '1',
      tipoCompetencia: 'A',
    },
    { empresaId: matrizId, descricao: 'Evidências observadas no período', tipo: '2', tipoCompetencia: null },
  ]);

  // The matrix of the first bands of the first positions: more senior bands require higher levels.
  const faixas = await tx
    .select({ id: faixaSalarial.id })
    .from(faixaSalarial)
    .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
    .where(eq(cargo.empresaId, matrizId))
    .orderBy(asc(cargo.id), asc(faixaSalarial.id))
    .limit(4);
  if (!faixas.length) return;
  const configs = await tx
    .insert(configuracaoNivelCompetenciaFaixa)
    .values(faixas.map((f) => ({ empresaId: matrizId, faixaSalarialId: f.id, data: '2024-01-01' })))
    .returning({ id: configuracaoNivelCompetenciaFaixa.id });
  await tx.insert(configuracaoNivelCompetencia).values(
    configs.flatMap((c, fi) =>
      [0, 1, 2].flatMap((k) =>
        [0, 1].map((j) => ({
          configuracaoId: c.id,
          conhecimentoId: k === 0 ? ids[0][(fi + j) % 4] : null,
          habilidadeId: k === 1 ? ids[1][(fi + j) % 4] : null,
          atitudeId: k === 2 ? ids[2][(fi + j) % 4] : null,
          competenciaPeso: j === 0 ? 2 : 1,
          nivelCompetenciaId: niveis[Math.max(0, 3 - fi - j)].id,
        })),
      ),
    ),
  );
  for (const [t, col] of [
    [conhecimento, configuracaoNivelCompetencia.conhecimentoId],
    [habilidade, configuracaoNivelCompetencia.habilidadeId],
    [atitude, configuracaoNivelCompetencia.atitudeId],
  ] as const)
    await tx
      .update(t)
      .set({
        existeNivelCompetencia: sql`exists (select 1 from ${configuracaoNivelCompetencia} where ${col} = ${t.id})`,
      })
      .where(eq(t.empresaId, matrizId));
}
