import { asc } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { bairro, cidade } from '../apps/server/src/modules/geral/schema.ts';

/** Deterministic pseudo-random numbers (mulberry32), so every run loads the same data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Weighted prefixes; the empty one gives names such as 'Bela Vista' or 'Centro'. */
const PREFIXOS: [string, number][] = [
  ['Jardim', 24],
  ['Vila', 20],
  ['Parque', 12],
  ['Conjunto', 8],
  ['Residencial', 8],
  ['Recanto', 4],
  ['Chácara', 3],
  ['Loteamento', 3],
  ['Núcleo Habitacional', 2],
  ['', 16],
];

const NOMES = [
  'São José',
  'São João',
  'São Cristóvão',
  'São Sebastião',
  'São Francisco',
  'Santa Luzia',
  'Santa Cecília',
  'Santa Mônica',
  'Santo Antônio',
  'Nossa Senhora Aparecida',
  'Nossa Senhora da Conceição',
  'Bom Jesus',
  'Bom Retiro',
  'Boa Esperança',
  'Boa Vista',
  'Bela Vista',
  'Vista Alegre',
  'Primavera',
  'das Acácias',
  'dos Ipês',
  'das Palmeiras',
  'das Orquídeas',
  'das Hortênsias',
  'das Bromélias',
  'dos Eucaliptos',
  'das Mangueiras',
  'dos Pinheiros',
  'Paraíso',
  'América',
  'Europa',
  'Itália',
  'Imperial',
  'Independência',
  'Liberdade',
  'Progresso',
  'União',
  'Glória',
  'Aurora',
  'Alvorada',
  'Esplanada',
  'Maracanã',
  'Ipiranga',
  'Itapuã',
  'Jaçanã',
  'Guarani',
  'Tupã',
  'Araçá',
  'Piratininga',
  'Icaraí',
  'Jacarandá',
  'Sabiá',
  'Bem-te-vi',
  'Beija-flor',
  'Tropical',
  'Monte Castelo',
  'Monte Líbano',
  'Cidade Nova',
  'Novo Horizonte',
  'Planalto',
  'Serrano',
  'Paulista',
  'Petrópolis',
  'Tiradentes',
  'Dom Pedro II',
  'Marechal Rondon',
  'Getúlio Vargas',
  'Juscelino Kubitschek',
  'Anchieta',
  'Três Marias',
  'Água Branca',
  'Água Verde',
  'Lagoa Azul',
  'Pôr do Sol',
  'Sol Nascente',
  'Céu Azul',
  'Estrela Dalva',
  'Campo Belo',
  'Morumbi',
  'Cambuí',
  'Guanabara',
  'Atlântico',
  'Paraná',
  'Goiás',
  'Araguaia',
  'Iguaçu',
  'Itaú',
  'Ilha do Mel',
  'Coração de Maria',
  'Mãe Rainha',
  'Esperança',
];

const SUFIXOS: [string, number][] = [
  ['', 60],
  [' I', 8],
  [' II', 8],
  [' III', 4],
  [' IV', 2],
  [' Norte', 4],
  [' Sul', 4],
  [' Leste', 3],
  [' Oeste', 3],
  [' Novo', 4],
];

/** Big cities (IBGE code → share of all rows, %); the rest is spread evenly over every municipality. */
const GRANDES: [number, number][] = [
  [3550308, 8], // São Paulo
  [3304557, 5], // Rio de Janeiro
  [3106200, 3], // Belo Horizonte
  [2927408, 2], // Salvador
  [2304400, 2], // Fortaleza
  [4106902, 2], // Curitiba
  [2611606, 2], // Recife
  [4314902, 2], // Porto Alegre
  [5300108, 2], // Brasília
  [1302603, 1], // Manaus
  [5208707, 1], // Goiânia
  [1501402, 1], // Belém
];
export const CIDADE_FILTRO_IBGE = 3550308;

function weighted<T>(items: [T, number][], random: () => number): () => T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  return () => {
    let r = random() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1][0];
  };
}

/** A generator of realistic neighbourhood names: 'Jardim São José II', 'Vila Jaçanã', 'Bela Vista'. */
export function nomeDeBairro(random: () => number): () => string {
  const prefixo = weighted(PREFIXOS, random);
  const sufixo = weighted(SUFIXOS, random);
  return () => {
    const p = prefixo();
    const n = NOMES[Math.floor(random() * NOMES.length)];
    return `${p ? `${p} ` : ''}${n}${sufixo()}`;
  };
}

/**
 * Inserts `total` bairros spread over the seeded cities: multi-row INSERTs of `batch` rows, `perTx`
 * statements per transaction.
 */
export async function generateBairros(
  db: Db,
  total: number,
  progress: (done: number) => void,
  { batch = 1000, perTx = 10, seed = 20240601 } = {},
) {
  const random = rng(seed);
  const nome = nomeDeBairro(random);
  const cidades = await db
    .select({ id: cidade.id, estadoId: cidade.estadoId, codigoIbge: cidade.codigoIbge })
    .from(cidade)
    .orderBy(asc(cidade.id));
  if (!cidades.length) throw new Error('Sem cidades: o seed do IBGE não rodou.');
  const porIbge = new Map(cidades.map((c) => [c.codigoIbge, c]));
  const grandes = GRANDES.map(([ibge, pct]) => [porIbge.get(ibge), pct] as const).filter(([c]) => c);
  const pctGrandes = grandes.reduce((s, [, p]) => s + p, 0);
  const grande = weighted(
    grandes.map(([c, p]) => [c as (typeof cidades)[number], p]),
    random,
  );
  const cidadeAleatoria = () =>
    random() * 100 < pctGrandes ? grande() : cidades[Math.floor(random() * cidades.length)];

  let done = 0;
  while (done < total) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < perTx && done < total; i++) {
        const n = Math.min(batch, total - done);
        const rows = Array.from({ length: n }, () => {
          const c = cidadeAleatoria();
          return { nome: nome(), cidadeId: c.id, estadoId: c.estadoId };
        });
        await tx.insert(bairro).values(rows);
        done += n;
      }
    });
    progress(done);
  }
}
