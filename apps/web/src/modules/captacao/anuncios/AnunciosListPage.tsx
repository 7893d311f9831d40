import { formatDate, isAllowed } from '@ipe/domain';
import {
  anuncios as def,
  SITUACAO_ANUNCIO_OPTIONS,
  SITUACAO_ANUNCIO_PADRAO,
} from '@ipe/domain/resources/captacao/anuncios/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { http } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import {
  confirmRemove,
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  fieldAria,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { rememberListSearch } from '../../../platform/resource/form.ts';
import { ListFilters } from '../../../platform/resource/ListFilters.tsx';
import { keys } from '../../../platform/resource/options.ts';
import { PAGE_SIZE, type PageOf, SEARCH_DEBOUNCE_MS } from '../../../platform/resource/ResourceListPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useSession } from '../../../platform/session/state.ts';
import type { AnuncioLinha } from './api.ts';
import { EnviarEmailDialog } from './EnviarEmailDialog.tsx';
import { TXT } from './texts.ts';
import './anuncios.css';

const intParam = (v: string | null, fallback: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** 'Vigente' or 'Expirado' with why (its date passed, or its requisition was closed or cancelled). */
function Situacao({ row }: { row: AnuncioLinha }) {
  if (!row.expirado) return <span className="ipe-anuncio-situacao ipe-anuncio-vigente">{TXT.vigente}</span>;
  return (
    <>
      <span className="ipe-anuncio-situacao ipe-anuncio-expirado">{TXT.expirado}</span>
      <span className="ipe-anuncio-motivo">{TXT.motivoExpirado(row.situacaoSolicitacao)}</span>
    </>
  );
}

/**
 * /captacao/anuncios: the ads of the company with the expiry filter (current ads by default, spec 1 §4
 * "ad lists can hide ads … expired"), search by title, the candidate-area filter, and per row 'Editar',
 * 'Enviar por e-mail', 'Ver na Área do Candidato' and 'Remover'. Paging, order and filters live in the URL.
 */
export default function AnunciosListPage() {
  const { info } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [enviando, setEnviando] = useState<AnuncioLinha | null>(null);
  useDocumentTitle(def.labelPlural);
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));

  const page = intParam(params.get('page'), 0);
  const size = intParam(params.get('size'), PAGE_SIZE) || PAGE_SIZE;
  const sort = params.get('sort') || def.list.sort;
  const q = params.get('q') ?? '';
  const situacao = params.get('situacao') || SITUACAO_ANUNCIO_PADRAO;
  const exibirModuloExterno = params.get('exibirModuloExterno');
  const query = { page, size, sort, q: q || undefined, situacao, exibirModuloExterno };

  useEffect(() => {
    rememberListSearch(def, location.search);
  }, [location.search]);

  const update = (patch: Record<string, string | null>, keepPage = false) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) v === null || v === '' ? next.delete(k) : next.set(k, v);
      if (!keepPage) next.delete('page');
      return next;
    });

  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const list = useQuery({
    queryKey: keys.list(def, query),
    queryFn: () => http.get<PageOf<AnuncioLinha>>(def.path, { query }),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (row: AnuncioLinha) => http.delete(`${def.path}/${row.id}`),
    onSuccess: async () => {
      toastSuccess(T.removido(def));
      await queryClient.invalidateQueries({ queryKey: keys.all(def) });
    },
  });

  const columns: DataTableColumn<AnuncioLinha>[] = [
    { field: 'titulo', header: 'Título', sortable: true },
    { field: 'solicitacao', header: 'Solicitação de Pessoal', body: (r) => r.solicitacao?.descricao ?? '' },
    {
      field: 'exibirModuloExterno',
      header: TXT.areaCandidato,
      sortable: true,
      body: (r) => (r.exibirModuloExterno ? TXT.sim : TXT.nao),
    },
    {
      field: 'previsaoEncerramento',
      header: 'Expira em',
      sortable: true,
      body: (r) => formatDate(r.previsaoEncerramento),
    },
    { field: 'expirado', header: TXT.situacao, body: (r) => <Situacao row={r} /> },
  ];

  const empresaId = info?.empresa.id;
  const actions: RowAction<AnuncioLinha>[] = [
    {
      label: canWrite ? T.editar : T.visualizar,
      icon: canWrite ? 'pi pi-pencil' : 'pi pi-eye',
      onClick: (r) => navigate(`${def.path}/${r.id}`),
    },
    {
      label: TXT.enviarEmail,
      icon: 'pi pi-envelope',
      visible: (r) => canWrite && !r.expirado,
      onClick: (r) => setEnviando(r),
    },
    {
      label: TXT.verAreaCandidato,
      icon: 'pi pi-external-link',
      visible: (r) => r.exibirModuloExterno && !r.expirado && r.situacaoSolicitacao === 'A',
      onClick: (r) =>
        window.open(`/externo/anuncios?empresaId=${empresaId}&anuncio=${r.id}`, '_blank', 'noopener'),
    },
  ];
  if (canWrite)
    actions.push({
      label: T.remover,
      icon: 'pi pi-trash',
      severity: 'danger',
      onClick: async (r) => {
        if (await confirmRemove()) remove.mutate(r);
      },
    });

  const [sortField, dir] = sort.split(',');
  const { id: situacaoId, ...situacaoAria } = fieldAria('filtro-situacao');
  const data = list.data;
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{def.labelPlural}</h1>
        {canWrite && (
          <Button
            type="button"
            label={T.novoBotao}
            icon="pi pi-plus"
            onClick={() => navigate(`${def.path}/new`)}
          />
        )}
      </div>
      <SearchFilterPanel
        defaultOpen
        onSearch={() => update({ q: text.trim() })}
        onClear={() => {
          setText('');
          update({ q: null, situacao: null, exibirModuloExterno: null });
        }}
      >
        <FormGrid>
          <FieldShell id="pesquisa" label={T.pesquisar} span={4}>
            <InputText id="pesquisa" type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </FieldShell>
          <FieldShell id="filtro-situacao" label={TXT.situacao} span={4}>
            <Dropdown
              inputId={situacaoId}
              {...situacaoAria}
              options={[...SITUACAO_ANUNCIO_OPTIONS]}
              optionLabel="label"
              optionValue="value"
              value={situacao}
              onChange={(e) => update({ situacao: e.value === SITUACAO_ANUNCIO_PADRAO ? null : e.value })}
            />
          </FieldShell>
          <ListFilters
            def={def}
            values={{ exibirModuloExterno }}
            onChange={(name, value) => update({ [name]: value })}
          />
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<AnuncioLinha>
        value={data?.content ?? []}
        columns={columns}
        actions={actions}
        totalRecords={data?.totalElements ?? 0}
        first={page * size}
        rows={size}
        onPage={(e) =>
          update({ page: String(e.page), size: e.rows === PAGE_SIZE ? null : String(e.rows) }, true)
        }
        sortField={sortField}
        sortOrder={dir === 'desc' ? -1 : 1}
        onSort={(field, order) => update({ sort: order === -1 ? `${field},desc` : field })}
        loading={list.isFetching}
        caption={def.labelPlural}
      />
      {enviando && <EnviarEmailDialog anuncio={enviando} onFechar={() => setEnviando(null)} />}
    </section>
  );
}
