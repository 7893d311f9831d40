import { formatDateTime } from '@ipe/domain';
import { acaoLabel, LOG_PATH, type LogLinha } from '@ipe/domain/resources/utilitario/organizacao/index';
import { filtrosDoLog, listarLog } from '@ipe/domain/resources/utilitario/organizacao/contratosLog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { type CSSProperties, useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  DataTable,
  DateRange,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { periodoPadrao, useFilterDraft, useListaNaUrl } from '../../../platform/resource/listaNaUrl.ts';
import { T } from '../../../platform/resource/texts.ts';
import { LogDetalheDialog } from './LogDetalheDialog.tsx';
import { TXT } from './texts.ts';
import '../../../platform/resource/resource.css';
import './organizacao.css';

/** The filters, as the URL keeps them: the period, the register and the user. */
const FILTROS = ['dataIni', 'dataFim', 'entidade', 'usuarioId'] as const;
/** The period opens on the last 30 days, today included. */
const PERIODO = periodoPadrao<(typeof FILTROS)[number]>(30);
/** An id from the URL (a malformed one is ignored). */
const idDaUrl = (v: string) => (/^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/**
 * /utilitario/log: the audit log of the session's company, newest first, paged, filtered by period,
 * register and user; 'Detalhes' opens the record before and after, field by field.
 */
export default function LogPage() {
  useDocumentTitle(TXT.logTitulo);
  // Page, period, register and user live in the URL (bookmark, reload, back and forward keep them).
  const lista = useListaNaUrl();
  const {
    aplicados,
    filtro: draft,
    set,
    setFiltro,
    pesquisar,
    limpar,
  } = useFilterDraft(FILTROS, lista, PERIODO);
  const [aberto, setAberto] = useState<number | null>(null);

  const opcoes = useQuery({
    queryKey: [LOG_PATH, 'filtros'],
    queryFn: () => chamar(filtrosDoLog, undefined, { errors: 'silent' }),
  });
  const query = {
    dataIni: aplicados.dataIni || null,
    dataFim: aplicados.dataFim || null,
    entidade: aplicados.entidade || null,
    usuarioId: idDaUrl(aplicados.usuarioId),
    page: lista.page,
    size: lista.size,
  };
  const list = useQuery({
    queryKey: [LOG_PATH, 'list', query],
    queryFn: () => chamar(listarLog, { query }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.logTitulo}</h1>
      </div>
      {/* Period (the last 30 days by default), register and user, collapsed like every list's panel. */}
      <SearchFilterPanel
        defaultOpen={[...FILTROS, 'periodo'].some((n) => lista.params.has(n))}
        onSearch={pesquisar}
        onClear={limpar}
      >
        <FormGrid>
          <div className="ipe-field" style={{ '--ipe-span': 6 } as CSSProperties}>
            <DateRange
              idPrefix="log-periodo"
              start={draft.dataIni || null}
              end={draft.dataFim || null}
              onChange={(dataIni, dataFim) =>
                setFiltro((d) => ({ ...d, dataIni: dataIni ?? '', dataFim: dataFim ?? '' }))
              }
            />
          </div>
          <FieldShell id="log-entidade" label={TXT.entidade} span={3}>
            <Dropdown
              inputId="log-entidade"
              value={draft.entidade || null}
              options={opcoes.data?.entidades ?? []}
              placeholder={T.todos}
              showClear
              filter
              onChange={(e) => set('entidade')(e.value ?? null)}
            />
          </FieldShell>
          <FieldShell id="log-usuario" label={TXT.usuario} span={3}>
            <Dropdown
              inputId="log-usuario"
              value={idDaUrl(draft.usuarioId)}
              options={opcoes.data?.usuarios ?? []}
              placeholder={T.todos}
              showClear
              filter
              onChange={(e) => set('usuarioId')(e.value == null ? null : String(e.value))}
            />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<LogLinha>
        caption={TXT.logTitulo}
        value={list.data?.content ?? []}
        loading={list.isFetching}
        totalRecords={list.data?.totalElements ?? 0}
        {...lista.paginacao}
        columns={[
          { field: 'data', header: TXT.data, body: (r) => formatDateTime(r.data) },
          { field: 'usuarioNome', header: TXT.usuario, body: (r) => r.usuarioNome ?? TXT.semValor },
          { field: 'entidadeLabel', header: TXT.entidade },
          { field: 'acao', header: TXT.acao, body: (r) => acaoLabel(r.acao) },
          { field: 'descricao', header: TXT.registro, body: (r) => r.descricao ?? `#${r.entidadeId ?? ''}` },
        ]}
        actions={[{ label: TXT.detalhes, icon: 'pi pi-search', onClick: (r) => setAberto(r.id) }]}
      />
      <LogDetalheDialog id={aberto} onHide={() => setAberto(null)} />
    </section>
  );
}
