import { STATUS_HISTORICO, TIPO_SALARIO } from '@ipe/domain/salario';
import { asc, eq } from 'drizzle-orm';
import { cargo } from '../areas/schema.ts';
import { faixaSalarial, faixaSalarialHistorico, indice, indiceHistorico } from '../faixas/schema.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/**
 * Indices with their value history: the national minimum wage (real values, Decrees of each year) and two
 * fictitious collective-agreement floors.
 */
const INDICES: [string, [string, number][]][] = [
  [
    'Salário Mínimo',
    [
      ['2023-01-01', 1302],
      ['2023-05-01', 1320],
      ['2024-01-01', 1412],
      ['2025-01-01', 1518],
      ['2026-01-01', 1621],
    ],
  ],
  [
    'Piso Comerciários',
    [
      ['2024-03-01', 1760],
      ['2025-03-01', 1870],
      ['2026-03-01', 1985],
    ],
  ],
  [
    'Piso Operacional',
    [
      ['2024-05-01', 1600],
      ['2025-05-01', 1710],
      ['2026-05-01', 1820],
    ],
  ],
];

/** A band: fixed value (history of yearly raises) or a quantity of an index (fixed first, then the index). */
type Banda = [nome: string, base: number, indice?: string];

/** Bands per position (by Nomenclatura) and the position's CBO code. */
const FAIXAS: Record<string, { cbo: string; faixas: Banda[] }> = {
  'Diretor Geral': { cbo: '121010', faixas: [['Única', 28000]] },
  'Gerente Administrativo Financeiro': {
    cbo: '142105',
    faixas: [
      ['I', 14000],
      ['II', 16500],
    ],
  },
  'Gerente Comercial': {
    cbo: '142305',
    faixas: [
      ['I', 14500],
      ['II', 17000],
    ],
  },
  'Gerente de Operações': {
    cbo: '141205',
    faixas: [
      ['I', 13500],
      ['II', 16000],
    ],
  },
  'Gerente de Recursos Humanos': {
    cbo: '142205',
    faixas: [
      ['I', 13000],
      ['II', 15500],
    ],
  },
  'Analista Contábil I': {
    cbo: '252210',
    faixas: [
      ['Júnior', 3800],
      ['Pleno', 5200],
      ['Sênior', 7000],
    ],
  },
  'Analista Financeiro I': {
    cbo: '252545',
    faixas: [
      ['Júnior', 4000],
      ['Pleno', 5500],
      ['Sênior', 7300],
    ],
  },
  'Assistente Administrativo': {
    cbo: '411010',
    faixas: [
      ['A', 1.6, 'Salário Mínimo'],
      ['B', 1.9, 'Salário Mínimo'],
    ],
  },
  'Vendedor Interno': {
    cbo: '521110',
    faixas: [
      ['A', 1, 'Piso Comerciários'],
      ['B', 1.2, 'Piso Comerciários'],
    ],
  },
  'Representante Comercial Externo': {
    cbo: '354705',
    faixas: [
      ['A', 1.3, 'Piso Comerciários'],
      ['B', 3500],
    ],
  },
  'Analista de Marketing Digital': {
    cbo: '253405',
    faixas: [
      ['Júnior', 3600],
      ['Pleno', 5000],
      ['Sênior', 6800],
    ],
  },
  'Operador de Empilhadeira': {
    cbo: '782220',
    faixas: [
      ['A', 1.1, 'Piso Operacional'],
      ['B', 1.3, 'Piso Operacional'],
    ],
  },
  'Auxiliar de Logística': {
    cbo: '414140',
    faixas: [
      ['A', 1, 'Piso Operacional'],
      ['B', 1.4, 'Salário Mínimo'],
    ],
  },
  'Analista de Departamento Pessoal': {
    cbo: '413105',
    faixas: [
      ['Júnior', 3500],
      ['Pleno', 4800],
      ['Sênior', 6500],
    ],
  },
  Recepcionista: { cbo: '422105', faixas: [['Única', 1.5, 'Salário Mínimo']] },
};
/** Positions not in FAIXAS (the branch's, or renamed ones) get one fixed band. */
const PADRAO: { cbo: string; faixas: Banda[] } = { cbo: '411010', faixas: [['Única', 2500]] };

