import { formatDate, isAllowed, STATUS_SOLICITACAO_FILTRO_OPTIONS } from '@ipe/domain';
import {
  SITUACAO_LABEL,
  situacaoDe,
  solicitacoesPessoal as def,
} from '@ipe/domain/resources/captacao/solicitacoes/index';
import { candidatosDaSolicitacaoPath, SELECAO_READ } from '@ipe/domain/resources/captacao/selecao/index';
import { InputText } from 'primereact/inputtext';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  DateRange,
  FieldShell,
  FormGrid,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import type { LinhaPaginadaDe } from '../../../platform/api/recurso.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { ListHeader } from '../../../platform/resource/ListHeader.tsx';
import { ExportarLista } from '../../../platform/resource/ExportarLista.tsx';
import { QuickSearch } from '../../../platform/resource/QuickSearch.tsx';
import { filledParams, useFilterDraft, useResourceList } from '../../../platform/resource/useResourceList.ts';
import { useSession } from '../../../platform/session/state.ts';
import { FiltroRef, FiltroSelect } from './FiltroSelect.tsx';
import { useClonarSolicitacao } from './api.ts';
import { TXT } from './texts.ts';

export type LinhaSolicitacao = LinhaPaginadaDe<typeof def>;

/** The spec's filter (spec 1 §3 'Requisition search filter'), kept in the URL. */
const FILTROS = [
  'codigo',
  'dataIni',
  'dataFim',
  'estabelecimentoId',
  'descricao',
  'status',
  'areaOrganizacionaId',
  'motivoId',
  'cargoId',
  'dataEncerramentoIni',
  'dataEncerramentoFim',
  'visualizar',
] as const;

/** visualizar (spec 1 §3): every requisition, or only those the user requested. */
const VISUALIZAR = [
  { value: 'T', label: 'Todas' },
  { value: 'M', label: 'Somente as minhas' },
];

const fieldOf = (name: string) => def.fields.find((f) => f.name === name) as never;

/**
 * Personnel requisitions: the description as the quick search, the rest of the filter in the panel
 * collapsed unless the URL applies it, the paged list and the row actions (edit, clone, PDF, remove).
 */
