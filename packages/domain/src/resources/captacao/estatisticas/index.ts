import { z } from 'zod';
import type { MenuEntry } from '../../../menu.ts';
import { MSG } from '../../../messages.ts';
import { ESTATISTICAS_ACCESS, ESTATISTICAS_PATH } from '../rotas.ts';

export { ESTATISTICAS_ACCESS, ESTATISTICAS_PATH } from '../rotas.ts';

/**
 * Vacancy statistics (spec 1 §2 /captacao/estatisticas-preenchimento-vaga; §7 'vacancy duration
 * statistics GET with filters'): per requisition, position or area, the vacancies requested and filled
 * and how long they stayed open, for the requisitions opened in a period.
 *
 * Counted requisitions: every one but the cancelled and the reproved (they never meant an open
 * vacancy). Days open: from the requisition's date to its closing date, or to today while it is open.
 */
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
export const linhaEstatistica = z.object({
  id: z.number(),
  /** The requisition's description, or the position's or area's name. */
  nome: z.string(),
  /** Per requisition: its position, area, establishment, date, closing date and situation. */
  cargo: z.string().optional(),
  area: z.string().optional(),
  estabelecimento: z.string().optional(),
  data: z.string().optional(),
  dataEncerramento: z.string().nullable().optional(),
  situacao: z.string().optional(),
  qtdSolicitacoes: z.number(),
  vagasSolicitadas: z.number(),
  vagasPreenchidas: z.number(),
  /** vagasPreenchidas / vagasSolicitadas, in percent with two decimals. */
  percentualPreenchimento: z.number(),
  /** Days open (a requisition) or their average (a group), one decimal. */
  mediaDiasEmAberto: z.number(),
  maiorDiasEmAberto: z.number(),
});
export type LinhaEstatistica = z.output<typeof linhaEstatistica>;

/** The whole filtered set, whatever the page. */
export const totaisEstatistica = z.object({
  qtdSolicitacoes: z.number(),
  vagasSolicitadas: z.number(),
  vagasPreenchidas: z.number(),
  percentualPreenchimento: z.number(),
  mediaDiasEmAberto: z.number(),
});
export type TotaisEstatistica = z.output<typeof totaisEstatistica>;

export const paginaEstatisticas = z.object({
  content: z.array(linhaEstatistica),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
  size: z.number(),
  totais: totaisEstatistica,
});
export type PaginaEstatisticas = z.output<typeof paginaEstatisticas>;

export const MENU_ESTATISTICAS: MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Indicadores', ESTATISTICAS_TITULO],
    spaUrl: ESTATISTICAS_PATH,
    access: ESTATISTICAS_ACCESS,
  },
];
