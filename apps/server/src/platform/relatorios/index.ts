/**
 * The report engine (issue 8). A report is declared once in packages/domain/src/relatorios (filter schema,
 * defaults, title, xlsx, authority); its server part here says how to make its tables:
 *
 * ```ts
 * export default defineRelatorioServidor({
 *   def: vagaMotivo,                                   // the domain declaration
 *   async gerar(filtro, { db, session, pdf }) {        // filtro: already valid (the domain schema)
 *     return {
 *       filtrosUsados: [['Período', periodoTexto(filtro)]],
 *       tabelas: [{
 *         titulo: 'Vagas por motivo',
 *         colunas: [
 *           { campo: 'motivo', titulo: 'Motivo', largura: 200 },
 *           { campo: 'vagas', titulo: 'Vagas', largura: 60, formato: 'inteiro', total: 'soma' },
 *         ],
 *         grupo: { titulo: 'Área', valor: (l) => l.area },            // optional; rows come sorted by it
 *         linhas: lotesPorChave((depois, limite) => consulta(db, session.empresaId, filtro, depois, limite),
 *                               (l) => [l.area, l.id]),             // keyset batches, never the whole result
 *       }],
 *     };
 *   },
 * });
 * ```
 * and is listed in apps/server/src/modules/<modulo>/relatorios/index.ts. The engine then serves
 * `POST /api/<modulo>/relatorios/<id>` with the declared authority: body = filter + `pdf` (default true);
 * 400 FIELD_VALIDATION_VIOLATION with the schema's messages; 200 JSON `{code: 'RELATORIO_SEM_DADOS',
 * message: 'Não existem dados para o filtro informado.', severity: 'info'}` when every table is empty;
 * 500 JSON 'Não foi possível gerar o relatório.' when anything fails before the first byte; otherwise the
 * streamed file `<id>-<yyyy-MM-dd>.pdf|xlsx`. PDF: one designed layout (pdf.ts), landscape when the
 * columns' widths exceed portrait, at most 50,000 rows (400 beyond). XLSX: one sheet per table (xlsx.ts).
 * Company data: `gerar` filters by `session.empresaId`; `empresasDoUsuario` checks a company picker.
 */
export { periodoTexto, empresasDoUsuario, listaTexto } from './filtrosUsados.ts';
export { emUmLote, lotesPorChave } from './lotes.ts';
export { enviarRelatorio, MSG_LIMITE_PDF, type OrigemRelatorio, registerRelatorios } from './rota.ts';
export { LIMITE_LINHAS_PDF } from './pdf.ts';
export { textoDaCelula } from './formatos.ts';
export {
  type Coluna,
  type ColunaQualquer,
  type ContextoRelatorio,
  defineRelatorioServidor,
  type Formato,
  type Geracao,
  type Linha,
  type RelatorioQualquer,
  type RelatorioServidor,
  type Tabela,
  type TabelaQualquer,
  type Valor,
} from './tipos.ts';
