/** Message of the error thrown by the test page (written here; browser tests look for it). */
export const ERRO_TESTE = 'Erro de renderização de teste';

/** /teste/erro-render: throws while rendering, so browser tests reach the 500 page of the error boundary. */
export default function RenderErrorTestPage(): never {
  throw new Error(ERRO_TESTE);
}
