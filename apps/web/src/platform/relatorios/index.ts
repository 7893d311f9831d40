/**
 * Report screens (issue 8). A screen is the declaration plus its filter fields:
 *
 * ```tsx
 * export default function Tela() {
 *   return (
 *     <RelatorioPage def={vagaMotivo} botoes={[{ rotulo: 'Resumido', valores: { layout: 'RESUMIDO' } }]}>
 *       <CampoPeriodo />
 *       <CampoOpcoes name="status" label="Status" options={STATUS_RELATORIO_OPTIONS} />
 *       <CampoReferencias name="areasIds" label="Áreas" resource="areas-organizacionais" />
 *     </RelatorioPage>
 *   );
 * }
 * ```
 * The form starts with `def.padrao({empresaId})`, validates with `def.filtro` (the server's schema) on every
 * button, POSTs to /api/<modulo>/relatorios/<id> and saves the file with the server's name
 * (`<id>-<yyyy-MM-dd>.pdf|xlsx`); no data → info toast; errors (JSON inside the blob answer) → the
 * API client's toasts and the fields' messages. List the screen in modules/<modulo>/relatorios/routes.ts.
 */
export * from './campos.tsx';
export { baixarRelatorio, nomeDoArquivo, type ResultadoRelatorio, textoProgresso } from './download.ts';
export { type BotaoRelatorio, RelatorioPage, type RelatorioPageProps } from './RelatorioPage.tsx';
