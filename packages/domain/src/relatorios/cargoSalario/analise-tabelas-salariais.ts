import { z } from 'zod';
import { defineContrato } from '../../contrato.ts';
import { filtroRelatorio, isoLocal } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { cargosIds, dataReferencia, estabelecimentosIds, MSG_FILTRO_TALENTOS } from './filtrosTalentos.ts';

/**
 * Salary table analysis (spec 2 §2, §7 /analise-tabelas-salariais and GET …-previa): for each band of the
 * chosen positions, its value on the reference date against the salaries of its active talents in the
 * chosen establishments on that date — lowest, average, highest, average ÷ band value (the compa-ratio),
 * how many earn below and above the band's value.
 */
export const analiseTabelasSalariais = defineRelatorio({
  id: 'analise-tabelas-salariais',
  rota: 'analise-tabelas-salariais',
  modulo: 'cargo-salario',
  titulo: 'Análise das Tabelas Salariais',
  descricao:
    'O valor de cada faixa salarial na data de referência comparado aos salários dos seus talentos ativos.',
  filtro: filtroRelatorio({
    dataReferencia,
    estabelecimentosIds,
    cargosIds,
  }),
  padrao: () => ({ dataReferencia: isoLocal(new Date()), estabelecimentosIds: [], cargosIds: [] }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroAnaliseTabelas = z.output<typeof analiseTabelasSalariais.filtro>;

/** 'Prévia' shows at most this many bands on the screen; the report has them all. */
export const LIMITE_PREVIA_ANALISE = 200;

/** '1,2,3' in a query string → [1, 2, 3]; at least one, with the body's message. */
const idsCsv = (mensagem: string) =>
  z
    .string({ error: mensagem })
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, mensagem)
    .transform((s) => s.split(',').map((x) => Number(x.trim())));

export const linhaAnaliseTabelas = z.object({
  cargoId: z.number(),
  cargo: z.string(),
  faixaId: z.number(),
  faixa: z.string(),
  /** The band's value on the reference date (null: no valid history row by then). */
  valorFaixa: z.number().nullable(),
  talentos: z.number(),
  menor: z.number().nullable(),
  media: z.number().nullable(),
  maior: z.number().nullable(),
  /** media ÷ valorFaixa in percent (95.2 = 95,2 %); null without talents or band value. */
  mediaSobreFaixa: z.number().nullable(),
  abaixo: z.number(),
  acima: z.number(),
});
export type LinhaAnaliseTabelas = z.output<typeof linhaAnaliseTabelas>;

/**
 * GET /api/cargo-salario/relatorios/analise-tabelas-salariais-previa: the report's rows as JSON for the
 * screen's preview (the first LIMITE_PREVIA_ANALISE bands, `total` all of them).
 */
export const previaAnaliseTabelas = defineContrato(
  'GET /api/cargo-salario/relatorios/analise-tabelas-salariais-previa',
  {
    summary: 'Análise das Tabelas Salariais: prévia na tela',
    query: z.object({
      dataReferencia,
      estabelecimentosIds: idsCsv(MSG_FILTRO_TALENTOS.selecioneEstabelecimento),
      cargosIds: idsCsv(MSG_FILTRO_TALENTOS.selecioneCargo),
    }),
    response: z.object({ linhas: z.array(linhaAnaliseTabelas), total: z.number() }),
  },
);
