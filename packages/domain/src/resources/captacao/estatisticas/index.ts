import { z } from 'zod';
import type { MenuEntry } from '../../../menu.ts';
import { MSG } from '../../../messages.ts';

/**
 * Vacancy statistics (spec 1 §2 /captacao/estatisticas-preenchimento-vaga; §7 'vacancy duration
 * statistics GET with filters'): per requisition, position or area, the vacancies requested and filled
 * and how long they stayed open, for the requisitions opened in a period.
 *
 * Counted requisitions: every one but the cancelled and the reproved (they never meant an open
 * vacancy). Days open: from the requisition's date to its closing date, or to today while it is open.
 */
export const ESTATISTICAS_PATH = '/captacao/estatisticas-preenchimento-vaga';
export const ESTATISTICAS_ACCESS = {
  anyOf: ['ROLE_CAP_ESTATISTICAS_VAGA', 'ROLE_CAP_SOLICITACOES'],
} as const;
export const ESTATISTICAS_TITULO = 'Estatísticas de Preenchimento de Vaga';

export const AGRUPAMENTO_OPTIONS = [
  { value: 'solicitacao', label: 'Solicitação' },
  { value: 'cargo', label: 'Cargo' },
  { value: 'area', label: 'Área Organizacional' },
] as const;
export type Agrupamento = (typeof AGRUPAMENTO_OPTIONS)[number]['value'];

export const DATA_INICIAL = 'Data Inicial';
export const DATA_FIM = 'Data Fim';

/** '1,2,3' → [1, 2, 3]; query arrays travel comma-separated (spec 1 §7). */
const listaIds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Lista de ids inválida')
  .transform((v) => v.split(',').map((x) => Number(x.trim())));

const dataObrigatoria = (label: string) =>
  z.iso.date({
    error: (iss) => (iss.input == null || iss.input === '' ? MSG.obrigatoria(label) : 'Data inválida'),
  });

/** The query of the statistics: period (both dates, spec 1 §5 main range), filters, grouping, page. */
export const filtroEstatisticas = z
  .object({
    dataIni: dataObrigatoria(DATA_INICIAL),
    dataFim: dataObrigatoria(DATA_FIM),
    agrupamento: z
      .enum(['solicitacao', 'cargo', 'area'], { error: 'Agrupamento inválido' })
      .default('solicitacao'),
    estabelecimentosIds: listaIds.optional(),
    areasIds: listaIds.optional(),
    cargosIds: listaIds.optional(),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(15),
  })
  .refine((f) => f.dataFim >= f.dataIni, { path: ['dataFim'], message: MSG.dataFinalInferior });
export type FiltroEstatisticas = z.infer<typeof filtroEstatisticas>;

/** One line of the statistics: a requisition, or a position or an area with its requisitions summed. */
export interface LinhaEstatistica {
  id: number;
  /** The requisition's description, or the position's or area's name. */
  nome: string;
  /** Per requisition: its position, area, establishment, date, closing date and situation. */
  cargo?: string;
  area?: string;
  estabelecimento?: string;
  data?: string;
  dataEncerramento?: string | null;
  situacao?: string;
  qtdSolicitacoes: number;
  vagasSolicitadas: number;
  vagasPreenchidas: number;
  /** vagasPreenchidas / vagasSolicitadas, in percent with two decimals. */
  percentualPreenchimento: number;
  /** Days open (a requisition) or their average (a group), one decimal. */
  mediaDiasEmAberto: number;
  maiorDiasEmAberto: number;
}

/** The whole filtered set, whatever the page. */
export interface TotaisEstatistica {
  qtdSolicitacoes: number;
  vagasSolicitadas: number;
  vagasPreenchidas: number;
  percentualPreenchimento: number;
  mediaDiasEmAberto: number;
}

export interface PaginaEstatisticas {
  content: LinhaEstatistica[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  totais: TotaisEstatistica;
}

export const MENU_ESTATISTICAS: MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Indicadores', ESTATISTICAS_TITULO],
    spaUrl: ESTATISTICAS_PATH,
    access: ESTATISTICAS_ACCESS,
  },
];
