import type { CSSProperties } from 'react';
import { formatDateTime } from '@ipe/domain';
import { solicitacoesPessoal as def } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Link } from 'react-router';
import type { QueryDe, RespostaDe } from '@ipe/domain/contrato';
import { historicoDasSolicitacoes } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import {
  DataTable,
  type DataTableColumn,
  DateRange,
  FieldShell,
  FormGrid,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { FiltroSelect } from './FiltroSelect.tsx';
import { ACAO_NOME, TXT } from './texts.ts';

type Linha = RespostaDe<typeof historicoDasSolicitacoes>['content'][number];
type Acao = QueryDe<typeof historicoDasSolicitacoes>['acao'];
const VAZIO = { solicitacaoId: '', descricao: '', acao: '', dataIni: '', dataFim: '' };
const TAM = 15;

/**
 * /captacao/solicitacoes-pessoal/historico: every status change of the company's requisitions (who, when,
 * from, to, note),
 * newest first, with filters. The spec names the route only; this is our reading of it.
 */
export default function HistoricoPage() {
  useDocumentTitle(TXT.historicoTitulo);
  const [filtro, setFiltro] = useState(VAZIO);
  const [aplicado, setAplicado] = useState(VAZIO);
  const [page, setPage] = useState(0);
  const query = {
    page,
    size: TAM,
    solicitacaoId: aplicado.solicitacaoId ? Number(aplicado.solicitacaoId) : undefined,
    descricao: aplicado.descricao || undefined,
    acao: (aplicado.acao || undefined) as Acao,
    dataIni: aplicado.dataIni || undefined,
    dataFim: aplicado.dataFim || undefined,
  };
  const lista = useQuery({
    queryKey: [`${def.path}/historico`, query],
    queryFn: () => chamar(historicoDasSolicitacoes, { query }),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<Linha>[] = [
    { field: 'quando', header: TXT.quando, body: (r) => formatDateTime(r.quando), style: { width: '10rem' } },
    {
      field: 'solicitacaoId',
      header: TXT.solicitacao,
      body: (r) => <Link to={`${def.path}/${r.solicitacaoId}`}>{`${r.solicitacaoId} – ${r.descricao}`}</Link>,
    },
    { field: 'acao', header: TXT.acao, body: (r) => ACAO_NOME[r.acao] ?? r.acao },
    { field: 'de', header: TXT.de, body: (r) => r.deLabel ?? '' },
    { field: 'para', header: TXT.para, body: (r) => r.paraLabel },
    { field: 'usuarioNome', header: TXT.usuario, body: (r) => r.usuarioNome ?? '' },
    { field: 'observacao', header: TXT.observacao, body: (r) => r.observacao ?? '' },
  ];
  const pesquisar = (f: typeof VAZIO) => {
    setAplicado(f);
    setPage(0);
  };
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.historicoTitulo}</h1>
      </div>
      <SearchFilterPanel defaultOpen onSearch={() => pesquisar(filtro)} onClear={() => pesquisar(VAZIO)}>
        <FormGrid>
          <FieldShell id="hist-codigo" label={TXT.codigo} span={2}>
            <InputText
              id="hist-codigo"
              inputMode="numeric"
              value={filtro.solicitacaoId}
              onChange={(e) => setFiltro((f) => ({ ...f, solicitacaoId: e.target.value.replace(/\D/g, '') }))}
            />
          </FieldShell>
          <FieldShell id="hist-descricao" label="Descrição" span={4}>
            <InputText
              id="hist-descricao"
              value={filtro.descricao}
              onChange={(e) => setFiltro((f) => ({ ...f, descricao: e.target.value }))}
            />
          </FieldShell>
          <FiltroSelect
            id="hist-acao"
            label={TXT.acao}
            span={3}
            clear
            options={Object.entries(ACAO_NOME).map(([value, label]) => ({ value, label }))}
            value={filtro.acao}
            onChange={(v) => setFiltro((f) => ({ ...f, acao: v ?? '' }))}
          />
          <div className="ipe-field" style={{ '--ipe-span': 12 } as CSSProperties}>
            <DateRange
              idPrefix="hist-periodo"
              start={filtro.dataIni || null}
              end={filtro.dataFim || null}
              onChange={(a, b) => setFiltro((f) => ({ ...f, dataIni: a ?? '', dataFim: b ?? '' }))}
            />
          </div>
        </FormGrid>
      </SearchFilterPanel>
      <DataTable
        caption={TXT.historicoTitulo}
        value={lista.data?.content ?? []}
        columns={columns}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * TAM}
        rows={TAM}
        loading={lista.isFetching}
        onPage={(e) => setPage(e.page)}
      />
    </section>
  );
}
