import { COR_PADRAO } from '@ipe/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { type CSSProperties, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { AnuncioCard } from './AnuncioCard.tsx';
import { type AnuncioPublico, anunciosPublicos, type OpcoesLista } from './api.ts';
import { EnviarAmigoDialog } from './EnviarAmigoDialog.tsx';
import { TXT } from './texts.ts';
import './anuncios-externos.css';

function Opcao(p: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="ipe-anuncios-opcao">
      <Checkbox inputId={p.id} checked={p.checked} onChange={(e) => p.onChange(!!e.checked)} />
      <label htmlFor={p.id}>{p.label}</label>
    </div>
  );
}

/**
 * /externo/anuncios?empresaId=N (public): the company's ads open to candidates, newest first, each with
 * 'Candidatar-se' (a visitor goes to the login first) and 'Enviar para um amigo'; a logged-in candidate
 * may hide the ads applied to; expired ads are hidden unless asked for.
 * `&anuncio=ID` (the link in the e-mails) opens that ad unfolded and scrolls to it.
 */
export default function AnunciosExternosPage() {
  useDocumentTitle(TXT.titulo);
  const [params] = useSearchParams();
  const empresaId = params.get('empresaId');
  const destaque = Number(params.get('anuncio')) || null;
  const [enviando, setEnviando] = useState<AnuncioPublico | null>(null);
  const [opcoes, setOpcoes] = useState<OpcoesLista>({ ocultarCandidatados: false, ocultarExpirados: true });
  const paginas = useInfiniteQuery({
    queryKey: ['externo', 'anuncios', empresaId, destaque, opcoes],
    queryFn: ({ pageParam }) => anunciosPublicos(empresaId as string, pageParam, destaque, opcoes),
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
    logado: primeira.logado,
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
      <fieldset className="ipe-anuncios-opcoes">
        <legend className="ipe-sr-only">Opções da lista</legend>
        {data?.logado && (
          <Opcao
            id="ocultar-candidatados"
            label={TXT.ocultarCandidatados}
            checked={opcoes.ocultarCandidatados}
            onChange={(v) => setOpcoes({ ...opcoes, ocultarCandidatados: v })}
          />
        )}
        <Opcao
          id="ocultar-expirados"
          label={TXT.ocultarExpirados}
          checked={opcoes.ocultarExpirados}
          onChange={(v) => setOpcoes({ ...opcoes, ocultarExpirados: v })}
        />
      </fieldset>
      {data && data.anuncios.length === 0 && <p className="ipe-external-notice">{TXT.nenhuma}</p>}
      <div className="ipe-anuncios-lista">
        {[...extra, ...(data?.anuncios ?? [])].map((a) => (
          <AnuncioCard
            key={a.id}
            anuncio={a}
            empresaId={data?.empresa.id ?? Number(empresaId)}
            logado={!!data?.logado}
            destacado={a.id === destaque}
            onEnviar={() => setEnviando(a)}
          />
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
