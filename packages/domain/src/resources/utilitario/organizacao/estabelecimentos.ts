import type { z } from 'zod';
import { defineResource } from '../../../resource.ts';
import { campoCidade } from '../../geral/cidades.ts';
import { type PecasInscricao, pecasInvalidas, TIPOS_INSCRICAO } from './inscricao.ts';
import { coletarErros } from './erros.ts';
import { MSG_ORG } from './mensagens.ts';

/** Longest address number and complement (spec 3 §5 'Address', §9). */
export const NUMERO_MAXIMO = 10;
export const COMPLEMENTO_MAXIMO = 30;

/**
 * Rules of an address beyond the fields' own (spec 3 §5 'Address'): number up to 10 characters and
 * complement up to 30, with the spec's messages. Reused by every form with an address.
 */
export function validarEndereco(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const numero = typeof v.numero === 'string' ? v.numero.trim() : '';
  const complemento = typeof v.complemento === 'string' ? v.complemento.trim() : '';
  if (numero.length > NUMERO_MAXIMO)
    ctx.addIssue({ code: 'custom', path: ['numero'], message: MSG_ORG.numeroMaximo });
  if (complemento.length > COMPLEMENTO_MAXIMO)
    ctx.addIssue({ code: 'custom', path: ['complemento'], message: MSG_ORG.complementoMaximo });
}

/** Each CNPJ/CAEPF piece of the wrong length or with wrong check digits: 'Inválido' (spec 3 §5). */
export function validarInscricao(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const tipo = v.tipoInscricao === 'CAEPF' ? 'CAEPF' : 'CNPJ';
  const pecas = {
    tipoInscricao: tipo,
    empresaBaseCnpjCaepf: String(v.empresaBaseCnpjCaepf ?? ''),
    complementoCnpjCaepf: String(v.complementoCnpjCaepf ?? ''),
    digitoVerificadorCnpjCaepf: String(v.digitoVerificadorCnpjCaepf ?? ''),
  } satisfies PecasInscricao;
  for (const campo of pecasInvalidas(pecas)) {
    // An empty piece already has its required message.
    if (pecas[campo].trim() === '') continue;
    ctx.addIssue({ code: 'custom', path: [campo], message: MSG_ORG.invalido });
  }
}

/**
 * The establishment's own rules (CNPJ/CAEPF pieces, address limits) as field entries. The schema runs
 * them too, but zod skips an object's refinements while a field has a type error (an empty state, say);
 * the form and the API call this as well, so every message shows at once.
 */
export const errosEstabelecimento = (v: Record<string, unknown>) =>
  coletarErros(v, (x, ctx) => {
    validarInscricao(x, ctx);
    validarEndereco(x, ctx);
  });

/** Establishments of the session's company (spec 3 §3, §5). Changes go to the log. */
export const estabelecimentos = defineResource({
  name: 'estabelecimentos',
  path: '/utilitario/estabelecimentos',
  label: 'Estabelecimento',
  labelPlural: 'Estabelecimentos',
  modulo: 'utilitario',
  menu: ['Utilitários', 'Cadastros', 'Estabelecimentos'],
  access: { read: 'ROLE_UTI_ESTABELECIMENTOS', write: 'ROLE_UTI_ESTABELECIMENTOS_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100, span: 12 },
    {
      name: 'tipoInscricao',
      label: 'Tipo de inscrição',
      kind: 'enum',
      options: TIPOS_INSCRICAO,
      default: 'CNPJ',
      required: true,
      span: 3,
    },
    {
      name: 'empresaBaseCnpjCaepf',
      label: 'Base do CNPJ/CAEPF',
      kind: 'text',
      feminine: true,
      required: true,
      span: 3,
    },
    {
      name: 'complementoCnpjCaepf',
      label: 'Complemento do CNPJ/CAEPF',
      kind: 'text',
      required: true,
      span: 3,
    },
    {
      name: 'digitoVerificadorCnpjCaepf',
      label: 'Dígito verificador',
      kind: 'text',
      required: true,
      span: 3,
    },
    { name: 'inscricao', label: 'CNPJ/CAEPF', kind: 'text', readOnly: true, span: 6 },
    { name: 'cep', label: 'CEP', kind: 'cep', span: 6 },
    { name: 'estadoId', label: 'Estado', kind: 'reference', resource: 'estados', required: true, span: 6 },
    { ...campoCidade('estadoId'), required: true, span: 6 },
    { name: 'logradouro', label: 'Logradouro', kind: 'text', required: true, max: 100, span: 9 },
    { name: 'numero', label: 'Número', kind: 'text', required: true, span: 3 },
    { name: 'complemento', label: 'Complemento', kind: 'text', span: 6 },
    { name: 'bairro', label: 'Bairro', kind: 'text', required: true, max: 60, span: 6 },
  ],
  list: {
    columns: ['nome', 'inscricao', 'cidadeId', 'estadoId'],
    sort: 'nome',
    search: ['nome', 'inscricao'],
    filters: ['estadoId', 'cidadeId'],
  },
  resumo: 'nome',
  refine: (v, ctx) => {
    validarInscricao(v, ctx);
    validarEndereco(v, ctx);
  },
});
