/**
 * Asking a candidate for documents (issue 24 §4): the company's checklist of document types (a register),
 * HR's request of some of them to one candidate (an e-mail and the candidate area's page), the candidate's
 * upload of each one and HR's acceptance or refusal. The files become the candidate's attached documents,
 * so hiring carries them to the talent like any other.
 */
import { z } from 'zod';
import { defineContrato, instante } from '../../../contrato.ts';
import { defineResource } from '../../../resource.ts';
import { CADASTROS_MENU } from '../cadastros/registros.ts';
import type { MenuEntry } from '../../../menu.ts';
import {
  DOCUMENTOS_A_CONFERIR_ACCESS,
  DOCUMENTOS_A_CONFERIR_PATH,
  TIPOS_DOCUMENTO_ACCESS,
} from '../rotas.ts';

export {
  DOCUMENTOS_A_CONFERIR_ACCESS,
  DOCUMENTOS_A_CONFERIR_PATH,
  PEDIDOS_DOCUMENTOS_ACCESS,
  PEDIDOS_DOCUMENTOS_PATH_EXTERNO,
  TIPOS_DOCUMENTO_ACCESS,
} from '../rotas.ts';

export const TIPO_NOME_MAX = 100;
export const TIPO_INSTRUCOES_MAX = 500;
export const PEDIDO_MENSAGEM_MAX = 1000;
export const MOTIVO_RECUSA_MAX = 500;

/**
 * The company's checklist of document types (Recrutamento & Seleção › Cadastros › Tipos de Documento).
 * `obrigatorio`: comes checked when HR asks for documents and is shown to the candidate as required;
 * `ativo`: offered when asking (an inactive type stays on the requests that have it).
 */
export const tiposDocumentoCandidato = defineResource({
  name: 'tipos-documento-candidato',
  path: '/captacao/tipos-documento-candidato',
  label: 'Tipo de Documento',
  labelPlural: 'Tipos de Documento',
  modulo: 'captacao',
  menu: [...CADASTROS_MENU, 'Tipos de Documento'],
  access: TIPOS_DOCUMENTO_ACCESS,
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: TIPO_NOME_MAX, span: 8 },
    { name: 'obrigatorio', label: 'Obrigatório', kind: 'boolean', default: true, span: 2 },
    { name: 'ativo', label: 'Ativo', kind: 'boolean', default: true, span: 2 },
    {
      name: 'instrucoes',
      label: 'Instruções ao candidato',
      kind: 'textarea',
      feminine: true,
      max: TIPO_INSTRUCOES_MAX,
      span: 12,
    },
  ],
  list: {
    columns: ['nome', 'obrigatorio', 'ativo'],
    sort: 'nome',
    search: ['nome'],
    filters: ['ativo'],
  },
  resumo: 'nome',
});

/**
 * The checklist a company starts with (docs/decisoes.md 'Documentos solicitados ao candidato'): what an
 * admission asks for under the CLT and eSocial. The first five come checked; the rest depend on the job.
 */
export const TIPOS_DOCUMENTO_PADRAO: readonly { nome: string; instrucoes: string; obrigatorio: boolean }[] = [
  { nome: 'RG', instrucoes: 'Frente e verso, legível, sem plástico.', obrigatorio: true },
  { nome: 'CPF', instrucoes: 'O cartão do CPF ou um documento oficial com o número.', obrigatorio: true },
  {
    nome: 'CTPS',
    instrucoes: 'Carteira de Trabalho Digital: o PDF ou a tela do aplicativo com a qualificação civil.',
    obrigatorio: true,
  },
  {
    nome: 'Comprovante de residência',
    instrucoes: 'Conta de água, luz, telefone ou internet dos últimos 3 meses.',
    obrigatorio: true,
  },
  {
    nome: 'ASO',
    instrucoes: 'Atestado de Saúde Ocupacional admissional, assinado pelo médico.',
    obrigatorio: true,
  },
  { nome: 'Título de eleitor', instrucoes: 'O título ou o e-Título.', obrigatorio: false },
  {
    nome: 'Certidão de nascimento ou casamento',
    instrucoes: 'A certidão do estado civil atual.',
    obrigatorio: false,
  },
  {
    nome: 'Comprovante de escolaridade',
    instrucoes: 'Diploma, certificado ou declaração da maior escolaridade.',
    obrigatorio: false,
  },
];

