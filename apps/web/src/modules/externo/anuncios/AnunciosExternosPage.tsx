import { COR_PADRAO } from '@ipe/domain/protocolo';
import {
  MODELO_TRABALHO_OPTIONS,
  TIPO_CONTRATO_OPTIONS,
} from '@ipe/domain/resources/captacao/anuncios/estrutura';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { type CSSProperties, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { AnuncioCard } from './AnuncioCard.tsx';
import {
  type AnuncioPublico,
  anunciosPublicos,
  type FiltrosVagas,
  type OpcoesLista,
  SEM_FILTROS,
} from './api.ts';
import { EnviarAmigoDialog } from './enviarAmigo.ts';
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

/** One filter of the list: a native select (light, and the phone's own picker). */
function Filtro(p: {
  id: string;
  label: string;
  todos: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="ipe-anuncios-filtro">
      <label htmlFor={p.id}>{p.label}</label>
      <select id={p.id} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
        <option value="">{p.todos}</option>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * /externo/anuncios?empresaId=N (public): the company's ads open to candidates, newest first, each with
 * 'Candidatar-se' (a visitor goes to the login first) and 'Enviar para um amigo'; a logged-in candidate
 * may hide the ads applied to; expired ads are hidden unless asked for. Filters by city, work model and
 * contract run on the server (paged like the rest); the city's options are the cities of the open ads.
 * `&anuncio=ID` (the link in the e-mails) opens that ad unfolded and scrolls to it.
 */
export default function AnunciosExternosPage() {
  useDocumentTitle(TXT.titulo);
  const [params] = useSearchParams();
  const empresaId = params.get('empresaId');
  const destaque = Number(params.get('anuncio')) || null;
  const [enviando, setEnviando] = useState<AnuncioPublico | null>(null);
  const [opcoes, setOpcoes] = useState<OpcoesLista>({ ocultarCandidatados: false, ocultarExpirados: true });
  const [filtros, setFiltros] = useState<FiltrosVagas>(SEM_FILTROS);
  const filtrando = filtros !== SEM_FILTROS && Object.values(filtros).some(Boolean);
  const paginas = useInfiniteQuery({
    queryKey: ['externo', 'anuncios', empresaId, destaque, opcoes, filtros],
    queryFn: ({ pageParam }) => anunciosPublicos(empresaId as string, pageParam, destaque, opcoes, filtros),
    // The filters' options stay on screen while the next answer comes.
    placeholderData: keepPreviousData,
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
    cidades: primeira.cidades,
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
      <fieldset className="ipe-anuncios-filtros">
        <legend>{TXT.filtros}</legend>
        <Filtro
          id="filtro-cidade"
          label={TXT.cidade}
          todos={TXT.todas}
          value={filtros.cidadeId}
          options={(data?.cidades ?? []).map((c) => ({ value: String(c.id), label: `${c.nome}/${c.uf}` }))}
          onChange={(cidadeId) => setFiltros({ ...filtros, cidadeId })}
        />
        <Filtro
          id="filtro-modelo"
          label={TXT.modeloTrabalho}
          todos={TXT.todos}
          value={filtros.modeloTrabalho}
          options={MODELO_TRABALHO_OPTIONS}
          onChange={(modeloTrabalho) => setFiltros({ ...filtros, modeloTrabalho })}
        />
        <Filtro
          id="filtro-contrato"
          label={TXT.tipoContrato}
          todos={TXT.todos}
          value={filtros.tipoContrato}
          options={TIPO_CONTRATO_OPTIONS}
          onChange={(tipoContrato) => setFiltros({ ...filtros, tipoContrato })}
        />
        {filtrando && (
          <Button type="button" link label={TXT.limparFiltros} onClick={() => setFiltros(SEM_FILTROS)} />
        )}
      </fieldset>
      {data && data.anuncios.length === 0 && (
        <p className="ipe-external-notice">{filtrando ? TXT.nenhumaNoFiltro : TXT.nenhuma}</p>
      )}
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
        <Suspense fallback={null}>
          <EnviarAmigoDialog
            anuncio={enviando}
            empresaId={data.empresa.id}
            onFechar={() => setEnviando(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
