/** Contracts of the realignment calls of spec 2 §7 'Realignment' and 'Employees' ({id}/reajuste-colaborador). */
import { z } from 'zod';
import { dataIso, defineContrato, paramsId, respostaMensagem } from '../../../contrato.ts';
import {
  FORMA_REAJUSTE_OPTIONS,
  MODO_REAJUSTE_OPTIONS,
  TIPO_SALARIO_FAIXA_REAJUSTE_OPTIONS,
  TIPO_SALARIO_REAJUSTE_OPTIONS,
} from './enums.ts';
import { MSG_REAJUSTE as M } from './mensagens.ts';
import { validarPercentual, validarValor } from './regras.ts';

const CS = '/api/cargo-salario';
const TABELAS = `${CS}/tabelas-reajustes-colaboradores`;
const valores = <T extends readonly { value: string }[]>(o: T) =>
  o.map((x) => x.value) as [T[number]['value'], ...T[number]['value'][]];
const ids = (message: string) => z.array(z.number().int().positive()).min(1, message);
const idOpcional = z.coerce.number().int().positive().optional();

/** The adjustment of a collective movement: a percentage or an amount, with the spec's limits. */
const ajuste = {
  tabelaReajusteColaboradorId: z.number().int().positive(),
  forma: z.enum(valores(FORMA_REAJUSTE_OPTIONS), { error: M.formaObrigatoria }).nullish(),
  valor: z.number({ error: M.valorObrigatorio }).nullish(),
};
type Ajuste = { forma?: string | null; valor?: number | null };
/** Forma and valor, required unless the mode needs none (talents realigned to their band). */
function validarAjuste(v: Ajuste, ctx: z.RefinementCtx, exigido = true) {
  if (!exigido) return;
  if (!v.forma) ctx.addIssue({ code: 'custom', path: ['forma'], message: M.formaObrigatoria });
  if (v.valor == null) ctx.addIssue({ code: 'custom', path: ['valor'], message: M.valorObrigatorio });
  else if (v.forma === 'P') validarPercentual(v.valor, 'valor', ctx);
  else validarValor(v.valor, 'valor', ctx);
}

/** Collective talents' adjustment (movimentacao-reajuste-coletivo-colaborador). */
export const coletivoColaboradoresSchema = z
  .object({
    ...ajuste,
    estabelecimentosIds: ids(M.estabelecimentosObrigatorios),
    areasOrganizacionaisIds: ids(M.areasObrigatorias),
    modo: z.enum(valores(MODO_REAJUSTE_OPTIONS), { error: M.modoObrigatorio }),
    indiceId: z.number().int().positive().nullish(),
  })
  .superRefine((v, ctx) => {
    validarAjuste(v, ctx, v.modo !== 'C');
    if (v.modo === 'I' && v.indiceId == null)
      ctx.addIssue({ code: 'custom', path: ['indiceId'], message: M.indiceRequerido });
  });
export type ColetivoColaboradores = z.infer<typeof coletivoColaboradoresSchema>;

/** Collective bands' adjustment (movimentacao-reajuste-coletivo-faixas-salariais). */
export const coletivoFaixasSchema = z
  .object({ ...ajuste, faixasSalariaisIds: ids(M.faixasObrigatorias) })
  .superRefine((v, ctx) => validarAjuste(v, ctx));
export type ColetivoFaixas = z.infer<typeof coletivoFaixasSchema>;

/** Collective indices' adjustment (movimentacao-reajuste-coletivo-indices). */
export const coletivoIndicesSchema = z
  .object({ ...ajuste, indicesIds: ids(M.indicesObrigatorios) })
  .superRefine((v, ctx) => validarAjuste(v, ctx));
export type ColetivoIndices = z.infer<typeof coletivoIndicesSchema>;

const respostaColetivo = z.object({ message: z.string(), criados: z.number(), existentes: z.number() });

export const aplicarDissidioColaboradores = defineContrato(
  `POST ${CS}/reajustes-colaboradores/aplicar-dissidio`,
  {
    summary: 'Reajuste coletivo de talentos: inclui os reajustes no planejamento',
    body: z.custom<ColetivoColaboradores>(),
    response: respostaColetivo,
    status: 201,
  },
);
export const aplicarDissidioFaixas = defineContrato(
  `POST ${CS}/reajustes-faixas-salariais/aplicar-dissidio`,
  {
    summary: 'Reajuste coletivo de faixas salariais: inclui os reajustes no planejamento',
    body: z.custom<ColetivoFaixas>(),
    response: respostaColetivo,
    status: 201,
  },
);
export const aplicarDissidioIndices = defineContrato(`POST ${CS}/reajustes-indices/aplicar-dissidio`, {
  summary: 'Reajuste coletivo de índices: inclui os reajustes no planejamento',
  body: z.custom<ColetivoIndices>(),
  response: respostaColetivo,
  status: 201,
});

