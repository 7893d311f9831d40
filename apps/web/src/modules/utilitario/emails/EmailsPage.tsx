import { listarEmails } from '@ipe/domain/resources/utilitario/emails';
import { chamar } from '../../../platform/api/chamar.ts';
import { formatDateTime } from '@ipe/domain';
import {
  EMAILS_EDIT_ACCESS,
  EMAILS_PATH,
  type EmailLinha,
  STATUS_EMAIL_OPTIONS,
  STATUS_REENVIAVEIS,
} from '@ipe/domain/resources/utilitario/emails';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { type CSSProperties, useState } from 'react';
import {
  DataTable,
  DateRange,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { QuickSearch } from '../../../platform/resource/QuickSearch.tsx';
import { periodoPadrao, useFilterDraft, useListaNaUrl } from '../../../platform/resource/listaNaUrl.ts';
import { T } from '../../../platform/resource/texts.ts';
import { hasAuthority, useSession } from '../../../platform/session/state.ts';
import { useReenviar } from './api.ts';
import { EmailDetalheDialog } from './EmailDetalheDialog.tsx';
import { StatusEmailTag } from './StatusEmailTag.tsx';
import { TXT } from './texts.ts';
import '../../../platform/resource/resource.css';

/** The filters, as the URL keeps them: the text (quick search), the status and the period. */
const FILTROS = ['q', 'status', 'dataIni', 'dataFim'] as const;
/** The period opens on the last 30 days, today included. */
const PERIODO = periodoPadrao<(typeof FILTROS)[number]>(30);
/** The panel's parameters: the panel opens by itself when the URL applies one. */
const PAINEL = ['status', 'dataIni', 'dataFim', 'periodo'];

/** A long recipient list (an ad sent to a mailing list) is cut in the list; the detail shows it whole. */
export function resumoPara(para: readonly string[], max = 3): string {
  return para.length <= max
    ? para.join(', ')
    : `${para.slice(0, max).join(', ')} ${TXT.eMais(para.length - max)}`;
}

/**
 * /utilitario/emails: the company's outbox, newest first, searched by text (the quick search) and filtered
 * by status and period (the panel, collapsed);
 * 'Detalhes' shows the mail, 'Reenviar' queues again one that failed or was not sent.
 */
export default function EmailsPage() {
  useDocumentTitle(TXT.titulo);
  const { info } = useSession();
  const podeReenviar = hasAuthority(info, EMAILS_EDIT_ACCESS);
  // Page, text, status and period live in the URL (bookmark, reload, back and forward keep them).
  const lista = useListaNaUrl();
  const {
    aplicados,
    filtro: draft,
    set,
    setFiltro,
    pesquisar,
    limpar,
  } = useFilterDraft(FILTROS, lista, PERIODO);
  const { page, size } = lista;
  const [aberto, setAberto] = useState<number | null>(null);
  const reenviar = useReenviar();

  const query = {
    q: aplicados.q.trim() || null,
    status: STATUS_EMAIL_OPTIONS.find((o) => o.value === aplicados.status)?.value ?? null,
    dataIni: aplicados.dataIni || null,
    dataFim: aplicados.dataFim || null,
    page,
    size,
  };
  const list = useQuery({
    queryKey: [EMAILS_PATH, 'list', query],
    queryFn: () => chamar(listarEmails, { query }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.titulo}</h1>
      </div>
      <div className="ipe-list-toolbar">
        <QuickSearch
          id="emails-texto"
          label={TXT.texto}
          value={draft.q}
          onChange={(q) => set('q')(q.slice(0, 100))}
          onSubmit={pesquisar}
        />
      </div>
      {/* Period (the last 30 days by default) and status, collapsed like every list's panel. */}
      <SearchFilterPanel
        defaultOpen={PAINEL.some((n) => lista.params.has(n))}
        onSearch={pesquisar}
        onClear={limpar}
      >
        <FormGrid>
          <div className="ipe-field" style={{ '--ipe-span': 6 } as CSSProperties}>
            <DateRange
              idPrefix="emails-periodo"
              start={draft.dataIni || null}
              end={draft.dataFim || null}
              onChange={(dataIni, dataFim) =>
                setFiltro((d) => ({ ...d, dataIni: dataIni ?? '', dataFim: dataFim ?? '' }))
              }
            />
          </div>
          <FieldShell id="emails-status" label={TXT.status} span={6}>
            <Dropdown
              inputId="emails-status"
              value={draft.status || null}
              options={STATUS_EMAIL_OPTIONS}
              placeholder={T.todos}
              showClear
              onChange={(e) => set('status')(e.value ?? null)}
            />
          </FieldShell>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<EmailLinha>
        caption={TXT.titulo}
        value={list.data?.content ?? []}
        loading={list.isFetching}
        totalRecords={list.data?.totalElements ?? 0}
        {...lista.paginacao}
        columns={[
          { field: 'para', header: TXT.para, body: (r) => resumoPara(r.para) },
          { field: 'assunto', header: TXT.assunto },
          { field: 'status', header: TXT.status, body: (r) => <StatusEmailTag status={r.status} /> },
          { field: 'createdAt', header: TXT.criadoEm, body: (r) => formatDateTime(r.createdAt) },
          {
            field: 'enviadoAt',
            header: TXT.enviadoEm,
            body: (r) => (r.enviadoAt ? formatDateTime(r.enviadoAt) : TXT.semValor),
          },
          { field: 'tentativas', header: TXT.tentativas },
          { field: 'ultimoErro', header: TXT.ultimoErro, body: (r) => r.ultimoErro ?? TXT.semValor },
        ]}
        actions={[
          { label: TXT.detalhes, icon: 'pi pi-search', onClick: (r) => setAberto(r.id) },
          {
            label: TXT.reenviar,
            icon: 'pi pi-send',
            visible: (r) => podeReenviar && STATUS_REENVIAVEIS.includes(r.status),
            disabled: () => reenviar.isPending,
            onClick: (r) => reenviar.mutate(r.id),
          },
        ]}
      />
      <EmailDetalheDialog id={aberto} podeReenviar={podeReenviar} onHide={() => setAberto(null)} />
    </section>
  );
}
