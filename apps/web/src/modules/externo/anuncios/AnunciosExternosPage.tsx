import { COR_PADRAO, formatDate } from '@ipe/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type CSSProperties, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { alertMessage } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { type AnuncioPublico, anunciosPublicos } from './api.ts';
import { EnviarAmigoDialog } from './EnviarAmigoDialog.tsx';
import { TXT } from './texts.ts';
import './anuncios-externos.css';

/** Descriptions longer than this start folded, with 'Ver descrição completa'. */
const DOBRA = 320;

function AnuncioCard({
  anuncio,
  destacado,
  onEnviar,
}: {
  anuncio: AnuncioPublico;
  destacado: boolean;
  onEnviar: () => void;
}) {
  const longa = anuncio.descricao.length > DOBRA;
  const [aberto, setAberto] = useState(destacado || !longa);
  const tituloId = `anuncio-${anuncio.id}-titulo`;
  return (
    <article
      id={`anuncio-${anuncio.id}`}
      className={`ipe-anuncio${destacado ? ' ipe-anuncio-destacado' : ''}`}
      aria-labelledby={tituloId}
    >
      <h2 id={tituloId}>{anuncio.titulo}</h2>
      <p className="ipe-anuncio-datas">
        <span>{TXT.publicadaEm(formatDate(anuncio.publicadoEm))}</span>
        {anuncio.previsaoEncerramento && (
          <span>{TXT.inscricoesAte(formatDate(anuncio.previsaoEncerramento))}</span>
        )}
      </p>
      <div className={`ipe-anuncio-descricao${aberto ? '' : ' ipe-anuncio-dobrada'}`}>
        {anuncio.descricao}
      </div>
      {longa && (
        <Button
          type="button"
          link
          className="ipe-anuncio-ver"
          label={aberto ? TXT.verMenos : TXT.verMais}
          aria-expanded={aberto}
          onClick={() => setAberto(!aberto)}
        />
      )}
      <div className="ipe-anuncio-acoes">
        <Button
          type="button"
          label={TXT.candidatar}
          icon="pi pi-user-plus"
          onClick={() =>
            void alertMessage({
              header: TXT.candidaturaTitulo,
              message: TXT.candidaturaAviso,
              icon: 'pi pi-info-circle',
            })
          }
        />
        <Button type="button" label={TXT.enviarAmigo} icon="pi pi-share-alt" outlined onClick={onEnviar} />
      </div>
    </article>
  );
}

/**
 * /externo/anuncios?empresaId=N (public): the company's ads open to candidates, newest first, each with
 * 'Candidatar-se' (the candidate login comes with the candidate area) and 'Enviar para um amigo'.
 * `&anuncio=ID` (the link in the e-mails) opens that ad unfolded and scrolls to it.
 */
export default function AnunciosExternosPage() {
  useDocumentTitle(TXT.titulo);
  const [params] = useSearchParams();
  const empresaId = params.get('empresaId');
  const destaque = Number(params.get('anuncio')) || null;
  const [enviando, setEnviando] = useState<AnuncioPublico | null>(null);
  const paginas = useInfiniteQuery({
    queryKey: ['externo', 'anuncios', empresaId, destaque],
    queryFn: ({ pageParam }) => anunciosPublicos(empresaId as string, pageParam, destaque),
    initialPageParam: 0,
    getNextPageParam: (ultima, todas) => {
      const lidos = todas.reduce((n, p) => n + p.anuncios.length, 0);
      return lidos < ultima.totalElements ? todas.length : undefined;
    },
    enabled: !!empresaId,
  });
  const primeira = paginas.data?.pages[0];
  const data = primeira && {
    empresa: primeira.empresa,
    total: primeira.totalElements,
    anuncios: paginas.data?.pages.flatMap((p) => p.anuncios) ?? [],
  };
  // The linked ad comes first when it is not among the ads loaded so far.
  const extra =
    primeira?.destaque && !data?.anuncios.some((a) => a.id === primeira.destaque?.id)
      ? [primeira.destaque]
      : [];

  useEffect(() => {
    if (primeira && destaque)
      document.getElementById(`anuncio-${destaque}`)?.scrollIntoView?.({ block: 'start' });
  }, [primeira, destaque]);

  if (!empresaId)
    return (
      <p className="ipe-external-notice">
        <i className="pi pi-info-circle" aria-hidden="true" /> {TXT.semEmpresa}
      </p>
    );
  const cor = data?.empresa.corPrincipal ?? COR_PADRAO;
  return (
    <section
      className="ipe-anuncios-externos"
      style={{ '--ipe-cor-empresa': cor } as CSSProperties}
      aria-labelledby="anuncios-titulo"
    >
      <header className="ipe-anuncios-cabecalho">
        <h1 id="anuncios-titulo">{TXT.titulo}</h1>
        {data && (
          <p>
            {data.empresa.nome} · {TXT.vagas(data.total)}
          </p>
        )}
      </header>
      {data && data.anuncios.length === 0 && <p className="ipe-external-notice">{TXT.nenhuma}</p>}
      <div className="ipe-anuncios-lista">
        {[...extra, ...(data?.anuncios ?? [])].map((a) => (
          <AnuncioCard key={a.id} anuncio={a} destacado={a.id === destaque} onEnviar={() => setEnviando(a)} />
        ))}
      </div>
      {paginas.hasNextPage && (
        <div className="ipe-anuncios-mais">
          <Button
            type="button"
            outlined
            label={TXT.mostrarMais}
            icon="pi pi-chevron-down"
            loading={paginas.isFetchingNextPage}
            onClick={() => void paginas.fetchNextPage()}
          />
        </div>
      )}
      {enviando && data && (
        <EnviarAmigoDialog
          anuncio={enviando}
          empresaId={data.empresa.id}
          onFechar={() => setEnviando(null)}
        />
      )}
    </section>
  );
}
