/** Contracts of the rejection-feedback templates (issue 24 §3): the company's two e-mails. */
import { z } from 'zod';
import { defineContrato } from '../../../contrato.ts';
import { type modelosDevolutivaSchema, TIPOS_DEVOLUTIVA } from './modelos.ts';

const BASE = '/api/captacao/devolutiva/modelos';

const modeloLido = z.object({
  tipo: z.enum(TIPOS_DEVOLUTIVA),
  ativo: z.boolean(),
  assunto: z.string(),
  corpo: z.string(),
  /** Never edited by the company: the pt-BR default is in use. */
  padrao: z.boolean(),
});
export type ModeloDevolutivaLido = z.output<typeof modeloLido>;

export const modelosDevolutiva = defineContrato(`GET ${BASE}`, {
  summary: 'Modelos de e-mail de devolutiva da empresa (não apto e solicitação encerrada)',
  response: z.array(modeloLido),
});

export const alterarModelosDevolutiva = defineContrato(`PUT ${BASE}`, {
  summary: 'Altera os modelos de e-mail de devolutiva da empresa',
  body: z.custom<z.input<typeof modelosDevolutivaSchema>>(),
  response: z.array(modeloLido),
});