export default function SolicitacoesListPage() {
  const { info } = useSession();
  const navigate = useNavigate();
  useDocumentTitle(def.labelPlural);
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));

  const lista = useResourceList(def, { query: filledParams(FILTROS), sort: false });
  const { aplicados, filtro, setFiltro, set, pesquisar, limpar } = useFilterDraft(FILTROS, lista);
  const clonar = useClonarSolicitacao();

  const columns: DataTableColumn<LinhaSolicitacao>[] = [
    { field: 'id', header: TXT.codigo, style: { width: '5rem' } },
    { field: 'data', header: 'Data', body: (r) => formatDate(r.data), style: { width: '7rem' } },
    { field: 'descricao', header: 'Descrição' },
    { field: 'cargo', header: TXT.cargo, body: (r) => r.cargo?.nomeMercado ?? '' },
    {
      field: 'areaOrganizacional',
      header: 'Área Organizacional',
      body: (r) => r.areaOrganizacional?.descricaoHierarquia ?? '',
    },
    { field: 'quantidade', header: TXT.vagas, body: (r) => `${r.quantidade} (${r.qtdVagasPreenchidas})` },
    { field: 'situacao', header: TXT.situacao, body: (r) => SITUACAO_LABEL[situacaoDe(r)] },
    { field: 'solicitante', header: TXT.solicitante, body: (r) => r.solicitante?.nome ?? '' },
  ];
  const actions: RowAction<LinhaSolicitacao>[] = [
    lista.actions.open(canWrite),
    // The requisition's selection process (modules/captacao/selecao).
    ...(isAllowed(SELECAO_READ, new Set(info?.authorities ?? []))
      ? [
          {
            label: 'Candidatos',
            icon: 'pi pi-users',
            onClick: (r: LinhaSolicitacao) => navigate(candidatosDaSolicitacaoPath(r.id)),
          },
        ]
      : []),
    {
      label: TXT.pdf,
      icon: 'pi pi-file-pdf',
      onClick: (r) => window.open(`/api${def.path}/${r.id}/pdf`, '_blank'),
    },
  ];
  if (canWrite)
    actions.push(
      { label: TXT.clonar, icon: 'pi pi-copy', onClick: (r) => clonar.mutate(r.id) },
      lista.actions.remove,
    );

  return (
    <section aria-labelledby="ipe-list-title">
      <ListHeader def={def} canCreate={canWrite} />
      <div className="ipe-list-toolbar">
        <QuickSearch
          id="filtro-descricao"
          label="Descrição"
          value={filtro.descricao}
          onChange={set('descricao')}
          onSubmit={pesquisar}
        />
        <ExportarLista def={def} query={lista.query} />
      </div>
      <SearchFilterPanel
        defaultOpen={FILTROS.some((n) => n !== 'descricao' && aplicados[n])}
        onSearch={pesquisar}
        onClear={limpar}
      >
        <FormGrid>
          <FieldShell id="filtro-codigo" label={TXT.codigo} span={6}>
            <InputText
              id="filtro-codigo"
              inputMode="numeric"
              value={filtro.codigo}
              onChange={(e) => set('codigo')(e.target.value.replace(/\D/g, ''))}
            />
          </FieldShell>
          <FiltroSelect
            id="filtro-status"
            label={TXT.situacao}
            span={3}
            options={STATUS_SOLICITACAO_FILTRO_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            value={filtro.status || 'T'}
            onChange={(v) => set('status')(v === 'T' ? '' : v)}
          />
          <FiltroSelect
            id="filtro-visualizar"
            label={TXT.visualizar}
            span={3}
            options={VISUALIZAR}
            value={filtro.visualizar || 'T'}
            onChange={(v) => set('visualizar')(v === 'T' ? '' : v)}
          />
          <FiltroRef
            id="filtro-estabelecimento"
            label="Estabelecimento"
            span={3}
            field={fieldOf('estabelecimentoId')}
            value={filtro.estabelecimentoId}
            onChange={set('estabelecimentoId')}
          />
          <FiltroRef
            id="filtro-area"
            label="Área Organizacional"
            span={3}
            field={fieldOf('areaOrganizacionalId')}
            value={filtro.areaOrganizacionaId}
            onChange={set('areaOrganizacionaId')}
          />
          <FiltroRef
            id="filtro-motivo"
            label="Motivo"
            span={3}
            field={fieldOf('motivoSolicitacaoId')}
            value={filtro.motivoId}
            onChange={set('motivoId')}
          />
          <FiltroRef
            id="filtro-cargo"
            label={TXT.cargo}
            span={3}
            field={fieldOf('cargoId')}
            value={filtro.cargoId}
            onChange={set('cargoId')}
          />
          <div className="ipe-field" style={{ '--ipe-span': 6 } as CSSProperties}>
            <DateRange
              idPrefix="filtro-periodo"
              startLabel={TXT.periodoIni}
              endLabel={TXT.periodoFim}
              start={filtro.dataIni || null}
              end={filtro.dataFim || null}
              onChange={(a, b) => setFiltro((f) => ({ ...f, dataIni: a ?? '', dataFim: b ?? '' }))}
            />
          </div>
          <div className="ipe-field" style={{ '--ipe-span': 6 } as CSSProperties}>
            <DateRange
              idPrefix="filtro-encerramento"
              startLabel={TXT.encerramentoIni}
              endLabel={TXT.encerramentoFim}
              start={filtro.dataEncerramentoIni || null}
              end={filtro.dataEncerramentoFim || null}
              onChange={(a, b) =>
                setFiltro((f) => ({ ...f, dataEncerramentoIni: a ?? '', dataEncerramentoFim: b ?? '' }))
              }
            />
          </div>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable {...lista.table} columns={columns} actions={actions} />
    </section>
  );
}
