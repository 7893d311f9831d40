import { formatCpf, isAllowed, optionLabel } from '@ipe/domain';
import {
  colaboradores as def,
  SITUACAO_COLABORADOR_OPTIONS,
  SITUACAO_FILTRO_TODOS,
  SITUACAO_PADRAO,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
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
import { keys } from '../../../platform/resource/options.ts';
import { PAGE_SIZE, type PageOf, SEARCH_DEBOUNCE_MS } from '../../../platform/resource/ResourceListPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useSession } from '../../../platform/session/state.ts';
import { ColaboradorAutocomplete, type ColaboradorOpcao } from './ColaboradorAutocomplete.tsx';
import { useOpcoes } from './opcoes.ts';
import { fotoUrl, TXT } from './texts.ts';
import './colaboradores.css';

interface Row {
  id: number;
  nome: string;
  cpf: string | null;
  situacao: string;
  cargo: { id: number; nomeMercado: string } | null;
  faixaSalarial: { id: number; nome: string } | null;
  areaOrganizacional: { id: number; descricaoHierarquia: string } | null;
}

/** Filters on the talent's current position, with the options of GET …/opcoes. */
const REF_FILTERS = [
  { name: 'estabelecimentoId', label: 'Estabelecimento', opcoes: 'estabelecimentos' },
  { name: 'areaOrganizacionalId', label: 'Área Organizacional', opcoes: 'areas' },
  { name: 'cargoId', label: 'Cargo', opcoes: 'cargos' },
] as const;
const SITUACOES = [{ value: SITUACAO_FILTRO_TODOS, label: TXT.todas }, ...SITUACAO_COLABORADOR_OPTIONS];

const intParam = (v: string | null, fallback: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};
/** A CPF typed with its mask is searched by its digits. */
const searchText = (q: string) => (/^[\d.\-\s]+$/.test(q) ? q.replace(/\D/g, '') : q);

/**
 * Talents: the generic list's behaviour (URL state, server paging and sort, removal) with the talent's
 * filters: a talent picked with the autocomplete, the situation (active by default), establishment,
 * area and position; the search matches name or CPF.
 */
export default function ColaboradoresListPage() {
  const { info } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(def.labelPlural);
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));

  const page = intParam(params.get('page'), 0);
  const size = intParam(params.get('size'), PAGE_SIZE) || PAGE_SIZE;
  const sort = params.get('sort') || def.list.sort;
  const q = params.get('q') ?? '';
  const situacao = params.get('situacao') || SITUACAO_PADRAO;
  const colaboradorId = params.get('colaboradorId');
  const refs = Object.fromEntries(REF_FILTERS.map((f) => [f.name, params.get(f.name) || null]));
  const opcoes = useOpcoes();
  const query = {
    page,
    size,
    sort,
    q: q ? searchText(q) : undefined,
    situacao: situacao === SITUACAO_FILTRO_TODOS ? undefined : situacao,
    ids: colaboradorId ?? undefined,
    ...refs,
  };

  useEffect(() => {
    rememberListSearch(def, location.search);
  }, [location.search]);

  const update = (
    patch: Record<string, string | null>,
    opts: { keepPage?: boolean; replace?: boolean } = {},
  ) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) v === null || v === '' ? next.delete(k) : next.set(k, v);
        if (!opts.keepPage) next.delete('page');
        return next;
      },
      { replace: opts.replace },
    );

  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  // The talent of the filter, by its id in the URL (a shared or reloaded link).
  const escolhido = useQuery({
    queryKey: [def.path, 'by-ids', colaboradorId],
    enabled: !!colaboradorId,
    queryFn: async () =>
      (
        await http.get<ColaboradorOpcao[]>(`${def.path}/by-ids`, {
          query: { ids: colaboradorId },
          loading: 'none',
        })
      )[0] ?? null,
  });

  const list = useQuery({
    queryKey: keys.list(def, query),
    queryFn: () => http.get<PageOf<Row>>(def.path, { query }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;

  const remove = useMutation({
    mutationFn: (row: Row) => http.delete(`${def.path}/${row.id}`),
    onSuccess: async () => {
      toastSuccess(T.removido(def));
      await queryClient.invalidateQueries({ queryKey: keys.all(def) });
    },
  });

  const columns: DataTableColumn<Row>[] = [
    {
      field: 'foto',
      header: TXT.foto,
      style: { width: '3.5rem' },
      body: (r) => (
        <img className="ipe-avatar" src={fotoUrl(r.id)} alt="" width={32} height={32} loading="lazy" />
      ),
    },
    { field: 'nome', header: 'Nome', sortable: true },
    {
      field: 'cpf',
      header: 'CPF',
      sortable: true,
      body: (r) => <span className="ipe-cpf">{formatCpf(r.cpf)}</span>,
    },
    {
      field: 'cargo',
      header: TXT.cargoFaixa,
      body: (r) => [r.cargo?.nomeMercado, r.faixaSalarial?.nome].filter(Boolean).join(' / '),
    },
    {
      field: 'areaOrganizacional',
      header: 'Área Organizacional',
      body: (r) => r.areaOrganizacional?.descricaoHierarquia ?? '',
    },
    {
      field: 'situacao',
      header: 'Situação',
      sortable: true,
      body: (r) => optionLabel(SITUACAO_COLABORADOR_OPTIONS, r.situacao),
    },
  ];

  const actions: RowAction<Row>[] = [
    {
      label: canWrite ? T.editar : T.visualizar,
      icon: canWrite ? 'pi pi-pencil' : 'pi pi-eye',
      onClick: (r) => navigate(`${def.path}/${r.id}`),
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
  const situacaoAria = fieldAria('filtro-situacao');
  const { id: situacaoId, ...situacaoRest } = situacaoAria;

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
          update({
            q: null,
            situacao: null,
            colaboradorId: null,
            ...Object.fromEntries(REF_FILTERS.map((f) => [f.name, null])),
          });
        }}
      >
        <FormGrid>
          <FieldShell id="filtro-colaborador" label={def.label} span={4}>
            <ColaboradorAutocomplete
              id="filtro-colaborador"
              situacao={
                situacao === SITUACAO_FILTRO_TODOS
                  ? SITUACAO_COLABORADOR_OPTIONS.map((o) => o.value).join(',')
                  : situacao
              }
              value={colaboradorId ? (escolhido.data ?? null) : null}
              onChange={(c) => update({ colaboradorId: c ? String(c.id) : null })}
            />
          </FieldShell>
          <FieldShell id="pesquisa" label={TXT.pesquisaNomeCpf} span={4}>
            <InputText id="pesquisa" type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </FieldShell>
          <FieldShell id="filtro-situacao" label="Situação" span={4}>
            <Dropdown
              inputId={situacaoId}
              {...situacaoRest}
              options={SITUACOES}
              optionLabel="label"
              optionValue="value"
              value={situacao}
              onChange={(e) => update({ situacao: e.value === SITUACAO_PADRAO ? null : (e.value as string) })}
            />
          </FieldShell>
          {REF_FILTERS.map((f) => {
            const { id: inputId, ...aria } = fieldAria(`filtro-${f.name}`);
            const options = opcoes[f.opcoes];
            return (
              <FieldShell key={f.name} id={inputId} label={f.label} span={4}>
                <Dropdown
                  inputId={inputId}
                  {...aria}
                  options={options}
                  optionLabel="label"
                  optionValue="value"
                  filter={options.length > 8}
                  showClear
                  resetFilterOnHide
                  placeholder={T.todos}
                  value={refs[f.name] === null ? null : Number(refs[f.name])}
                  onChange={(e) => update({ [f.name]: e.value == null ? null : String(e.value) })}
                />
              </FieldShell>
            );
          })}
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<Row>
        value={data?.content ?? []}
        columns={columns}
        actions={actions}
        totalRecords={data?.totalElements ?? 0}
        first={page * size}
        rows={size}
        onPage={(e) =>
          update(
            { page: String(e.page), size: e.rows === PAGE_SIZE ? null : String(e.rows) },
            { keepPage: true },
          )
        }
        sortField={sortField}
        sortOrder={dir === 'desc' ? -1 : 1}
        onSort={(field, order) => update({ sort: order === -1 ? `${field},desc` : field })}
        loading={list.isFetching}
        caption={def.labelPlural}
      />
    </section>
  );
}
