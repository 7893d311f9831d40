/**
 * Random requests from an OpenAPI 3 document for the fuzz (openapi.fuzz.ts): every operation with its
 * path, query and JSON body schemas, and values that are sometimes valid, sometimes at a boundary and
 * sometimes of the wrong type.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

export interface Operacao {
  metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the document writes it (`/api/geral/bairros/{id}`). */
  caminho: string;
  parametrosCaminho: { nome: string; schema: Schema }[];
  parametrosConsulta: { nome: string; schema: Schema }[];
  corpo: Schema | null;
}

/** Operations of the document (JSON bodies only; a multipart route still gets a JSON body). */
export function operacoesDo(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operacao[] {
  const ops: Operacao[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths))
    for (const [metodo, op] of Object.entries(metodos)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(metodo)) continue;
      const params = (op.parameters ?? []) as { name: string; in: string; schema?: Schema }[];
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      const corpo = content ? (Object.values(content)[0]?.schema ?? {}) : null;
      const nomesCaminho = [...caminho.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      ops.push({
        metodo: metodo.toUpperCase() as Operacao['metodo'],
        caminho,
        parametrosCaminho: nomesCaminho.map((nome) => ({
          nome,
          schema: params.find((p) => p.in === 'path' && p.name === nome)?.schema ?? { type: 'integer' },
        })),
        parametrosConsulta: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ nome: p.name, schema: p.schema ?? {} })),
        corpo: metodo === 'get' || metodo === 'delete' ? null : corpo,
      });
    }
  return ops;
}

/** A small seeded generator (mulberry32), so a run can be repeated with its seed. */
export function aleatorio(semente: number) {
  let a = semente >>> 0;
  const proximo = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    proximo,
    chance: (p: number) => proximo() < p,
    inteiro: (n: number) => Math.floor(proximo() * n),
    um: <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)],
  };
}
export type Aleatorio = ReturnType<typeof aleatorio>;

const TEXTOS = [
  '',
  ' ',
  'a',
  'Teste',
  '\u0000',
  'a\u0000b',
  'ção Ááé ü',
  '😀🏳️‍🌈',
  "'; drop table usuario; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2024-02-30',
  '2024-13-01',
  '0000-00-00',
  '9999-12-31',
  '1900-01-01',
  '2025-06-15',
  '2025-06-15T10:00:00Z',
  '25:61',
  '-1',
  '0',
  '1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '{}',
  '[]',
  '1,2,3',
  ',,',
  '123.456.789-09',
  '52998224725',
  '00000000000',
  'a@b.c',
  'x'.repeat(256),
  'x'.repeat(70_000),
  '\uD800',
  '\u202E\u200B',
  '\r\n',
];
const NUMEROS = [
  0, 1, 2, 3, -1, 0.5, -0.0001, 99, 999, 1000, 2147483647, 2147483648, -2147483649, 9007199254740991, 1e20,
  1e308, -1e308,
];

/** A value of some other type than the schema's (or a random JSON value). */
function tipoErrado(r: Aleatorio): unknown {
  return r.um<() => unknown>([
    () => r.um(TEXTOS),
    () => r.um(NUMEROS),
    () => r.chance(0.5),
    () => null,
    () => [],
    () => [r.um(NUMEROS), r.um(TEXTOS)],
    () => ({}),
    () => ({ id: r.um(NUMEROS), a: r.um(TEXTOS) }),
  ])();
}

function textoAleatorio(r: Aleatorio): string {
  const n = r.inteiro(40);
  let s = '';
  for (let i = 0; i < n; i++)
    s += String.fromCharCode(r.chance(0.9) ? 32 + r.inteiro(95) : r.inteiro(0x2fff));
  return s;
}

function tipoDe(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((x) => x !== 'null');
  return s.type;
}

