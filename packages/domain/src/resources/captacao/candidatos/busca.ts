/**
 * The candidate search's own filter values (GET /api/captacao/candidatos; server: modules/captacao/
 * candidatos/busca.ts, screen: /captacao/candidatos). Shared so the screen offers exactly what the
 * server accepts.
 */
import { NIVEL_IDIOMA_OPTIONS, QUALIFICACAO_CADASTRAL_OPTIONS } from '../../../enums/index.ts';

/**
 * Candidate status (spec 1 §2 'filter by candidate status', default TODOS). The spec names no values:
 * these are what an HR team asks of its base. Disjoint except EX_COLABORADOR, a flag of its own:
 * - DISPONIVEL: available for openings and not hired;
 * - INDISPONIVEL: marked unavailable (working elsewhere, not looking), not hired;
 * - CONTRATADO: hired through a selection process;
 * - EX_COLABORADOR: has worked for the company before (jaFoiColaborador).
 */
export const STATUS_CANDIDATO_OPTIONS = [
  { value: 'TODOS', label: 'Todos' },
  { value: 'DISPONIVEL', label: 'Disponível' },
  { value: 'INDISPONIVEL', label: 'Indisponível' },
  { value: 'CONTRATADO', label: 'Contratado' },
  { value: 'EX_COLABORADOR', label: 'Ex-colaborador' },
] as const;
export type StatusCandidatoBusca = (typeof STATUS_CANDIDATO_OPTIONS)[number]['value'];
export const STATUS_CANDIDATO_PADRAO: StatusCandidatoBusca = 'TODOS';

export const QUALIFICACAO_BUSCA_OPTIONS = QUALIFICACAO_CADASTRAL_OPTIONS;
export const NIVEL_IDIOMA_BUSCA_OPTIONS = NIVEL_IDIOMA_OPTIONS;

/** Count cap of the list: beyond it the answer carries `totalLimitado` and the footer says 'Mais de …'. */
export const LIMITE_CONTAGEM_CANDIDATOS = 10_000;

/** The footer of a capped total. */
export const maisDeRegistros = (n: number) => `Mais de ${n.toLocaleString('pt-BR')} registros encontrados.`;

/** The paged answer of the candidate list: the generic envelope plus the cap flag. */
export interface PaginaCandidatos<R> {
  content: R[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  /** Present (true) when there are more than totalElements rows (LIMITE_CONTAGEM_CANDIDATOS). */
  totalLimitado?: true;
}