const centavos = (n: number) => Math.round(n * 100) / 100;
const DESCRICAO_CBO: Record<string, string> = {
  '121010': 'Diretor geral de empresa e organizações (exceto de interesse público)',
  '142105': 'Gerente administrativo',
  '142305': 'Gerente comercial',
  '141205': 'Gerente de produção e operações',
  '142205': 'Gerente de recursos humanos',
  '252210': 'Contador',
  '252545': 'Analista financeiro (instituições financeiras)',
  '411010': 'Assistente administrativo',
  '521110': 'Vendedor de comércio varejista',
  '354705': 'Representante comercial autônomo',
  '253405': 'Analista de mídias sociais',
  '782220': 'Operador de empilhadeira',
  '414140': 'Auxiliar de logistica',
  '413105': 'Analista de folha de pagamento',
  '422105': 'Recepcionista, em geral',
};

/**
 * Demo data of this part: 3 indices with history, and 1-3 bands for each demo position with 2-3
 * histories each, fixed values and index-based ones mixed. Runs after the positions (areas part).
 */
export async function seedDemoFaixas({ tx, matrizId, filialId }: DemoCtx): Promise<void> {
  const indices = await tx
    .insert(indice)
    .values(INDICES.map(([nome]) => ({ empresaId: matrizId, nome })))
    .returning({ id: indice.id, nome: indice.nome });
  const indiceId = new Map(indices.map((i) => [i.nome, i.id]));
  await tx
    .insert(indiceHistorico)
    .values(
      INDICES.flatMap(([nome, valores]) =>
        valores.map(([data, valor]) => ({ indiceId: indiceId.get(nome) as number, data, valor })),
      ),
    );
  // The value of each index in force a year before its latest one.
  const valorAnterior = new Map(INDICES.map(([nome, valores]) => [nome, valores.at(-2)?.[1] ?? 0]));

  const cargosDe = (empresaId: number) =>
    tx
      .select({ id: cargo.id, nome: cargo.nome })
      .from(cargo)
      .where(eq(cargo.empresaId, empresaId))
      .orderBy(asc(cargo.id));
  // The branch has no indices: its positions get the default fixed band.
  const cargos = [
    ...(await cargosDe(matrizId)).map((c) => ({ ...c, plano: FAIXAS[c.nome] ?? PADRAO })),
    ...(await cargosDe(filialId)).map((c) => ({ ...c, plano: PADRAO })),
  ];
  if (!cargos.length) return;
  const bandas = cargos.flatMap((c) => {
    const { cbo, faixas } = c.plano;
    return faixas.map((b) => ({ cargoId: c.id, cbo, banda: b }));
  });
  const faixas = await tx
    .insert(faixaSalarial)
    .values(
      bandas.map(({ cargoId, cbo, banda }) => ({
        cargoId,
        nome: banda[0],
        codigoCBO: cbo,
        descricaoCBO: DESCRICAO_CBO[cbo] ?? null,
      })),
    )
    .returning({ id: faixaSalarial.id });

  const confirmado = STATUS_HISTORICO.CONFIRMADO;
  await tx.insert(faixaSalarialHistorico).values(
    bandas.flatMap(({ banda: [, base, nomeIndice] }, i) => {
      const faixaSalarialId = faixas[i].id;
      if (nomeIndice && indiceId.has(nomeIndice))
        // A fixed value last year, then the quantity of the index from this year on.
        return [
          {
            faixaSalarialId,
            data: '2025-01-01',
            tipo: TIPO_SALARIO.VALOR,
            valor: centavos(base * (valorAnterior.get(nomeIndice) ?? 0)),
            status: confirmado,
          },
          {
            faixaSalarialId,
            data: '2026-01-01',
            tipo: TIPO_SALARIO.INDICE,
            indiceId: indiceId.get(nomeIndice),
            quantidade: base,
            status: confirmado,
          },
        ];
      // Yearly raises of a fixed value: three years for every other band, two for the rest.
      const anos = i % 2 === 0 ? ['2024', '2025', '2026'] : ['2025', '2026'];
      return anos.map((ano, k) => ({
        faixaSalarialId,
        data: `${ano}-01-01`,
        tipo: TIPO_SALARIO.VALOR,
        valor: centavos(base * 1.05 ** k),
        status: confirmado,
      }));
    }),
  );
}
