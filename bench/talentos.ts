import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { areaOrganizacional, cargo } from '../apps/server/src/modules/cargoSalario/areas/schema.ts';
import {
  colaborador,
  colaboradorHistorico,
} from '../apps/server/src/modules/cargoSalario/colaboradores/schema.ts';
import { faixaSalarial } from '../apps/server/src/modules/cargoSalario/faixas/schema.ts';
import { estabelecimento } from '../apps/server/src/modules/utilitario/schema.ts';
import { cpfDe } from '../apps/server/src/db/seed/demo/aleatorio.ts';
import {
  FEMININOS,
  MASCULINOS,
  SOBRENOMES,
} from '../apps/server/src/modules/captacao/demo/candidatosDados.ts';
import { rng } from './generate.ts';

/**
 * Talents (colaboradores) of the demo company for the talent scenarios: deterministic Brazilian names
 * with accents, valid and unique CPFs, spread over the company's establishments, active areas and salary
 * bands (created by the demo seed), each with 1–3 history rows (admission, then promotion, raise or move
 * of area), like the demo seed's 200 but many more. Batched multi-row INSERTs, like the bairros.
 */

/** The demo company: the one the bench logs in to (`empresaId: 1`, the seed's first company). */
export const EMPRESA_DEMO_ID = 1;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;
/** Fixed dates, so every run loads the same rows: admissions from 2012 to 2025. */
const PRIMEIRA_ADMISSAO = Date.UTC(2012, 0, 2);
const FIM = Date.UTC(2026, 0, 1);
const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export interface TalentosGerados {
  inserted: number;
  historicos: number;
  /** A generated talent with three history rows, half-way through: the GET-by-id scenario. */
  talentoId: number | null;
  estabelecimentos: number;
  areas: number;
  faixas: number;
}

/**
 * Inserts `total` talents into the company: `batch` talents per INSERT (then one INSERT of their history
 * rows), `perTx` batches per transaction. CPFs follow a counter and skip those already taken (the demo's).
 */
