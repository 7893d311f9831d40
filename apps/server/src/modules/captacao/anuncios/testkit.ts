import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { motivoSolicitacao } from '../cadastros/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import type { Client } from '../../../test/harness.ts';

export const BASE = '/api/captacao/anuncios';

type Estado = Partial<{ status: string; suspensa: boolean; encerrada: boolean; cancelada: boolean }>;
let seq = 0;

/**
 * A requisition of the company in the given state, written straight to the table (the requisition's own
 * rules are tested with it). Its establishment, area, band and position are the demo's first ones,
 * whatever company asks: the other company of the demo has no organisation of its own.
 */
export async function novaSolicitacao(db: Db, empresaId: number, estado: Estado = { status: 'L' }) {
  seq += 1;
  const primeiro = async <T extends { id: number }>(q: Promise<T[]>) => (await q)[0]?.id;
  const estabelecimentoId = await primeiro(
    db.select({ id: estabelecimento.id }).from(estabelecimento).orderBy(asc(estabelecimento.id)).limit(1),
  );
  const areaOrganizacionalId = await primeiro(
    db
      .select({ id: areaOrganizacional.id })
      .from(areaOrganizacional)
      .orderBy(asc(areaOrganizacional.id))
      .limit(1),
  );
  const [faixa] = await db
    .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId })
    .from(faixaSalarial)
    .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
    .orderBy(asc(faixaSalarial.id))
    .limit(1);
  let motivoId = await primeiro(
    db
      .select({ id: motivoSolicitacao.id })
      .from(motivoSolicitacao)
      .where(eq(motivoSolicitacao.empresaId, empresaId))
      .orderBy(asc(motivoSolicitacao.id))
      .limit(1),
  );
  if (!motivoId)
    [{ id: motivoId }] = await db
      .insert(motivoSolicitacao)
      .values({ empresaId, descricao: `Motivo de teste ${seq}` })
      .returning({ id: motivoSolicitacao.id });
  if (!estabelecimentoId || !areaOrganizacionalId || !faixa) throw new Error('demo sem organização');
  const [row] = await db
    .insert(solicitacao)
    .values({
      empresaId,
      data: '2026-01-10',
      descricao: `Vaga de teste ${seq}`,
      horarioComercial: '08h às 18h',
      estabelecimentoId,
      areaOrganizacionalId,
      faixaSalarialId: faixa.id,
      cargoId: faixa.cargoId,
      motivoSolicitacaoId: motivoId,
      ...estado,
    })
    .returning({ id: solicitacao.id });
  return row.id;
}

/** Changes a requisition's state behind the ad's back (closing, cancelling, suspending). */
export async function mudarSolicitacao(db: Db, id: number, estado: Estado, empresaId?: number) {
  await db
    .update(solicitacao)
    .set(estado)
    .where(and(eq(solicitacao.id, id), empresaId ? eq(solicitacao.empresaId, empresaId) : undefined));
}

/**
 * A valid ad body for a requisition: a remote CLT job (a remote job needs no city); the structured
 * facts' own tests give theirs.
 */
export const corpoAnuncio = (solicitacaoId: number, extra: Record<string, unknown> = {}) => ({
  solicitacaoId,
  titulo: 'Analista de Recursos Humanos',
  descricao: 'Atuar com recrutamento e seleção.\n\nRequisitos: superior completo.',
  modeloTrabalho: 'REMOTO',
  tipoContrato: 'CLT',
  exibirModuloExterno: true,
  previsaoEncerramento: null,
  diasEsperaNovaAplicacao: 30,
  utilizarAvaliacoesEtapaSeletiva: false,
  avaliacoesIds: [],
  ...extra,
});

/** Creates an ad through the API and returns its id. */
export async function novoAnuncio(c: Client, solicitacaoId: number, extra: Record<string, unknown> = {}) {
  const res = await c.post(BASE, corpoAnuncio(solicitacaoId, extra));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** Solves a fresh captcha challenge as the widget does and returns the payload it would submit. */
export async function captchaResolvido(c: Client): Promise<string> {
  const desafio = (await c.get('/api/captcha/desafio')).json();
  const solution = await solveChallenge({ challenge: desafio, deriveKey });
  if (!solution) throw new Error('captcha não resolvido');
  return Buffer.from(JSON.stringify({ challenge: desafio, solution })).toString('base64');
}

/** 'YYYY-MM-DD' n days from today (local). */
export function diasDeHoje(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