export const STATUS_PEDIDO = ['ABERTO', 'CONCLUIDO', 'CANCELADO'] as const;
export type StatusPedido = (typeof STATUS_PEDIDO)[number];
export const STATUS_PEDIDO_LABEL: Record<StatusPedido, string> = {
  ABERTO: 'Aberta',
  CONCLUIDO: 'Concluída',
  CANCELADO: 'Cancelada',
};

/** An item: waiting for the file, sent (HR has not looked yet), accepted, or refused (send another). */
export const STATUS_ITEM = ['PENDENTE', 'ENVIADO', 'ACEITO', 'RECUSADO'] as const;
export type StatusItem = (typeof STATUS_ITEM)[number];
export const STATUS_ITEM_LABEL: Record<StatusItem, string> = {
  PENDENTE: 'Aguardando envio',
  ENVIADO: 'Enviado, em análise',
  ACEITO: 'Aceito',
  RECUSADO: 'Recusado: envie outro',
};

export const MSG_PEDIDOS = {
  tiposObrigatorios: 'Selecione ao menos um documento',
  tipoInvalido: 'Tipo de documento inválido ou inativo',
  tipoRepetido: 'Tipo de documento repetido',
  mensagemMax: `Mensagem deve ter no máximo ${PEDIDO_MENSAGEM_MAX} caracteres`,
  prazoInvalido: 'Prazo inválido',
  prazoPassado: 'O prazo não pode ser anterior a hoje',
  motivoObrigatorio: 'Motivo é obrigatório',
  motivoMax: `Motivo deve ter no máximo ${MOTIVO_RECUSA_MAX} caracteres`,
  criado: 'Documentos solicitados com sucesso.',
  criadoSemEmail: 'Documentos solicitados. O candidato não tem e-mail: avise-o de outra forma.',
  cancelado: 'Solicitação de documentos cancelada.',
  aceito: 'Documento aceito.',
  recusado: 'Documento recusado. O candidato foi avisado.',
  pedidoFechado: 'Esta solicitação de documentos não está mais aberta.',
  itemAceito: 'Este documento já foi aceito e não pode ser substituído.',
  itemSemArquivo: 'Este documento ainda não foi enviado.',
} as const;

const idsTipos = z
  .array(
    z
      .number({ error: MSG_PEDIDOS.tipoInvalido })
      .int()
      .positive(MSG_PEDIDOS.tipoInvalido)
      .max(2_147_483_647, MSG_PEDIDOS.tipoInvalido),
    {
      error: MSG_PEDIDOS.tiposObrigatorios,
    },
  )
  .min(1, MSG_PEDIDOS.tiposObrigatorios)
  .max(50, MSG_PEDIDOS.tipoInvalido)
  .refine((l) => new Set(l).size === l.length, MSG_PEDIDOS.tipoRepetido);

/** HR's request: the types chosen, a message to the candidate and a due date (both optional). */
export const novoPedidoSchema = z.object({
  tiposIds: idsTipos,
  mensagem: z
    .string()
    .trim()
    .max(PEDIDO_MENSAGEM_MAX, MSG_PEDIDOS.mensagemMax)
    .nullish()
    .transform((v) => v || null),
  prazo: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, MSG_PEDIDOS.prazoInvalido)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)), MSG_PEDIDOS.prazoInvalido)
    .nullish()
    .transform((v) => v || null),
});
export type NovoPedido = z.input<typeof novoPedidoSchema>;

export const recusaSchema = z.object({
  motivo: z
    .string({ error: MSG_PEDIDOS.motivoObrigatorio })
    .trim()
    .min(1, MSG_PEDIDOS.motivoObrigatorio)
    .max(MOTIVO_RECUSA_MAX, MSG_PEDIDOS.motivoMax),
});

/** One requested document, with its file when sent (the file is one of the candidate's documents). */
export const itemPedidoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  instrucoes: z.string().nullable(),
  obrigatorio: z.boolean(),
  status: z.enum(STATUS_ITEM),
  motivoRecusa: z.string().nullable(),
  documentoId: z.number().nullable(),
  nomeArquivo: z.string().nullable(),
  tamanho: z.number().nullable(),
  enviadoEm: instante.nullable(),
});
export type ItemPedido = z.output<typeof itemPedidoSchema>;

