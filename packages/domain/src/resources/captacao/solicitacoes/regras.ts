import type { z } from 'zod';
import { SEXO_PADRAO, VINCULO_PADRAO } from '../../../enums/index.ts';
import type { ParametrosEmpresa } from '../../utilitario/organizacao/configuracao.ts';
import { MSG_SOLICITACAO as M } from './mensagens.ts';
import { hojeIso } from '../../../salario.ts';

/** The company parameters that change the requisition form (spec 1 §5, spec 3 §3). */
export type ParametrosSolicitacao = Pick<
  ParametrosEmpresa,
  | 'solPessoalExibirSalario'
  | 'solPessoalExibirColabSubstituido'
  | 'solPessoalObrigarDadosComplementares'
  | 'solPessoalReabrirSolicitacao'
  | 'obrigarAmbienteFuncao'
>;

export interface Entrada {
  field: string;
  message: string;
}

const vazio = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

/** Supplementary data ('dados complementares') required by solPessoalObrigarDadosComplementares. */
export const DADOS_COMPLEMENTARES: readonly { field: string; message: string }[] = [
  { field: 'vinculo', message: 'Vínculo é obrigatório' },
  { field: 'escolaridades', message: 'Escolaridade é obrigatória' },
  { field: 'sexo', message: 'Sexo é obrigatório' },
  { field: 'idadeMinima', message: 'Idade mínima é obrigatória' },
  { field: 'idadeMaxima', message: 'Idade máxima é obrigatória' },
  { field: 'ufId', message: 'UF é obrigatória' },
  { field: 'cidadeId', message: 'Cidade é obrigatória' },
  { field: 'infoComplementares', message: 'Informações complementares são obrigatórias' },
  { field: 'bairrosIds', message: 'Bairros são obrigatórios' },
];

/**
 * Rules that depend on the company's parameters (spec 1 §5). The server runs them in the resource's
 * `validate` hook with the session company's parameters; the form runs them with the same parameters.
 */
export function regrasPorParametro(body: Record<string, unknown>, p: ParametrosSolicitacao): Entrada[] {
  const out: Entrada[] = [];
  // Bond and sex have defaults (E, I) that fill an empty value: they are never missing.
  body = { ...body, vinculo: body.vinculo || VINCULO_PADRAO, sexo: body.sexo || SEXO_PADRAO };
  if (p.obrigarAmbienteFuncao) {
    if (vazio(body.ambienteId)) out.push({ field: 'ambienteId', message: 'Ambiente é obrigatório' });
    if (vazio(body.funcaoId)) out.push({ field: 'funcaoId', message: 'Função é obrigatória' });
  }
  if (p.solPessoalObrigarDadosComplementares) {
    for (const d of DADOS_COMPLEMENTARES) if (vazio(body[d.field])) out.push(d);
    if (p.solPessoalExibirSalario && vazio(body.remuneracao))
      out.push({ field: 'remuneracao', message: 'Remuneração é obrigatória' });
  }
  return out;
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The e-mails of `emailsCheck`: separated by commas, semicolons or line breaks. */
export function emailsDe(texto: unknown): string[] {
  if (typeof texto !== 'string') return [];
  return texto
    .split(/[,;\n]/)
    .map((e) => e.trim())
    .filter(Boolean);
}

/** Rules of the requisition that hold for every company (the resource's `refine`). */
export function validarSolicitacao(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (typeof v.quantidade === 'number' && v.quantidade <= 0) issue(['quantidade'], M.quantidadePositiva);
  if (typeof v.remuneracao === 'number' && v.remuneracao <= 0) issue(['remuneracao'], M.remuneracaoPositiva);
  if (typeof v.idadeMinima === 'number' && typeof v.idadeMaxima === 'number' && v.idadeMinima > v.idadeMaxima)
    issue(['idadeMinima'], M.idadeMinimaMaior);
  for (const e of emailsDe(v.emailsCheck)) if (!EMAIL.test(e)) issue(['emailsCheck'], M.emailInvalido(e));

  const subs = (v.colaboradoresSubstituidos ?? []) as { colaboradorId?: number | null }[];
  const vistos = new Set<number>();
  subs.forEach((r, i) => {
    if (r.colaboradorId == null) {
      if (i < subs.length - 1) issue(['colaboradoresSubstituidos', i, 'colaboradorId'], M.ultimoTalentoVazio);
    } else if (vistos.has(r.colaboradorId))
      issue(['colaboradoresSubstituidos', i, 'colaboradorId'], M.substituidoRepetido);
    else vistos.add(r.colaboradorId);
  });
}

/** Today as YYYY-MM-DD in the local calendar (the salary rules' helper). */
export { hojeIso };

/** Adds days to a YYYY-MM-DD date. */
export function somarDias(iso: string, dias: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d + dias));
  return dt.toISOString().slice(0, 10);
}

/**
 * The body of a clone (spec 1 §3): no id, no forecast end, requester/releaser cleared (the server sets
 * the requester to the current user), dates today, status I; closing and cancelling data cleared.
 */
export function clonarSolicitacao<T extends Record<string, unknown>>(origem: T, hoje = hojeIso()) {
  const {
    id: _id,
    dataPrevisaoEncerramento: _prev,
    solicitanteId: _sol,
    solicitanteNome: _soln,
    liberadorId: _lib,
    liberadorNome: _libn,
    observacaoLiberador: _obs,
    ...resto
  } = origem;
  return {
    ...resto,
    data: hoje,
    dataStatus: hoje,
    dataPrevisaoEncerramento: null,
    solicitanteId: null,
    liberadorId: null,
    observacaoLiberador: null,
    status: 'I' as const,
    suspensa: false,
    encerrada: false,
    cancelada: false,
    dataEncerramento: null,
    obsEncerra: null,
    obsCancelamento: null,
    qtdVagasPreenchidas: 0,
    colaboradoresSubstituidos: ((origem.colaboradoresSubstituidos ?? []) as Record<string, unknown>[]).map(
      ({ id: _i, ...r }) => r,
    ),
  };
}
