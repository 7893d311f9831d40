import { dateRangeError, formatNumber } from '@ipe/domain';
import {
  comoFicouSabendoVaga as def,
  type LinhaContagem,
} from '@ipe/domain/resources/captacao/cadastros/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type CSSProperties, useState } from 'react';
import { useNavigate } from 'react-router';
import { contagemPorOrigem } from '@ipe/domain/resources/captacao/cadastros/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { DataTable, DateRange, FormGrid, SearchFilterPanel } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { TXT } from './texts.ts';
import './cadastros.css';

interface Periodo {
  dataIni: string | null;
  dataFim: string | null;
}

/** The 'Generic count register' (spec 1 §3): how many candidates heard of openings through each source. */
export default function ContagemPage() {
  useDocumentTitle(TXT.contagemTitulo);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Periodo>({ dataIni: null, dataFim: null });
  const [periodo, setPeriodo] = useState<Periodo>(draft);
  const query = { dataIni: periodo.dataIni || undefined, dataFim: periodo.dataFim || undefined };
  const list = useQuery({
    queryKey: [def.path, 'contagem', query],
    queryFn: () => chamar(contagemPorOrigem, { query }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ?? [];
  const total = rows.reduce((a, r) => a + r.qtd, 0);
  const invalido = !!dateRangeError(draft.dataIni, draft.dataFim);

  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.contagemTitulo}</h1>
        <Button
          type="button"
          label={TXT.voltarCadastro}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={() => navigate(def.path)}
        />
      </div>
      <SearchFilterPanel
        defaultOpen
        onSearch={() => {
          if (!invalido) setPeriodo(draft);
        }}
        onClear={() => {
          setDraft({ dataIni: null, dataFim: null });
          setPeriodo({ dataIni: null, dataFim: null });
        }}
      >
        <FormGrid>
          <div className="ipe-field" style={{ '--ipe-span': 6 } as CSSProperties}>
            <DateRange
              idPrefix="contagem-periodo"
              start={draft.dataIni}
              end={draft.dataFim}
              onChange={(dataIni, dataFim) => setDraft({ dataIni, dataFim })}
            />
          </div>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable<LinhaContagem>
        caption={TXT.contagemTitulo}
        value={rows}
        loading={list.isFetching}
        columns={[
          { field: 'nome', header: TXT.origem },
          { field: 'qtd', header: TXT.quantidade, style: { width: '9rem' } },
          {
            field: 'percentual',
            header: TXT.percentual,
            body: (r) => (
              <div className="ipe-contagem-barra">
                <span className="ipe-contagem-valor">{formatNumber(r.percentual)}%</span>
                <span className="ipe-contagem-trilho" aria-hidden="true">
                  <span style={{ width: `${r.percentual}%` }} />
                </span>
              </div>
            ),
          },
        ]}
      />
      <p className="ipe-hint">{TXT.total(total)}</p>
    </section>
  );
}
