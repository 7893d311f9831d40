import { type AnyColumn, sql } from 'drizzle-orm';
import { cidade, estado } from '../../geral/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { anuncio } from './schema.ts';
import { qualified } from '../../../platform/crud/storage.ts';

/** The requisition's pay ("remuneração"), read by a correlated subquery so any query over `anuncio` fits. */
const remuneracao = sql`(select ${solicitacao.remuneracao} from ${solicitacao} where ${solicitacao.id} = ${qualified(anuncio, anuncio.solicitacaoId)})`;

/**
 * The salary an ad shows (page, list, JobPosting): its own range; without one, the requisition's pay;
 * nothing when 'a combinar'. float8, so both drivers answer numbers.
 */
const salario = (proprio: AnyColumn, outro: AnyColumn) =>
  sql<number | null>`case when ${anuncio.salarioACombinar} then null
    else coalesce(${proprio}, case when ${outro} is null then ${remuneracao} end) end::float8`;

/**
 * What a visitor of the candidate area may read of an ad: nothing internal to the requisition but the
 * pay it advertises. The query must left-join `cidade` on anuncio.cidadeId and `estado` on anuncio.estadoId.
 */
export const colunasPublicas = {
  id: anuncio.id,
  titulo: anuncio.titulo,
  descricao: anuncio.descricao,
  previsaoEncerramento: anuncio.previsaoEncerramento,
  publicadoEm: anuncio.createdAt,
  modeloTrabalho: anuncio.modeloTrabalho,
  tipoContrato: anuncio.tipoContrato,
  pcd: anuncio.pcd,
  cidade: cidade.nome,
  uf: estado.sigla,
  salarioMinimo: salario(anuncio.salarioMinimo, anuncio.salarioMaximo),
  salarioMaximo: salario(anuncio.salarioMaximo, anuncio.salarioMinimo),
  salarioACombinar: anuncio.salarioACombinar,
  beneficios: anuncio.beneficios,
};
