// Contracts by type only (chamarRota): the first internal screen loads no zod (pesoDaPrimeiraTela.test.ts).
import type {
  CaixaMensagens,
  lerCaixasMensagens,
  MensagemUsuario,
  marcarMensagemLida,
  OrdemCaixas,
  removerMensagem,
  salvarCaixasMensagens,
  TipoCaixa,
} from '@ipe/domain/mensagens';
import { MENSAGENS_PATH } from '@ipe/domain/mensagensConstantes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { chamarRota } from '../../../platform/api/chamar.ts';

/** Query keys: the boxes and the full list share the prefix, so one invalidation refreshes both. */
export const CHAVE_CAIXAS = [MENSAGENS_PATH, 'caixas'] as const;
export const CHAVE_LISTA = [MENSAGENS_PATH, 'lista'] as const;

export type Caixas = {
  caixasEsquerda: CaixaMensagens[];
  caixasDireita: CaixaMensagens[];
  caixasMinimizadas: TipoCaixa[];
};

/** The user's boxes; a failed load shows nothing (spec 3 §8: box loading errors are ignored). */
export function useCaixas() {
  return useQuery({
    queryKey: CHAVE_CAIXAS,
    queryFn: () =>
      chamarRota<typeof lerCaixasMensagens>(
        'GET /api/userinfo/usuario/caixa-mensagens',
        {},
        { errors: 'silent', loading: 'none' },
      ) as Promise<Caixas>,
  });
}

/** Saves the order and the collapsed boxes; errors are ignored (spec 3 §8). */
export function salvarOrdem(ordem: OrdemCaixas) {
  return chamarRota<typeof salvarCaixasMensagens>(
    'PUT /api/userinfo/usuario/caixa-mensagens',
    { body: { caixasMensagens: ordem } },
    { errors: 'silent', loading: 'none' },
  ).catch(() => undefined);
}

/** The full list page: `/mensagens?tipo=R`. */
export const linkDaLista = (tipo?: TipoCaixa) => (tipo ? `${MENSAGENS_PATH}?tipo=${tipo}` : MENSAGENS_PATH);

/** Applies a change to a message in every cached box and list page at once (the server is told after). */
function alterarNoCache(qc: QueryClient, id: number, muda: (m: MensagemUsuario) => MensagemUsuario | null) {
  const naLista = (l: MensagemUsuario[]) =>
    l.flatMap((m) => (m.usuarioMensagemId === id ? (muda(m) ? [muda(m) as MensagemUsuario] : []) : [m]));
  qc.setQueryData<Caixas>(CHAVE_CAIXAS, (c) => {
    if (!c) return c;
    const caixa = (x: CaixaMensagens): CaixaMensagens => {
      const antes = x.mensagens.find((m) => m.usuarioMensagemId === id);
      if (!antes) return x;
      const depois = muda(antes);
      const delta = (depois && !depois.lida ? 1 : 0) - (antes.lida ? 0 : 1);
      return { ...x, mensagens: naLista(x.mensagens), naoLidas: Math.max(0, x.naoLidas + delta) };
    };
    return { ...c, caixasEsquerda: c.caixasEsquerda.map(caixa), caixasDireita: c.caixasDireita.map(caixa) };
  });
  qc.setQueriesData<{ content: MensagemUsuario[] }>({ queryKey: CHAVE_LISTA }, (p) =>
    p ? { ...p, content: naLista(p.content) } : p,
  );
}

/** Read or unread: at once on the screen, then on the server. */
export async function marcarLida(qc: QueryClient, m: MensagemUsuario, lida: boolean) {
  // A load in flight would bring the old flag back over the one just set.
  await qc.cancelQueries({ queryKey: [MENSAGENS_PATH] });
  alterarNoCache(qc, m.usuarioMensagemId, (x) => ({ ...x, lida }));
  await chamarRota<typeof marcarMensagemLida>(
    'PATCH /api/userinfo/mensagens/:id/lida/:value',
    { params: { id: m.usuarioMensagemId, value: String(lida) } },
    { loading: 'none' },
  );
}

/** Removal (after 'Confirma exclusão?'): the message leaves the screen and the server is told. */
export async function remover(qc: QueryClient, m: MensagemUsuario) {
  await qc.cancelQueries({ queryKey: [MENSAGENS_PATH] });
  alterarNoCache(qc, m.usuarioMensagemId, () => null);
  await chamarRota<typeof removerMensagem>(
    'DELETE /api/userinfo/mensagens/:id',
    { params: { id: m.usuarioMensagemId } },
    { loading: 'none' },
  );
  void qc.invalidateQueries({ queryKey: [MENSAGENS_PATH] });
}
