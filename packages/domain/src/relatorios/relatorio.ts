/**
 * A report declared once (issue 8): its filter schema (with the spec's messages), defaults, title, formats
 * and authority. The server engine (apps/server/src/platform/relatorios) serves
 * `POST /api/<modulo>/relatorios/<id>` from it and the web wrapper (apps/web/src/platform/relatorios) draws
 * its filter screen at `/<modulo>/relatorios/<rota>`; both validate with `filtro`.
 *
 * ```ts
 * export const meuRelatorio = defineRelatorio({
 *   id: 'vaga-motivo', rota: 'vaga-motivo', modulo: 'captacao', titulo: 'Vagas por Motivo',
 *   filtro: filtroRelatorio({ ...PERIODO, status: statusSolicitacao.default('T') }),
 *   padrao: () => ({ ...periodoPadrao(), status: 'T' }),
 *   xlsx: true, access: 'ROLE_CAP_RELATORIOS',
 * });
 * ```
 *
 * `defineRelatorio` also makes the route's contract (`def.contrato`, see `contratoRelatorio`): the server
 * registers it with `rota`, the web calls it with `chamar`, the OpenAPI document shows it.
 *
 * Request body: the filter's fields plus `pdf` (true: PDF, false: XLSX; default true). Answers:
 * - 200 with the file, `Content-Disposition: attachment; filename="<id>-<yyyy-MM-dd>.pdf|xlsx"`;
 * - 200 `application/json` `{code: 'RELATORIO_SEM_DADOS', message: 'Não existem dados para o filtro
 *   informado.', severity: 'info'}` when nothing matches (not an error: the web shows it as info);
 * - 400 FIELD_VALIDATION_VIOLATION with every failing field; 403 without the authority;
 * - 500 `{code: 'RELATORIO_FALHOU', message: 'Não foi possível gerar o relatório.', id}` when it fails
 *   before the first byte.
 */
import { z } from 'zod';
import type { AccessRule } from '../authorities.ts';
import { type ArquivoOuJson, arquivoOuJson } from '../contrato.ts';
import type { MenuEntry } from '../menu.ts';

/** What a module writes: everything but the contract, which `defineRelatorio` derives. */
export interface DeclaracaoRelatorio<F extends z.ZodType = z.ZodType> {
  /** API id: POST /api/<modulo>/relatorios/<id>; also the file name's start. */
  id: string;
  /** Screen route under /<modulo>/relatorios/ (the spec names some differently from the API). */
  rota: string;
  /**
   * Route segment of the module that owns the report ('captacao'): the API is /api/<modulo>/relatorios/<id>
   * and the screen /<modulo>/relatorios/<rota>. The engine knows no module: each one names itself here.
   */
  modulo: string;
  /** Title of the screen, the menu entry and the PDF. */
  titulo: string;
  /** One sentence for the screen: what the report answers. */
  descricao?: string;
  filtro: F;
  /** The screen's initial filter; `empresaId` is the session's company (for company pickers). */
  padrao: (ctx: { empresaId: number }) => NoInfer<z.input<F>>;
  /** Offers 'Exportar para XLS'. */
  xlsx: boolean;
  access: AccessRule;
}

/** A report: its declaration and the contract of POST /api/<modulo>/relatorios/<id>. */
export interface RelatorioDef<F extends z.ZodType = z.ZodType> extends DeclaracaoRelatorio<F> {
  contrato: ContratoRelatorio<F>;
}

export function defineRelatorio<F extends z.ZodType>(def: DeclaracaoRelatorio<F>): RelatorioDef<F> {
  return { ...def, contrato: contratoRelatorio(def) };
}

export const MSG_RELATORIO = {
  semDados: 'Não existem dados para o filtro informado.',
  falha: 'Não foi possível gerar o relatório.',
  // The spec writes 'Relatorio' (a slip of the source product): the screen shows the word spelled right.
  botaoPdf: 'Relatório',
  botaoXls: 'Exportar para XLS',
} as const;