/** A value for `s`: mostly plausible, at times a boundary, at times the wrong type. */
export function valorPara(s: Schema, r: Aleatorio, profundidade = 0): unknown {
  if (r.chance(0.12)) return tipoErrado(r);
  const alternativas = s.anyOf ?? s.oneOf;
  if (alternativas?.length) return valorPara(r.um(alternativas), r, profundidade);
  if (s.allOf?.length) return valorPara(Object.assign({}, ...s.allOf), r, profundidade);
  if (s.enum?.length && r.chance(0.8)) return r.um(s.enum);
  switch (tipoDe(s)) {
    case 'integer':
    case 'number':
      if (r.chance(0.5)) return 1 + r.inteiro(5);
      return r.um(NUMEROS);
    case 'boolean':
      return r.chance(0.5);
    case 'array': {
      if (profundidade > 3) return [];
      const n = r.um([0, 1, 2, 3, 50]);
      return Array.from({ length: n }, () => valorPara(s.items ?? {}, r, profundidade + 1));
    }
    case 'object':
      return objetoPara(s, r, profundidade);
    case 'string':
      if (s.format === 'date' && r.chance(0.6)) return r.um(['2025-06-15', '2024-02-29', '2024-02-30']);
      return r.chance(0.7) ? r.um(TEXTOS) : textoAleatorio(r);
    default:
      return s.properties ? objetoPara(s, r, profundidade) : tipoErrado(r);
  }
}

function objetoPara(s: Schema, r: Aleatorio, profundidade: number): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  if (profundidade > 3) return o;
  for (const [nome, p] of Object.entries(s.properties ?? {}))
    if (r.chance(0.85)) o[nome] = valorPara(p, r, profundidade + 1);
  if (r.chance(0.1)) o[r.um(['id', 'empresaId', '__proto__', 'x\u0000'])] = tipoErrado(r);
  return o;
}

/** A value written into a URL: arrays as comma lists, objects as JSON. */
function naUrl(v: unknown): string {
  if (Array.isArray(v)) return v.map((x) => naUrl(x)).join(',');
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Lone surrogates as U+FFFD (what URLSearchParams does), so encodeURIComponent accepts the text. */
const bemFormado = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Query parameters every generic list understands, tried on every GET. */
const CONSULTA_GENERICA: { nome: string; schema: Schema }[] = [
  { nome: 'page', schema: { type: 'integer' } },
  { nome: 'size', schema: { type: 'integer' } },
  { nome: 'q', schema: { type: 'string' } },
  { nome: 'sort', schema: { type: 'string', enum: ['nome', 'id', '-nome', 'x'] } },
  { nome: 'resumido', schema: { type: 'boolean' } },
  { nome: 'unpaged', schema: { type: 'boolean' } },
];

/**
 * A body that gets past validation more often: a row the API answered (`amostra`) with one to three of
 * its fields replaced by random, boundary or wrong-typed values.
 */
export function mutar(
  amostra: Record<string, unknown>,
  schema: Schema,
  r: Aleatorio,
): Record<string, unknown> {
  const corpo: Record<string, unknown> = { ...amostra };
  delete corpo.id;
  const nomes = Object.keys(schema.properties ?? corpo);
  for (let i = 0, n = 1 + r.inteiro(3); i < n && nomes.length; i++) {
    const nome = r.um(nomes);
    corpo[nome] = valorPara(schema.properties?.[nome] ?? {}, r);
  }
  return corpo;
}

export function requisicaoPara(
  op: Operacao,
  r: Aleatorio,
  amostra?: Record<string, unknown>,
): { url: string; corpo?: string } {
  let url = op.caminho;
  for (const p of op.parametrosCaminho)
    url = url.replace(`{${p.nome}}`, encodeURIComponent(bemFormado(naUrl(valorPara(p.schema, r)))));
  const consulta = new URLSearchParams();
  const candidatos = [...op.parametrosConsulta, ...(op.metodo === 'GET' ? CONSULTA_GENERICA : [])];
  for (const p of candidatos) if (r.chance(0.5)) consulta.set(p.nome, naUrl(valorPara(p.schema, r)));
  const qs = consulta.toString();
  if (qs) url += `?${qs}`;
  if (!op.corpo) return { url };
  const corpo = amostra
    ? mutar(amostra, op.corpo, r)
    : r.chance(0.05)
      ? tipoErrado(r)
      : valorPara(op.corpo, r);
  return { url, corpo: JSON.stringify(corpo ?? null) };
}
