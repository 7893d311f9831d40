/**
 * Contracts of HR's candidate reads beside the generic routes (spec 1 §7 'Candidate'): the company's form
 * rules, the full record, its lists with their labels, the summary of the headers, the pending data, and
 * the list's batch actions. The record schemas are shared with the candidate area's own record.
 */
import { z } from 'zod';
import { dataIso, defineContrato, idNome, paramsId } from '../../../contrato.ts';
import { esquemaDaLinha, esquemaDoRegistroEstrito, type ResourceDef } from '../../../resource.ts';
import { candidatos } from './candidatos.ts';
import type { FormularioCandidato } from './configuracao.ts';
import { cpfQuery } from './contratos.ts';
import { LISTAS_CANDIDATO } from './listas.ts';

const BASE = '/api/captacao/candidatos';

/** GET …/formulario (and the candidate area's /api/externo/formulario): what the candidate forms need. */
export const formularioCandidatoSchema = z.object({
  /** Catalogue fields (CAMPOS_CANDIDATO[].campo) the company requires; 'nome' always. */
  obrigatorios: z.array(z.string()),
  /** Catalogue fields external candidates see (camposOcultosAoCandidato gives the others' fields). */
  visiveis: z.array(z.string()),
  /** Visible extra fields of the company (empty while its parameter campoExtraCandidato is off). */
  camposExtras: z.array(
    z.object({
      campo: z.string(),
      tipo: z.enum(['texto', 'textolongo', 'data', 'valor', 'numero']),
      label: z.string(),
      obrigatorio: z.boolean(),
    }),
  ),
  maxCandidataCargo: z.number(),
  exigirAceitePsi: z.boolean(),
  politicaSeguranca: z.string().nullable(),
  /** Version of politicaSeguranca stored with an acceptance (a hash of its text), null without one. */
  versaoPolitica: z.string().nullable(),
}) satisfies z.ZodType<FormularioCandidato>;

export const formularioCandidato = defineContrato(`GET ${BASE}/formulario`, {
  summary: 'Campos obrigatórios, campos extras, máximo de cargos e política da empresa',
  response: formularioCandidatoSchema,
});

/** The generic get's candidate (declared fields and references' labels), strict. */
export const registroDoCandidato = <const D extends ResourceDef>(def: D) => esquemaDoRegistroEstrito(def, {});

/**
 * The full record (GET …/completo): the generic one plus the extra-field values ({texto1: …}), whether a
 * password is stored and the photo's address (null without a photo). `extras`: a door's own keys.
 */
export const completoDoCandidato = <const D extends ResourceDef, const E extends Record<string, z.ZodType>>(
  def: D,
  extras: E,
) =>
  esquemaDoRegistroEstrito(def, {
    camposExtras: z.record(z.string(), z.union([z.string(), z.number()])),
    temSenha: z.boolean(),
    fotoUrl: z.string().nullable(),
    ...extras,
  });

/** A label computed by the route: `{id, nome}` of the referenced row (nome null if it is gone), or null. */
const referencia = z.object({ id: z.number(), nome: z.string().nullable() }).nullable();

const completoRh = completoDoCandidato(candidatos, {
  /** With ?comCargos=true: the wished cargos with their names. */
  cargos: z.array(referencia.unwrap()).optional(),
});

export const candidatoCompleto = defineContrato(`GET ${BASE}/:id/completo`, {
  summary: 'Candidato completo (com campos extras e tempo de experiência)',
  params: paramsId,
  query: z.object({ comCargos: z.string().optional().describe('true: inclui os cargos com seus nomes') }),
  response: completoRh,
});

/** The company's candidate with this CPF (404 when none), as …/completo answers it. */
export const candidatoPorCpf = defineContrato(`GET ${BASE}/candidato-cpf`, {
  summary: 'Candidato da empresa pelo CPF',
  query: z.object({ cpf: cpfQuery }),
  response: completoRh,
});

// The lists of the record, each row with what the screens show of it.

type Lista = (typeof LISTAS_CANDIDATO)[number];
const lista = <N extends Lista['name']>(nome: N) =>
  LISTAS_CANDIDATO.find((l) => l.name === nome) as Extract<Lista, { name: N }>;

