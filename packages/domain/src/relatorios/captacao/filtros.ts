import { z } from 'zod';
import { STATUS_SOLICITACAO_FILTRO_OPTIONS } from '../../enums/captacao.ts';
import { MSG_FILTRO } from '../filtros.ts';

/** Requisition status of a report: T (all, the default) or A/S/E/C, as the requisition list (spec 1 §9). */
export const STATUS_RELATORIO_OPTIONS = STATUS_SOLICITACAO_FILTRO_OPTIONS;
export const statusSolicitacao = z.enum(['T', 'A', 'S', 'E', 'C'], { error: MSG_FILTRO.statusInvalido });
