/** Contracts of the salary-band calls of spec 2 §7 'Salary bands and indices' beside the generic CRUD. */
import { z } from 'zod';
import { defineContrato, idNome, semConteudo } from '../../../contrato.ts';
import { esquemaDoRegistro, type RegistroDe } from '../../../resource.ts';
import { calcularSalarioQuerySchema, duplicarFaixaSchema, transferirFaixasSchema } from './acoes.ts';
import { faixasSalariais } from './faixasSalariais.ts';

const BASE = '/api/cargo-salario/faixas-salariais';
const id = z.coerce.number().int().positive();
const dataQuery = z.object({
  data: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
    .optional(),
});
/** A band as the generic get answers it, plus its salary in force. */
const faixa = esquemaDoRegistro(faixasSalariais);
/** What the band form sends (validated by the server with the declaration's schema). */
const corpoFaixa = z.custom<Partial<RegistroDe<typeof faixasSalariais>>>();
const pendente = z.object({
  id: z.number(),
  nome: z.string(),
  cargoId: z.number(),
  cargoNome: z.string(),
  desabilitado: z.boolean(),
});

export const configuracaoFaixas = defineContrato(`GET ${BASE}/configuracao`, {
  summary: 'Regras da empresa para faixas salariais',
  response: z.object({ acIntegra: z.boolean() }),
});

export const cargosDasFaixas = defineContrato(`GET ${BASE}/cargos`, {
  summary: 'Cargos para escolha',
  response: z.array(idNome),
});

export const faixasPendentesDesabilitadas = defineContrato(`GET ${BASE}/pendentes-desabilitados`, {
  summary: 'Faixas para escolha, pendentes desabilitadas',
  response: z.array(pendente),
});

export const salariosDasFaixas = defineContrato(`GET ${BASE}/salarios`, {
  summary: 'Salário em vigor de várias faixas',
  query: dataQuery.extend({ ids: z.string() }),
  response: z.array(z.object({ id: z.number(), salario: z.number().nullable() })),
});

const calculo = {
  summary: 'Salário de um tipo/índice/quantidade/valor numa data',
  query: calcularSalarioQuerySchema,
  response: z.object({ data: z.string(), salario: z.number().nullable() }),
} as const;
export const calcularSalarioHistorico = defineContrato(`GET ${BASE}/calcularSalarioHistorico`, {
  ...calculo,
});
export const calcularSalarioHistoricoDoCargo = defineContrato(
  'GET /api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico',
  {
    ...calculo,
  },
);

export const duplicarFaixa = defineContrato(`POST ${BASE}/duplicar`, {
  summary: 'Duplica uma faixa salarial',
  body: duplicarFaixaSchema,
  status: 201,
  response: faixa,
});

export const faixasDoCargo = defineContrato(`GET ${BASE}/cargo/:cargoId`, {
  summary: 'Faixas de um cargo com o salário em vigor',
  params: z.object({ cargoId: id }),
  query: dataQuery,
  response: z.array(faixa),
});

export const faixasDoCargoParaEscolha = defineContrato(`GET ${BASE}/cargo/:cargoId/pendentes-desabilitados`, {
  summary: 'Faixas do cargo para escolha',
  params: z.object({ cargoId: id }),
  response: z.array(pendente),
});

export const faixaDoCargo = defineContrato(`GET ${BASE}/cargo/:cargoId/:id`, {
  summary: 'Faixa de um cargo',
  params: z.object({ cargoId: id, id }),
  response: faixa,
});

export const incluirFaixaNoCargo = defineContrato(`POST ${BASE}/cargo/:cargoId`, {
  summary: 'Inclui uma faixa no cargo',
  params: z.object({ cargoId: id }),
  body: corpoFaixa,
  status: 201,
  response: faixa,
});

export const alterarFaixaDoCargo = defineContrato(`PUT ${BASE}/cargo/:cargoId/:id`, {
  summary: 'Altera uma faixa do cargo',
  params: z.object({ cargoId: id, id }),
  body: corpoFaixa,
  response: faixa,
});

export const removerFaixaDoCargo = defineContrato(`DELETE ${BASE}/cargo/:cargoId/:id`, {
  summary: 'Remove uma faixa do cargo',
  params: z.object({ cargoId: id, id }),
  response: semConteudo,
});

export const transferirFaixas = defineContrato(`POST ${BASE}/cargo/:cargoId/transferir-faixas-salariais`, {
  summary: 'Transfere faixas para outro cargo',
  params: z.object({ cargoId: id }),
  body: transferirFaixasSchema,
  response: z.object({ quantidade: z.number(), message: z.string() }),
});