const listaDoCandidato = <const C extends string, S extends z.ZodType>(
  caminho: C,
  summary: string,
  linha: S,
) =>
  defineContrato(`GET ${BASE}/:id/${caminho}` as `GET ${typeof BASE}/:id/${C}`, {
    summary,
    params: paramsId,
    response: z.array(linha),
  });

export const conhecimentosDoCandidato = listaDoCandidato(
  'conhecimentos',
  'Conhecimentos do candidato',
  idNome,
);
export const areasInteresseDoCandidato = listaDoCandidato(
  'areas-interesses',
  'Áreas de interesse do candidato',
  idNome,
);
export const formacoesDoCandidato = listaDoCandidato(
  'formacoes',
  'Formação acadêmica do candidato',
  esquemaDaLinha(lista('formacao'), {
    areaFormacao: referencia,
    tipoDescricao: z.string(),
    situacaoDescricao: z.string(),
  }),
);
export const certificadosDoCandidato = listaDoCandidato(
  'certificados',
  'Cursos e certificados do candidato',
  esquemaDaLinha(lista('certificados'), {}),
);
export const idiomasDoCandidato = listaDoCandidato(
  'idiomas',
  'Idiomas do candidato',
  esquemaDaLinha(lista('candidatoIdiomas'), { idioma: referencia, nivelDescricao: z.string() }),
);
/** With the experience's length, in months and as text ('3 anos e 3 meses'), null without dates. */
export const experienciasDoCandidato = listaDoCandidato(
  'experiencias',
  'Experiências profissionais do candidato',
  esquemaDaLinha(lista('experiencias'), {
    tempoExperienciaMeses: z.number().nullable(),
    tempoExperiencia: z.string().nullable(),
    cargo: referencia,
  }),
);

/** What the headers and cards show of a candidate. */
export const informacaoDoCandidato = defineContrato(`GET ${BASE}/:id/informacao`, {
  summary: 'Resumo do candidato (cabeçalhos e cartões)',
  params: paramsId,
  response: z.object({
    id: z.number(),
    nome: z.string(),
    nomeSocial: z.string().nullable(),
    cpf: z.string().nullable(),
    email: z.string().nullable(),
    dddCelular: z.string().nullable(),
    foneCelular: z.string().nullable(),
    dataNascimento: dataIso.nullable(),
    idade: z.number().nullable(),
    /** The city's name and the state's abbreviation. */
    cidade: z.string().nullable(),
    uf: z.string().nullable(),
    disponivel: z.boolean(),
    contratado: z.boolean(),
    qualificacaoCadastral: z.string(),
    mensagemQualificacao: z.string().nullable(),
    dataCadastro: dataIso,
    dataAtualizacao: dataIso.nullable(),
    fotoUrl: z.string(),
    temFoto: z.boolean(),
  }),
});

/** The qualification that pending data give (none: QUALIFICADO). */
const qualificacao = {
  qualificacaoCadastral: z.enum(['QUALIFICADO', 'DADOS_INCOMPLETOS']),
  mensagemQualificacao: z.string().nullable(),
};

/** The candidate (of the session's company) under another company's configuration: shared candidates. */
export const pendenciasDoCandidato = defineContrato(
  `GET ${BASE}/:id/empresa/:empresaId/verificar-pendencias`,
  {
    summary: 'Pendências do candidato pela configuração de uma empresa',
    params: paramsId.extend({ empresaId: z.coerce.number().int().positive() }),
    response: z.object({ pendencias: z.array(z.string()), ...qualificacao }),
  },
);

// The list's batch actions on the selected rows. {ids} is checked by the handler (its messages as field
// entries: 'Selecione ao menos um candidato.'…).

const corpoLote = z.custom<{ ids: number[] }>();

export const verificarPendenciasEmLote = defineContrato(`POST ${BASE}/verificar-pendencias-em-lote`, {
  summary: 'Verifica os dados pendentes dos candidatos selecionados ({ids})',
  body: corpoLote,
  response: z.object({
    verificados: z.number(),
    qualificados: z.number(),
    dadosIncompletos: z.number(),
    candidatos: z.array(z.object({ id: z.number(), nome: z.string(), ...qualificacao })),
  }),
});

export const removerCandidatosEmLote = defineContrato(`POST ${BASE}/remove-candidato-em-lote`, {
  summary: 'Remove os candidatos selecionados ({ids}): todos ou nenhum',
  body: corpoLote,
  response: z.object({ removidos: z.number(), mensagem: z.string() }),
});