const respostaSalario = z.object({ salario: z.number().nullable() });
const numeroOpcional = z.coerce.number().optional();

export const salarioCalculadoColaborador = defineContrato(
  `GET ${CS}/reajustes-colaboradores/:id/salario-calculado`,
  {
    summary: 'Salário proposto de um reajuste de talento pelo tipo de salário',
    params: paramsId,
    query: z.object({ tipoSalarioProposto: z.enum(valores(TIPO_SALARIO_REAJUSTE_OPTIONS)).optional() }),
    response: respostaSalario,
  },
);
/** The salary of a composition on a date (the record forms' live value). */
const composicaoQuery = z.object({
  tipoSalario: z.enum(valores(TIPO_SALARIO_REAJUSTE_OPTIONS)),
  faixaSalarialId: idOpcional,
  indiceId: idOpcional,
  quantidade: numeroOpcional,
  salario: numeroOpcional,
  data: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const salarioCalculado = defineContrato(`GET ${CS}/reajustes-colaboradores/salario-calculado`, {
  summary: 'Salário de uma composição (faixa, índice × quantidade ou valor) numa data',
  query: composicaoQuery,
  response: respostaSalario,
});
export const salarioCalculadoFaixa = defineContrato(
  `GET ${CS}/reajustes-faixas-salariais/:id/salario-calculado`,
  {
    summary: 'Valor proposto de um reajuste de faixa salarial',
    params: paramsId,
    query: z.object({ tipoSalarioProposto: z.enum(valores(TIPO_SALARIO_FAIXA_REAJUSTE_OPTIONS)).optional() }),
    response: respostaSalario,
  },
);
export const salarioCalculadoFaixaComposicao = defineContrato(
  `GET ${CS}/reajustes-faixas-salariais/salario-calculado`,
  {
    summary: 'Valor de uma composição de faixa numa data',
    query: composicaoQuery,
    response: respostaSalario,
  },
);
export const salarioCalculadoIndice = defineContrato(`GET ${CS}/reajustes-indices/:id/salario-calculado`, {
  summary: 'Valor proposto de um reajuste de índice',
  params: paramsId,
  response: respostaSalario,
});
export const salarioCalculadoIndiceComposicao = defineContrato(
  `GET ${CS}/reajustes-indices/salario-calculado`,
  {
    summary: 'Valor de um índice numa data',
    query: composicaoQuery,
    response: respostaSalario,
  },
);

/** The payroll of the table's date, before and after its adjustments. */
export const totalFolha = defineContrato(`GET ${TABELAS}/:id/total-folha`, {
  summary: 'Valor total da folha na data do planejamento, antes e depois dos reajustes',
  params: paramsId,
  response: z.object({
    message: z.string(),
    data: dataIso,
    totalAtual: z.number(),
    totalProposto: z.number(),
    diferenca: z.number(),
    percentual: z.number().nullable(),
    talentos: z.number(),
    reajustados: z.number(),
  }),
});

const pagina = <T extends z.ZodType>(row: T) =>
  z.object({
    content: z.array(row),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  });
const paginaQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(50),
  q: z.string().optional(),
});
const idNomeNulo = z.object({ id: z.number(), nome: z.string() }).nullable();