export const pedidoSchema = z.object({
  id: z.number(),
  candidatoId: z.number(),
  status: z.enum(STATUS_PEDIDO),
  mensagem: z.string().nullable(),
  prazo: z.string().nullable(),
  criadoEm: instante,
  /** Who asked (HR's user). */
  solicitante: z.string().nullable(),
  /** Items with a file not refused (sent or accepted), accepted ones, and all. */
  recebidos: z.number(),
  aceitos: z.number(),
  total: z.number(),
  itens: z.array(itemPedidoSchema),
});
export type PedidoDocumentos = z.output<typeof pedidoSchema>;

const paramsCandidato = z.object({ candidatoId: z.coerce.number().int().positive() });
const paramsPedido = paramsCandidato.extend({ pedidoId: z.coerce.number().int().positive() });
const paramsItem = paramsPedido.extend({ itemId: z.coerce.number().int().positive() });
const BASE_RH = '/api/captacao/candidatos/:candidatoId/pedidos-documentos';

export const pedidosDocumentos = defineContrato(`GET ${BASE_RH}`, {
  summary: 'Solicitações de documentos ao candidato, com o andamento de cada uma',
  params: paramsCandidato,
  response: z.array(pedidoSchema),
});
export const solicitarDocumentos = defineContrato(`POST ${BASE_RH}`, {
  summary: 'Solicita documentos ao candidato (e-mail e área do candidato)',
  params: paramsCandidato,
  body: z.custom<NovoPedido>(),
  status: 201,
  response: pedidoSchema.extend({ emailEnviado: z.boolean() }),
});
export const cancelarPedidoDocumentos = defineContrato(`PUT ${BASE_RH}/:pedidoId/cancela`, {
  summary: 'Cancela a solicitação de documentos (os arquivos já enviados continuam no candidato)',
  params: paramsPedido,
  response: pedidoSchema,
});
export const aceitarDocumento = defineContrato(`PUT ${BASE_RH}/:pedidoId/itens/:itemId/aceita`, {
  summary: 'Aceita o documento enviado',
  params: paramsItem,
  response: pedidoSchema,
});
export const recusarDocumento = defineContrato(`PUT ${BASE_RH}/:pedidoId/itens/:itemId/recusa`, {
  summary: 'Recusa o documento enviado, com o motivo (o candidato é avisado por e-mail)',
  params: paramsItem,
  body: z.custom<z.input<typeof recusaSchema>>(),
  response: pedidoSchema,
});

const BASE_EXTERNO = '/api/externo/pedidos-documentos';
export const pedidosDocumentosExterno = defineContrato(`GET ${BASE_EXTERNO}`, {
  summary: 'Documentos que a empresa solicitou ao candidato logado',
  response: z.array(pedidoSchema.omit({ solicitante: true })),
});
export const enviarDocumentoPedido = defineContrato(`POST ${BASE_EXTERNO}/:pedidoId/itens/:itemId/arquivo`, {
  summary: 'Envia (ou substitui) o arquivo de um documento solicitado (multipart: arquivo)',
  params: z.object({
    pedidoId: z.coerce.number().int().positive(),
    itemId: z.coerce.number().int().positive(),
  }),
  response: pedidoSchema.omit({ solicitante: true }),
});

/** A file a candidate sent that waits for HR's review (status ENVIADO in an open request). */
export const documentoAConferirSchema = z.object({
  pedidoId: z.number(),
  itemId: z.number(),
  candidatoId: z.number(),
  /** The candidate's name (the social name when there is one). */
  candidato: z.string(),
  documento: z.string(),
  nomeArquivo: z.string(),
  enviadoEm: instante,
  prazo: z.string().nullable(),
});
export type DocumentoAConferir = z.output<typeof documentoAConferirSchema>;

/** 'Documentos a conferir': the company's files waiting for review, the oldest sent first, paged. */
export const documentosAConferir = defineContrato('GET /api/captacao/documentos-a-conferir', {
  summary: 'Documentos enviados pelos candidatos que aguardam conferência do RH (os mais antigos primeiro)',
  query: z.object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(15),
  }),
  response: z.object({
    content: z.array(documentoAConferirSchema),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

export const MENU_DOCUMENTOS_A_CONFERIR: readonly MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Movimentações', 'Documentos a Conferir'],
    spaUrl: DOCUMENTOS_A_CONFERIR_PATH,
    access: DOCUMENTOS_A_CONFERIR_ACCESS,
  },
];
