/** Contracts of the candidates' printed CV and the LGPD routes (data export, manual purge). */
import { z } from 'zod';
import { arquivo, defineContrato, paramsId } from '../../../contrato.ts';

export const imprimirCurriculo = defineContrato('POST /api/captacao/candidatos/:id/imprimir-curriculo', {
  summary: 'Currículo do candidato em PDF',
  params: paramsId,
  response: arquivo('application/pdf'),
});

export const exportarDadosDoCandidato = defineContrato('GET /api/captacao/candidatos/:id/exportar-dados', {
  summary: 'Exporta todos os dados do candidato (LGPD), em JSON ou PDF',
  params: paramsId,
  query: z.object({ formato: z.enum(['json', 'pdf']).default('json') }),
  response: arquivo('application/json', 'application/pdf'),
});

export const executarExpurgo = defineContrato('POST /api/captacao/expurgos-candidatos/executar', {
  summary: 'Executa agora a exclusão dos candidatos inativos da empresa (LGPD)',
  response: z.object({
    anonimizados: z.number(),
    excluidos: z.number(),
    /** Inactive candidates kept because they are in an open selection. */
    mantidos: z.number(),
  }),
});