export async function generateTalentos(
  db: Db,
  empresaId: number,
  total: number,
  progress: (done: number) => void,
  { batch = 1000, perTx = 10, seed = 20250301 } = {},
): Promise<TalentosGerados> {
  const [estabs, areas, faixas, cpfs] = await Promise.all([
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
      .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(eq(cargo.empresaId, empresaId))
      .orderBy(asc(faixaSalarial.cargoId), asc(faixaSalarial.id)),
    db
      .select({ cpf: colaborador.cpf })
      .from(colaborador)
      .where(and(eq(colaborador.empresaId, empresaId), sql`${colaborador.cpf} is not null`)),
  ]);
  if (!estabs.length || !areas.length || !faixas.length)
    throw new Error('A empresa de demonstração não tem estabelecimentos, áreas ou faixas: o seed mudou?');
  const taken = new Set(cpfs.map((c) => c.cpf));
  const cargoDaFaixa = new Map(faixas.map((f) => [f.id, f.cargoId]));
  const faixasDoCargo = new Map<number, number[]>();
  for (const f of faixas) faixasDoCargo.set(f.cargoId, [...(faixasDoCargo.get(f.cargoId) ?? []), f.id]);

  const random = rng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  let cpfBase = 300_000_000;
  const nextCpf = () => {
    let cpf = cpfDe(cpfBase++);
    while (taken.has(cpf)) cpf = cpfDe(cpfBase++);
    return cpf;
  };

  type Historico = Omit<typeof colaboradorHistorico.$inferInsert, 'colaboradorId'>;
  /** One talent and its history rows, oldest first; the talent repeats the latest row's position. */
  const talento = (i: number) => {
    const feminino = random() < 0.5;
    const primeiro = pick(feminino ? FEMININOS : MASCULINOS);
    const s1 = pick(SOBRENOMES);
    let s2 = pick(SOBRENOMES);
    if (s2 === s1) s2 = SOBRENOMES[(SOBRENOMES.indexOf(s1) + 7) % SOBRENOMES.length];
    const nome = `${primeiro} ${s1} ${s2}`;
    const admissao = PRIMEIRA_ADMISSAO + int(0, Math.floor((FIM - PRIMEIRA_ADMISSAO) / DAY) - 60) * DAY;
    const desligado = random() < 0.07;
    const fim = desligado ? admissao + Math.floor((FIM - admissao) * 0.8) : FIM;

    const estab = pick(estabs);
    let atual: Historico = {
      data: iso(admissao),
      motivo: 'A',
      estabelecimentoId: estab.id,
      areaOrganizacionalId: pick(areas).id,
      faixaSalarialId: pick(faixas).id,
      tipoSalario: '1',
    };
    const linhas: Historico[] = [atual];
    const mudancas = int(0, 2);
    let desde = admissao;
    for (let m = 0; m < mudancas; m++) {
      const dias = Math.floor((fim - desde) / DAY);
      if (dias < 60) break;
      desde += int(30, dias - 1) * DAY;
      const tipo = pick(['P', 'R', 'M'] as const);
      const proxima: Historico = { ...atual, data: iso(desde), motivo: tipo };
      if (tipo === 'P') {
        const bandas = faixasDoCargo.get(cargoDaFaixa.get(atual.faixaSalarialId) ?? 0) ?? [];
        const seguinte = bandas[bandas.indexOf(atual.faixaSalarialId) + 1];
        if (seguinte) proxima.faixaSalarialId = seguinte;
        else proxima.motivo = 'R';
      }
      if (proxima.motivo === 'R') {
        proxima.tipoSalario = '3';
        proxima.valor = int(1600, 12000);
        proxima.observacao = 'Reajuste por mérito';
      }
      if (tipo === 'M') proxima.areaOrganizacionalId = pick(areas).id;
      linhas.push(proxima);
      atual = proxima;
    }
    const row: typeof colaborador.$inferInsert = {
      empresaId,
      nome,
      cpf: nextCpf(),
      pis: `1${String(int(0, 999_999_999)).padStart(9, '0')}0`,
      matricula: `B${String(i + 1).padStart(6, '0')}`,
      dataNascimento: iso(admissao - int(18 * 365, 50 * 365) * DAY),
      sexo: feminino ? 'F' : 'M',
      estadoCivil: pick(['01', '01', '03', '06', '07']),
      escolaridade: pick(['05', '07', '07', '08', '09', '09', '10']),
      etnia: pick(['2', '4', '8', '8']),
      email: `${semAcento(primeiro)}.${semAcento(s1)}${i + 1}@bench.iperh.com.br`,
      dddCelular: '11',
      celular: `9${String(int(0, 99_999_999)).padStart(8, '0')}`,
      estadoId: estab.estadoId,
      cidadeId: estab.cidadeId,
      dataAdmissao: iso(admissao),
      vinculo: 'E',
      situacao: desligado ? 'D' : 'A',
      dataDesligamento: desligado ? iso(fim) : null,
      motivoDesligamento: desligado ? 'Pedido de demissão' : null,
      estabelecimentoId: atual.estabelecimentoId,
      areaOrganizacionalId: atual.areaOrganizacionalId,
      faixaSalarialId: atual.faixaSalarialId,
      cargoId: cargoDaFaixa.get(atual.faixaSalarialId) as number,
    };
    return { row, linhas };
  };

  let done = 0;
  let historicos = 0;
  let talentoId: number | null = null;
  while (done < total) {
    await db.transaction(async (tx) => {
      for (let b = 0; b < perTx && done < total; b++) {
        const n = Math.min(batch, total - done);
        const gerados = Array.from({ length: n }, (_, k) => talento(done + k));
        // Rows of a multi-row INSERT … RETURNING come back in the order of VALUES.
        const ids = await tx
          .insert(colaborador)
          .values(gerados.map((g) => g.row))
          .returning({ id: colaborador.id });
        const filhos = gerados.flatMap((g, k) => g.linhas.map((h) => ({ ...h, colaboradorId: ids[k].id })));
        await tx.insert(colaboradorHistorico).values(filhos);
        historicos += filhos.length;
        if (talentoId === null && done + n >= total / 2) {
          const k = gerados.findIndex((g, j) => done + j >= total / 2 && g.linhas.length === 3);
          if (k >= 0) talentoId = ids[k].id;
        }
        done += n;
      }
    });
    progress(done);
  }
  return {
    inserted: done,
    historicos,
    talentoId,
    estabelecimentos: estabs.length,
    areas: areas.length,
    faixas: faixas.length,
  };
}
