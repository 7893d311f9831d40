import { z } from 'zod';
import { arquivo, defineContrato, paramsId } from '../../contrato.ts';
import { MSG } from '../../messages.ts';
import { defineResource } from '../../resource.ts';

/** 5 MB: the file travels in the JSON body as base64 (a third larger), under the API's 10 MB body limit. */
export const MAX_ANEXO_BYTES = 5 * 1024 * 1024;
export const MSG_ANEXO = {
  obrigatorio: MSG.anexoObrigatorio,
  invalido: 'Anexo inválido: envie o nome e o conteúdo do arquivo em base64',
} as const;

/**
 * The file of a create or update, beside the declared fields: `{nome, base64}` (as the candidate's
 * `ocrFile`). Required on create; on update, absent keeps the file and present replaces it.
 */
export const anexoSchema = z.object({ nome: z.string().trim().min(1).max(255), base64: z.string().min(1) });
export type AnexoEnviado = z.output<typeof anexoSchema>;

/**
 * The company's attached documents (spec 3 §2 /geral/documentos-anexos, §3 'document', §5 'Document'):
 * descricao (required, 100), data (required), observacao, an optional url and the file, required on
 * create ('Anexo é obrigatório'). The generic create and update take the file as `anexo` (above); the
 * platform's attachments engine checks it by content; GET …/{id}/anexo downloads it.
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
    { name: 'nomeArquivo', label: 'Arquivo', kind: 'text', readOnly: true, max: 255, span: 8 },
    { name: 'tamanho', label: 'Tamanho (bytes)', kind: 'integer', readOnly: true, span: 4 },
  ],
  list: { columns: ['data', 'descricao', 'nomeArquivo'], sort: 'data,desc', search: ['descricao'] },
  resumo: 'descricao',
});

export const baixarAnexo = defineContrato('GET /api/geral/documentos-anexos/:id/anexo', {
  summary: 'Baixa o arquivo do documento, com o nome original',
  params: paramsId,
  response: arquivo(),
});
