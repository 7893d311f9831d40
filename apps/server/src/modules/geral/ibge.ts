import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cidade, estado } from './schema.ts';

// The IBGE tables sit with the other reference data files in db/seed/data.
const dataDir = path.join(import.meta.dirname, '../../db/seed/data');

/** Reads one of the IBGE files (semicolon separated, header row, no quoted fields). */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = fs.readFileSync(path.join(dataDir, file), 'utf8').trim().split('\n');
  const cols = header.split(';');
  return lines.map((l) => Object.fromEntries(l.split(';').map((v, i) => [cols[i], v])));
}

/** Seeds the 27 states and 5,571 municipalities once (IBGE codes, from ../shared/data/ibge). */
export async function seedIbge(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(estado);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const ufs = await tx
      .insert(estado)
      .values(
        readCsv('estados.csv').map((e) => ({
          sigla: e.sigla,
          nome: e.nome,
          codigoIbge: Number(e.codigo_uf),
        })),
      )
      .returning({ id: estado.id, codigoIbge: estado.codigoIbge });
    const ufId = new Map(ufs.map((u) => [u.codigoIbge, u.id]));
    const rows = readCsv('municipios.csv').map((m) => ({
      nome: m.nome,
      codigoIbge: Number(m.codigo_ibge),
      estadoId: ufId.get(Number(m.codigo_uf)) as number,
    }));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(cidade).values(rows.slice(i, i + 1000));
  });
}
