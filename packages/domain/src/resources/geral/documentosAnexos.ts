import { z } from 'zod';
import { arquivo, defineContrato, paramsId } from '../../contrato.ts';
import { MSG } from '../../messages.ts';
import { defineResource } from '../../resource.ts';

/** 10 MB, as the candidates' documents. */
export const MAX_ANEXO_BYTES = 10 * 1024 * 1024;
export const MSG_ANEXO_OBRIGATORIO = MSG.anexoObrigatorio;

/**
 * The company's attached documents (spec 3 §2 /geral/documentos-anexos, §3 'document', §5 'Document'):
 * descricao (required, 100), data (required), observacao, an optional url and the file, required on
 * create ('Anexo é obrigatório'). The file is kept by the platform's attachments engine (type by
 * content, 10 MB); the record is created by POST multipart (fields and `arquivo`), the fields changed by
 * the generic PUT and the file replaced by PUT …/{id}/anexo.
 */
export const documentosAnexos = defineResource({
  name: 'documentos-anexos',
  path: '/geral/documentos-anexos',
  label: 'Documento Anexo',
  labelPlural: 'Documentos Anexos',
  modulo: 'geral',
  menu: ['Geral', 'Documentos Anexos'],
  access: { read: 'ROLE_GERAL_DOCUMENTOS_ANEXOS', write: 'ROLE_GERAL_DOCUMENTOS_ANEXOS_EDITAR' },
  empresaScoped: true,
  audit: true,
  operations: ['list', 'get', 'update', 'delete'],
  fields: [
    {
      name: 'descricao',
      label: 'Descrição',
      kind: 'text',
      required: true,
      feminine: true,
      max: 100,
      span: 8,
    },
    { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true, span: 4 },
    { name: 'url', label: 'Endereço (URL)', kind: 'text', max: 500, span: 12 },
    { name: 'observacao', label: 'Observação', kind: 'textarea', feminine: true, max: 1000, span: 12 },
    { name: 'nomeArquivo', label: 'Arquivo', kind: 'text', readOnly: true, span: 8 },
    { name: 'tamanho', label: 'Tamanho (bytes)', kind: 'integer', readOnly: true, span: 4 },
  ],
  list: { columns: ['data', 'descricao', 'nomeArquivo'], sort: 'data,desc', search: ['descricao'] },
  resumo: 'descricao',
});

const documentoAnexo = z
  .object({
    id: z.number(),
    descricao: z.string(),
    data: z.string(),
    url: z.string().nullable(),
    observacao: z.string().nullable(),
    nomeArquivo: z.string().nullable(),
    tamanho: z.number().nullable(),
  })
  .passthrough();

export const incluirDocumentoAnexo = defineContrato('POST /api/geral/documentos-anexos', {
  summary: 'Inclui um documento com o arquivo (multipart: descricao, data, url, observacao, arquivo)',
  status: 201,
  response: documentoAnexo,
});
export const substituirAnexo = defineContrato('PUT /api/geral/documentos-anexos/:id/anexo', {
  summary: 'Substitui o arquivo do documento (multipart: arquivo)',
  params: paramsId,
  response: documentoAnexo,
});
export const baixarAnexo = defineContrato('GET /api/geral/documentos-anexos/:id/anexo', {
  summary: 'Baixa o arquivo do documento, com o nome original',
  params: paramsId,
  response: arquivo(),
});