export const linhaReajusteColaborador = z.object({
  id: z.number(),
  colaborador: z.object({ id: z.number(), nome: z.string(), matricula: z.string().nullable() }),
  estabelecimentoAtual: idNomeNulo,
  estabelecimentoProposto: idNomeNulo,
  areaOrganizacionalAtual: idNomeNulo,
  areaOrganizacionalProposta: idNomeNulo,
  faixaSalarialAtual: idNomeNulo,
  faixaSalarialProposta: idNomeNulo,
  cargoAtual: idNomeNulo,
  cargoProposto: idNomeNulo,
  tipoSalarioAtual: z.string().nullable(),
  tipoSalarioProposto: z.string(),
  salarioAtual: z.number().nullable(),
  salarioProposto: z.number().nullable(),
  valorDiferenca: z.number().nullable(),
  percentualDiferenca: z.number().nullable(),
  observacao: z.string().nullable(),
});
export const colaboradoresDaTabela = defineContrato(`GET ${TABELAS}/:id/colaboradores`, {
  summary: 'Reajustes de talentos de um planejamento (paginado, por nome)',
  params: paramsId,
  query: paginaQuery,
  response: pagina(linhaReajusteColaborador),
});
export const faixasDaTabela = defineContrato(`GET ${TABELAS}/:id/faixas-salariais`, {
  summary: 'Reajustes de faixas salariais de um planejamento (paginado)',
  params: paramsId,
  query: paginaQuery,
  response: pagina(
    z.object({
      id: z.number(),
      faixaSalarial: z.object({ id: z.number(), nome: z.string() }),
      cargo: z.object({ id: z.number(), nome: z.string() }),
      tipoAtual: z.string().nullable(),
      tipoProposto: z.string(),
      indiceProposto: idNomeNulo,
      quantidadeProposta: z.number().nullable(),
      valorAtual: z.number().nullable(),
      valorProposto: z.number().nullable(),
      valorDiferenca: z.number().nullable(),
      percentualDiferenca: z.number().nullable(),
    }),
  ),
});
export const indicesDaTabela = defineContrato(`GET ${TABELAS}/:id/indices`, {
  summary: 'Reajustes de índices de um planejamento (paginado)',
  params: paramsId,
  query: paginaQuery,
  response: pagina(
    z.object({
      id: z.number(),
      indice: z.object({ id: z.number(), nome: z.string() }),
      valorAtual: z.number().nullable(),
      valorProposto: z.number().nullable(),
      valorDiferenca: z.number().nullable(),
      percentualDiferenca: z.number().nullable(),
    }),
  ),
});

const paramsTabela = paramsId;
export const aplicarColaboradores = defineContrato(`POST ${TABELAS}/:id/aplicar-colaboradores`, {
  summary: 'Aplica o planejamento de talentos: inclui os históricos e bloqueia o planejamento',
  params: paramsTabela,
  response: respostaMensagem,
});
export const aplicarFaixas = defineContrato(`POST ${TABELAS}/:id/aplicar-faixas-salariais`, {
  summary: 'Aplica o planejamento de faixas salariais: inclui os históricos das faixas',
  params: paramsTabela,
  response: respostaMensagem,
});
export const aplicarIndices = defineContrato(`POST ${TABELAS}/:id/aplicar-indices`, {
  summary: 'Aplica o planejamento de índices: inclui os históricos dos índices',
  params: paramsTabela,
  response: respostaMensagem,
});
export const cancelarReajuste = defineContrato(`POST ${TABELAS}/:id/cancelar-reajuste`, {
  summary:
    'Cancela o último planejamento aplicado de um tipo: remove exatamente os históricos que ele incluiu',
  params: paramsTabela,
  response: respostaMensagem,
});

/** A talent's record in a table, or its current situation as a new record's starting point. */
export const reajusteDoColaborador = defineContrato(`GET ${CS}/colaboradores/:id/reajuste-colaborador`, {
  summary: 'Reajuste de um talento num planejamento (ou sua situação atual para um novo)',
  params: paramsId,
  query: z.object({ tabelaReajusteColaboradorId: z.coerce.number().int().positive() }),
  response: z.object({
    id: z.number().nullable(),
    colaboradorId: z.number(),
    tabelaReajusteColaboradorId: z.number(),
    estabelecimentoAtualId: z.number().nullable(),
    areaOrganizacionalAtualId: z.number().nullable(),
    faixaSalarialAtualId: z.number().nullable(),
    tipoSalarioAtual: z.string().nullable(),
    indiceAtualId: z.number().nullable(),
    quantidadeIndiceAtual: z.number().nullable(),
    salarioAtual: z.number().nullable(),
    estabelecimentoPropostoId: z.number().nullable(),
    areaOrganizacionalPropostaId: z.number().nullable(),
    faixaSalarialPropostaId: z.number().nullable(),
    tipoSalarioProposto: z.string().nullable(),
    indicePropostoId: z.number().nullable(),
    quantidadeIndiceProposto: z.number().nullable(),
    salarioProposto: z.number().nullable(),
  }),
});
