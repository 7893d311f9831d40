// Contracts by type only (chamarRota): the first internal screen loads no zod (pesoDaPrimeiraTela.test.ts).
import type { marcarNoticiaLida, Noticia, noticias } from '@ipe/domain/painel';
import { CRITICIDADES_QUE_ABREM } from '@ipe/domain/painelConstantes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { chamarRota } from '../api/chamar.ts';

// Loaded when a notice opens: the first screen does without PrimeReact's Dialog.
const NoticiaDialog = lazy(() => import('./NoticiaDialog.tsx'));

/** Written here: the spec names the bell and the frame, not their texts. */
const T = {
  sino: 'Notícias',
  nome: (n: number) => (n ? `Notícias (${n} não lida${n > 1 ? 's' : ''})` : 'Notícias'),
  vazio: 'Nenhuma notícia.',
  naoLida: 'não lida',
};
const CHAVE = ['userinfo', 'noticias'] as const;

/**
 * The news bell of the internal header (spec 3 §2): unread badge, a 400 px list of the latest notices and
 * a modal frame showing a notice's link. A notice becomes read when opened; unread notices of criticality
 * 0 or -1 open by themselves on the start page, the first one first. Errors are silent: the bell is
 * an extra, never in the way of the page.
 */
export function Noticias() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const id = useId();
  const [aberto, setAberto] = useState(false);
  const [noticia, setNoticia] = useState<Noticia | null>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const painel = useRef<HTMLDivElement>(null);
  const { data: lista = [] } = useQuery({
    queryKey: CHAVE,
    queryFn: () =>
      chamarRota<typeof noticias>('GET /api/userinfo/usuario/noticias', undefined, {
        loading: 'none',
        errors: 'silent',
      }),
    staleTime: 5 * 60_000,
  });
  const naoLidas = lista.filter((n) => !n.lida).length;

  const marcarLida = (n: Noticia) => {
    if (n.lida) return;
    queryClient.setQueryData<Noticia[]>(CHAVE, (l) =>
      l?.map((x) => (x.id === n.id ? { ...x, lida: true } : x)),
    );
    chamarRota<typeof marcarNoticiaLida>(
      'PUT /api/userinfo/usuario/noticias/:id/lida',
      { params: { id: n.id } },
      { loading: 'none', errors: 'silent' },
    ).catch(() => {});
  };
  const abrir = (n: Noticia) => {
    setAberto(false);
    setNoticia(n);
    marcarLida(n);
  };

  // Critical notices open by themselves on the start page only.
  const critica = lista.find(
    (n) => !n.lida && (CRITICIDADES_QUE_ABREM as readonly number[]).includes(n.criticidade),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per critical notice and path
  useEffect(() => {
    if (pathname === '/' && critica && !noticia) abrir(critica);
  }, [pathname, critica?.id]);

  // Closes the list on Escape or a click outside it.
  useEffect(() => {
    if (!aberto) return;
    const fora = (e: MouseEvent) => {
      const alvo = e.target as Node;
      if (!painel.current?.contains(alvo) && !botao.current?.contains(alvo)) setAberto(false);
    };
    const tecla = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setAberto(false);
      botao.current?.focus();
    };
    document.addEventListener('mousedown', fora);
    document.addEventListener('keydown', tecla);
    return () => {
      document.removeEventListener('mousedown', fora);
      document.removeEventListener('keydown', tecla);
    };
  }, [aberto]);

  return (
    <div className="ipe-noticias">
      <button
        ref={botao}
        type="button"
        className="ipe-noticias-sino"
        aria-expanded={aberto}
        aria-controls={`${id}-lista`}
        onClick={() => setAberto((a) => !a)}
      >
        <i className="pi pi-bell" aria-hidden="true" />
        {/* The name is read from this text (an aria-label would differ from the badge's visible number). */}
        <span className="ipe-sr-only">{T.nome(naoLidas)}</span>
        {naoLidas > 0 && (
          <span className="ipe-noticias-badge" aria-hidden="true">
            {naoLidas}
          </span>
        )}
      </button>
      {aberto && (
        <div ref={painel} id={`${id}-lista`} className="ipe-noticias-lista" role="dialog" aria-label={T.sino}>
          <h2>{T.sino}</h2>
          {lista.length ? (
            <ul>
              {lista.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={n.lida ? undefined : 'ipe-noticia-nao-lida'}
                    onClick={() => abrir(n)}
                  >
                    {!n.lida && <span className="ipe-sr-only">{T.naoLida}: </span>}
                    {n.texto}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>{T.vazio}</p>
          )}
        </div>
      )}
      {noticia && (
        <Suspense fallback={null}>
          <NoticiaDialog noticia={noticia} onHide={() => setNoticia(null)} />
        </Suspense>
      )}
    </div>
  );
}