/** `code` of the info answer (200, JSON) when the filter matches nothing. */
export const RELATORIO_SEM_DADOS = 'RELATORIO_SEM_DADOS';
/** `code` of the error answer (500) when generation fails before the first byte. */
export const RELATORIO_FALHOU = 'RELATORIO_FALHOU';
/** Response header with the number of data rows (the web's progress text). */
export const HEADER_RELATORIO_LINHAS = 'x-relatorio-linhas';

/** The no-data info (200, JSON). */
export const semDadosSchema = z
  .object({
    code: z.literal(RELATORIO_SEM_DADOS),
    message: z.string(),
    severity: z.literal('info'),
  })
  .meta({ id: 'RelatorioSemDados', description: 'Nenhum dado para o filtro: não é um erro' });
export type RespostaSemDados = z.output<typeof semDadosSchema>;

export const TIPO_PDF = 'application/pdf';
export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `pdf` beside the filter in the body: true (default) asks the PDF, false the XLSX. */
export const formatoRelatorio = z.object({
  pdf: z.boolean({ error: 'pdf deve ser verdadeiro ou falso' }).default(true),
});

/**
 * The contract of a report's route: body = `pdf` and the declaration's own filter schema (not a copy);
 * answer = the file (PDF, and XLSX when declared) or the no-data info. `id` is another name the same
 * report answers at (`aliasRelatorio`).
 */
export interface ContratoRelatorio<F extends z.ZodType = z.ZodType> {
  method: 'POST';
  path: `/api${CaminhoApiRelatorio}`;
  summary: string;
  body: z.ZodIntersection<typeof formatoRelatorio, F>;
  response: ArquivoOuJson<typeof semDadosSchema>;
}
export function contratoRelatorio<F extends z.ZodType>(
  def: DeclaracaoRelatorio<F>,
  id = def.id,
): ContratoRelatorio<F> {
  const outroNome = id === def.id ? '' : ` — outro nome de ${def.id}`;
  return {
    method: 'POST',
    path: `/api${caminhoApiRelatorio({ modulo: def.modulo, id })}`,
    summary: `${def.titulo} (${def.xlsx ? 'PDF ou XLSX' : 'PDF'})${outroNome}`,
    body: z.intersection(formatoRelatorio, def.filtro),
    response: arquivoOuJson(semDadosSchema, TIPO_PDF, ...(def.xlsx ? [TIPO_XLSX] : [])),
  };
}

/**
 * The other spelling of a report: where the spec names the screen and the API call differently
 * (screen 'analise-etapa-seletiva', call 'analise-etapas-seletivas'), each name also answers as the other
 * (the API at the screen's name, the screen at the API's name, which redirects). null when they agree.
 */
export const aliasRelatorio = (d: Pick<DeclaracaoRelatorio, 'id' | 'rota'>): string | null =>
  d.rota !== d.id ? d.rota : null;

type CaminhoApiRelatorio = `/${string}/relatorios/${string}`;
/** Path under /api. */
export const caminhoApiRelatorio = (d: Pick<DeclaracaoRelatorio, 'modulo' | 'id'>): CaminhoApiRelatorio =>
  `/${d.modulo}/relatorios/${d.id}`;
export const caminhoTelaRelatorio = (d: Pick<DeclaracaoRelatorio, 'modulo' | 'rota'>) =>
  `/${d.modulo}/relatorios/${d.rota}`;

/** '<id>-<yyyy-MM-dd>.pdf' or '.xlsx' (the day the report was generated, the server's calendar). */
export function nomeArquivoRelatorio(id: string, pdf: boolean, hoje = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const dia = `${hoje.getFullYear()}-${p(hoje.getMonth() + 1)}-${p(hoje.getDate())}`;
  return `${id}-${dia}.${pdf ? 'pdf' : 'xlsx'}`;
}

/** Menu entries '<topo> › Relatórios › <title>', one per report; `topo` is the module's menu ('Recrutamento & Seleção'). */
export const menuRelatorios = (topo: string, defs: readonly RelatorioDef[]): MenuEntry[] =>
  defs.map((d) => ({
    breadcrumb: [topo, 'Relatórios', d.titulo],
    spaUrl: caminhoTelaRelatorio(d),
    access: d.access,
  }));
