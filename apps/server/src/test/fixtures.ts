import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import type { Client } from './harness.ts';

/** Rows of a raw SQL query, on PGlite and on node-postgres alike. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A valid CPF built from a 9-digit base (check digits computed), e.g. cpfFrom(123456789). */
export function cpfFrom(base: number): string {
  const d = String(base).padStart(9, '0').slice(-9).split('').map(Number);
  for (const n of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += d[i] * (n + 1 - i);
    const r = sum % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join('');
}

/** Id of a state by its abbreviation, through the API. */
export async function estadoId(c: Client, sigla: string): Promise<number> {
  const res = await c.get('/api/geral/estados?resumido=true');
  expect(res.statusCode).toBe(200);
  const uf = (res.json() as { id: number; sigla: string }[]).find((e) => e.sigla === sigla);
  if (!uf) throw new Error(`estado ${sigla} ausente`);
  return uf.id;
}

/** Id of a city by its exact name within a state, through the API. */
export async function cidadeId(c: Client, ufId: number, nome: string): Promise<number> {
  const res = await c.get(`/api/geral/cidades?resumido=true&estadoId=${ufId}&q=${encodeURIComponent(nome)}`);
  expect(res.statusCode).toBe(200);
  const city = (res.json() as { id: number; nome: string }[]).find((x) => x.nome === nome);
  if (!city) throw new Error(`cidade ${nome} ausente`);
  return city.id;
}

/** Collects the lines of a pino log stream (one JSON object per line). */
export function logCapture() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
