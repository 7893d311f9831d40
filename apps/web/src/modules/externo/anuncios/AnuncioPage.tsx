import { COR_PADRAO } from '@ipe/domain/protocolo';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { AnuncioCard } from './AnuncioCard.tsx';
import { anunciosPublicos } from './api.ts';
import { EnviarAmigoDialog } from './enviarAmigo.ts';
import { TXT } from './texts.ts';
import './anuncios-externos.css';

/**
 * /externo/anuncios/{id}?empresaId=N (public): one ad at its own shareable address. The server answers
 * this address with the ad's JobPosting structured data in the HTML (paginaAnuncio.ts); here the SPA
 * shows the ad, 'Candidatar-se' and 'Enviar para um amigo'.
 */
export default function AnuncioPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const empresaId = params.get('empresaId') ?? '';
  const anuncioId = Number(id) || null;
  const [enviando, setEnviando] = useState(false);
  const q = useQuery({
    queryKey: ['externo', 'anuncios', empresaId, anuncioId, 'pagina'],
    queryFn: () => anunciosPublicos(empresaId, 0, anuncioId),
    enabled: !!empresaId && !!anuncioId,
  });
  const anuncio = q.data?.destaque ?? null;
  useDocumentTitle(anuncio?.titulo ?? TXT.titulo);
  const lista = `/externo/anuncios?empresaId=${empresaId}`;
  if (!empresaId || !anuncioId || (q.data && !anuncio))
    return (
      <section className="ipe-anuncios-externos">
        <p className="ipe-external-notice" role="alert">
          <i className="pi pi-info-circle" aria-hidden="true" /> {TXT.naoEncontrada}
        </p>
        {empresaId && <Link to={lista}>{TXT.verTodas}</Link>}
      </section>
    );
  if (!q.data || !anuncio) return null;
  return (
    <section
      className="ipe-anuncios-externos"
      style={{ '--ipe-cor-empresa': q.data.empresa.corPrincipal ?? COR_PADRAO } as CSSProperties}
    >
      <header className="ipe-anuncios-cabecalho">
        <p>
          <Link to={lista}>
            <i className="pi pi-arrow-left" aria-hidden="true" /> {TXT.verTodas}
          </Link>{' '}
          · {q.data.empresa.nome}
        </p>
      </header>
      <AnuncioCard
        anuncio={anuncio}
        empresaId={q.data.empresa.id}
        logado={q.data.logado}
        destacado={false}
        proprio
        onEnviar={() => setEnviando(true)}
      />
      {enviando && (
        <Suspense fallback={null}>
          <EnviarAmigoDialog
            anuncio={anuncio}
            empresaId={q.data.empresa.id}
            onFechar={() => setEnviando(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
