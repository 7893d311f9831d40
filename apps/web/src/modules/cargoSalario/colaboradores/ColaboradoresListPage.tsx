import { colaboradoresPorIds } from '@ipe/domain/resources/cargoSalario/colaboradores/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { formatCpf, isAllowed, optionLabel } from '@ipe/domain';
import {
  colaboradores as def,
  SITUACAO_COLABORADOR_OPTIONS,
  SITUACAO_FILTRO_TODOS,
  SITUACAO_PADRAO,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { documentosDoColaboradorPath } from '@ipe/domain/resources/cargoSalario/caminhos';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import {
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  fieldAria,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import type { LinhaPaginadaDe } from '../../../platform/api/recurso.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { ListHeader } from '../../../platform/resource/ListHeader.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { ExportarLista } from '../../../platform/resource/ExportarLista.tsx';
import { QuickSearch } from '../../../platform/resource/QuickSearch.tsx';
import { useResourceList } from '../../../platform/resource/useResourceList.ts';
import { useSession } from '../../../platform/session/state.ts';
import { ColaboradorAutocomplete } from './ColaboradorAutocomplete.tsx';
import { useOpcoes } from './opcoes.ts';
import { fotoUrl, TXT, TXT_DOCUMENTOS } from './texts.ts';
import './colaboradores.css';

type Row = LinhaPaginadaDe<typeof def>;

/** Filters on the talent's current position, with the options of GET …/opcoes. */
const REF_FILTERS = [
  { name: 'estabelecimentoId', label: 'Estabelecimento', opcoes: 'estabelecimentos' },
  { name: 'areaOrganizacionalId', label: 'Área Organizacional', opcoes: 'areas' },
  { name: 'cargoId', label: 'Cargo', opcoes: 'cargos' },
] as const;
const SITUACOES = [{ value: SITUACAO_FILTRO_TODOS, label: TXT.todas }, ...SITUACAO_COLABORADOR_OPTIONS];

/** The filters as the URL holds them. */
const filtrosDaUrl = (params: URLSearchParams) => ({
  situacao: params.get('situacao') || SITUACAO_PADRAO,
  colaboradorId: params.get('colaboradorId'),
  refs: Object.fromEntries(REF_FILTERS.map((f) => [f.name, params.get(f.name) || null])),
});
/** The panel's filters (the name/CPF search stands above it): it opens by itself when the URL applies one. */
const PAINEL = ['situacao', 'colaboradorId', ...REF_FILTERS.map((f) => f.name)];
/** A CPF typed with its mask is searched by its digits. */
const searchText = (q: string) => (/^[\d.\-\s]+$/.test(q) ? q.replace(/\D/g, '') : q);

/**
 * Talents: the generic list's behaviour (URL state, server paging and sort, removal) with the talent's
 * filters: a talent picked with the autocomplete, the situation (active by default), establishment,
 * area and position, in the panel collapsed unless the URL applies one; the quick search above it matches
 * name or CPF.
 */
export default function ColaboradoresListPage() {
  const { info } = useSession();
  const navigate = useNavigate();
  useDocumentTitle(def.labelPlural);
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));

  const lista = useResourceList(def, {
    query: (params) => {
      const { situacao, colaboradorId, refs } = filtrosDaUrl(params);
      const q = params.get('q');
      return {
        q: q ? searchText(q) : undefined,
        situacao: situacao === SITUACAO_FILTRO_TODOS ? undefined : situacao,
        ids: colaboradorId ?? undefined,
        ...refs,
      };
    },
  });
  const { update, search } = lista;
  const { situacao, colaboradorId, refs } = filtrosDaUrl(lista.params);
  const opcoes = useOpcoes();

  // The talent of the filter, by its id in the URL (a shared or reloaded link).
  const escolhido = useQuery({
    queryKey: [def.path, 'by-ids', colaboradorId],
    enabled: !!colaboradorId,
    queryFn: async () =>
      (
        await chamar(colaboradoresPorIds, { query: { ids: [Number(colaboradorId)] } }, { loading: 'none' })
      )[0] ?? null,
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
    lista.actions.open(canWrite),
    {
      label: TXT_DOCUMENTOS.documentos,
      icon: 'pi pi-paperclip',
      onClick: (r) => navigate(documentosDoColaboradorPath(r.id)),
    },
  ];
  if (canWrite) actions.push(lista.actions.remove);

  const situacaoAria = fieldAria('filtro-situacao');
  const { id: situacaoId, ...situacaoRest } = situacaoAria;

  return (
    <section aria-labelledby="ipe-list-title">
      <ListHeader def={def} canCreate={canWrite} />
      <div className="ipe-list-toolbar">
        <QuickSearch
          label={TXT.pesquisaNomeCpf}
          value={search.text}
          onChange={search.setText}
          onSubmit={search.apply}
        />
        <ExportarLista def={def} query={lista.query} />
      </div>
      <SearchFilterPanel
        defaultOpen={PAINEL.some((n) => lista.params.get(n))}
        onSearch={search.apply}
        onClear={() => {
          search.clear();
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
      <DataTable<Row> {...lista.table} columns={columns} actions={actions} />
    </section>
  );
}
