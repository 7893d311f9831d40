import { z } from 'zod';
import { QUALIFICACAO_CADASTRAL_OPTIONS } from '../../enums/captacao.ts';
import { empresasIds, filtroRelatorio } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { layout } from '../layout.ts';

/**
 * Registration quality of the candidates of one or more companies (spec 1 §5: empresasIds ≥ 1): per
 * company, how many candidates are QUALIFICADO, DADOS_INCOMPLETOS, … and their share; 'Detalhado' adds
 * the list of candidates with the fields they are missing. The companies must be the user's own.
 */
export const QUALIFICACOES = [
  'TODOS',
  ...QUALIFICACAO_CADASTRAL_OPTIONS.map((o) => o.value).filter((v) => v !== 'TODOS'),
] as const;

export const qualificacaoCadastralCandidato = defineRelatorio({
  id: 'qualificacao-cadastral-candidato',
  rota: 'qualificacao-cadastral-candidato',
  modulo: 'captacao',
  titulo: 'Qualificação Cadastral de Candidatos',
  descricao: 'Quantos candidatos de cada empresa estão com o cadastro completo e o que falta aos demais.',
  filtro: filtroRelatorio({
    empresasIds,
    qualificacao: z
      .enum(['TODOS', 'QUALIFICADO', 'NAO_QUALIFICADO', 'DADOS_INCOMPLETOS', 'NAO_VERIFICADO'], {
        error: 'Qualificação inválida',
      })
      .default('TODOS'),
    layout: layout.default('DETALHADO'),
  }),
  padrao: ({ empresaId }) => ({
    empresasIds: [empresaId],
    qualificacao: 'TODOS' as const,
    layout: 'DETALHADO' as const,
  }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroQualificacaoCandidato = z.output<typeof qualificacaoCadastralCandidato.filtro>;
