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
  dateToIso,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { PAGE_SIZE } from '../../../platform/resource/ResourceListPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { LogDetalheDialog } from './LogDetalheDialog.tsx';
import { TXT } from './texts.ts';
import '../../../platform/resource/resource.css';
import './organizacao.css';

interface Filtro {
  dataIni: string | null;
  dataFim: string | null;
  entidade: string | null;
  usuarioId: number | null;
}

/** The last 30 days, today included. */
function ultimos30Dias(): Filtro {
  const hoje = new Date();
  const inicio = new Date(hoje.getFullYear(), hoje.getMonth(), hoje.getDate() - 30);
  return { dataIni: dateToIso(inicio), dataFim: dateToIso(hoje), entidade: null, usuarioId: null };
}

/**
 * /utilitario/log: the audit log of the session's company, newest first, paged, filtered by period,
 * register and user; 'Detalhes' opens the record before and after, field by field.
 */
export default function LogPage() {
  useDocumentTitle(TXT.logTitulo);
  const [draft, setDraft] = useState<Filtro>(ultimos30Dias);
  const [filtro, setFiltro] = useState<Filtro>(draft);
  const [page, setPage] = useState(0);
  const [aberto, setAberto] = useState<number | null>(null);

  const opcoes = useQuery({
    queryKey: [LOG_PATH, 'filtros'],
    queryFn: () => chamar(filtrosDoLog, undefined, { errors: 'silent' }),
  });
  const query = { ...filtro, page, size: PAGE_SIZE };
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
        onSearch={() => {
          setPage(0);
          setFiltro(draft);
        }}
        onClear={() => {
          const vazio = { dataIni: null, dataFim: null, entidade: null, usuarioId: null };
          setDraft(vazio);
          setPage(0);
          setFiltro(vazio);
        }}
      >
        <FormGrid>
          <div className="ipe-field" style={{ '--ipe-span': 6 } as CSSProperties}>
            <DateRange
              idPrefix="log-periodo"
              start={draft.dataIni}
              end={draft.dataFim}
              onChange={(dataIni, dataFim) => setDraft((d) => ({ ...d, dataIni, dataFim }))}
            />
          </div>
          <FieldShell id="log-entidade" label={TXT.entidade} span={3}>
            <Dropdown
              inputId="log-entidade"
              value={draft.entidade}
              options={opcoes.data?.entidades ?? []}
              placeholder={T.todos}
              showClear
              filter
              onChange={(e) => setDraft((d) => ({ ...d, entidade: e.value ?? null }))}
            />
          </FieldShell>
          <FieldShell id="log-usuario" label={TXT.usuario} span={3}>
            <Dropdown
              inputId="log-usuario"
              value={draft.usuarioId}
              options={opcoes.data?.usuarios ?? []}
              placeholder={T.todos}
              showClear
              filter
              onChange={(e) => setDraft((d) => ({ ...d, usuarioId: e.value ?? null }))}
            />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<LogLinha>
        caption={TXT.logTitulo}
        value={list.data?.content ?? []}
        loading={list.isFetching}
        totalRecords={list.data?.totalElements ?? 0}
        first={page * PAGE_SIZE}
        rows={PAGE_SIZE}
        onPage={(e) => setPage(e.page)}
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
