import { formatDate, formatDateTime, isAllowed } from '@ipe/domain';
import {
  APTO_OPTIONS,
  candidatosDaSolicitacaoPath,
  historicoDoCandidatoPath,
  SELECAO_WRITE,
} from '@ipe/domain/resources/captacao/selecao/index';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import type { QueryDe } from '@ipe/domain/contrato';
import { historicoDosCandidatos } from '@ipe/domain/resources/captacao/selecao/contratos';
import { etapasSeletivas } from '@ipe/domain/resources/captacao/cadastros/index';
import { chamar } from '../../../platform/api/chamar.ts';
import { recurso } from '../../../platform/api/recurso.ts';
import {
  DataTable,
  type DataTableColumn,
  DateRange,
  FieldShell,
  FormGrid,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { useSession } from '../../../platform/session/state.ts';
import { FiltroSelect } from '../solicitacoes/FiltroSelect.tsx';
import { HISTORICO_API, type LinhaHistorico } from './api.ts';
import { AptoTag } from './AptoTag.tsx';
import { ExpiracaoDialog } from './ExpiracaoDialog.tsx';
import { TXT } from './texts.ts';
import '../../../platform/resource/resource.css';
import './selecao.css';

const VAZIO = { nome: '', solicitacaoId: '', etapaSeletivaId: '', apto: '', dataIni: '', dataFim: '' };
const TAM = 15;
const RESULTADOS = [...APTO_OPTIONS, { value: 'P', label: 'Pendente' }];

/**
 * /captacao/historico (spec 1 §7 'Candidate history'): every step result of the company's candidates,
 * newest first, with filters; the candidate opens their history, the requisition its board.
 */
export default function HistoricoCandidatosPage() {
  useDocumentTitle(TXT.tituloHistorico);
  const queryClient = useQueryClient();
  const { info } = useSession();
  const podeEditar = isAllowed(SELECAO_WRITE, new Set(info?.authorities ?? []));
  const [filtro, setFiltro] = useState(VAZIO);
  const [aplicado, setAplicado] = useState(VAZIO);
  const [page, setPage] = useState(0);
  const [prazo, setPrazo] = useState<LinhaHistorico | null>(null);
  const numero = (v: string) => (v ? Number(v) : undefined);
  const query = {
    page,
    size: TAM,
    nome: aplicado.nome || undefined,
    solicitacaoId: numero(aplicado.solicitacaoId),
    etapaSeletivaId: numero(aplicado.etapaSeletivaId),
    apto: (aplicado.apto || undefined) as QueryDe<typeof historicoDosCandidatos>['apto'],
    dataIni: aplicado.dataIni || undefined,
    dataFim: aplicado.dataFim || undefined,
  };
  const lista = useQuery({
    queryKey: [HISTORICO_API, query],
    queryFn: () => chamar(historicoDosCandidatos, { query }),
    placeholderData: keepPreviousData,
  });
  const etapas = useQuery({
    queryKey: [etapasSeletivas.path, 'resumido'],
    queryFn: () =>
      recurso(etapasSeletivas)
        .opcoes({}, { errors: 'silent' })
        .catch(() => []),
  });
  const columns: DataTableColumn<LinhaHistorico>[] = [
    { field: 'data', header: TXT.data, body: (r) => formatDate(r.data), style: { width: '7rem' } },
    {
      field: 'candidato',
      header: TXT.candidato,
      body: (r) => <Link to={historicoDoCandidatoPath(r.candidato.id)}>{r.candidato.nome}</Link>,
    },
    {
      field: 'solicitacao',
      header: TXT.solicitacao,
      body: (r) => (
        <Link to={candidatosDaSolicitacaoPath(r.solicitacao.id)}>
          {`${r.solicitacao.id} – ${r.solicitacao.descricao}`}
        </Link>
      ),
    },
    { field: 'etapa', header: TXT.etapa, body: (r) => r.etapa.nome },
    { field: 'apto', header: TXT.resultado, body: (r) => <AptoTag apto={r.apto} /> },
    { field: 'responsavel', header: TXT.responsavel, body: (r) => r.responsavel ?? '' },
    { field: 'observacao', header: TXT.observacao, body: (r) => r.observacao ?? '' },
    {
      field: 'dataHoraExpiracao',
      header: TXT.expiraEm,
      body: (r) => (r.dataHoraExpiracao ? formatDateTime(r.dataHoraExpiracao) : ''),
    },
  ];
  const acoes: RowAction<LinhaHistorico>[] = podeEditar
    ? [
        {
          label: TXT.prazo,
          icon: 'pi pi-clock',
          visible: (r) => !r.removedAt && !r.contratado,
          onClick: setPrazo,
        },
      ]
    : [];
  const set = (k: keyof typeof VAZIO) => (v: string | null) => setFiltro((f) => ({ ...f, [k]: v ?? '' }));
  const pesquisar = (f: typeof VAZIO) => {
    setAplicado(f);
    setPage(0);
  };
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.tituloHistorico}</h1>
      </div>
      <SearchFilterPanel defaultOpen onSearch={() => pesquisar(filtro)} onClear={() => pesquisar(VAZIO)}>
        <FormGrid>
          <FieldShell id="hist-nome" label={TXT.nome} span={4}>
            <InputText id="hist-nome" value={filtro.nome} onChange={(e) => set('nome')(e.target.value)} />
          </FieldShell>
          <FieldShell id="hist-solicitacao" label={TXT.codigoSolicitacao} span={2}>
            <InputText
              id="hist-solicitacao"
              inputMode="numeric"
              value={filtro.solicitacaoId}
              onChange={(e) => set('solicitacaoId')(e.target.value.replace(/\D/g, ''))}
            />
          </FieldShell>
          <FiltroSelect
            id="hist-etapa"
            label={TXT.etapa}
            span={3}
            clear
            options={(etapas.data ?? []).map((e) => ({ value: String(e.id), label: e.nome }))}
            value={filtro.etapaSeletivaId}
            onChange={set('etapaSeletivaId')}
          />
          <FiltroSelect
            id="hist-resultado"
            label={TXT.resultado}
            span={3}
            clear
            options={RESULTADOS.map((o) => ({ value: o.value, label: o.label }))}
            value={filtro.apto}
            onChange={set('apto')}
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
        caption={TXT.tituloHistorico}
        value={lista.data?.content ?? []}
        columns={columns}
        actions={acoes}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * TAM}
        rows={TAM}
        loading={lista.isFetching}
        onPage={(e) => setPage(e.page)}
      />
      <ExpiracaoDialog
        historico={prazo && { ...prazo, nome: `${prazo.candidato.nome} · ${prazo.etapa.nome}` }}
        onFechar={() => setPrazo(null)}
        onSalvo={() => {
          setPrazo(null);
          void queryClient.invalidateQueries({ queryKey: [HISTORICO_API] });
        }}
      />
    </section>
  );
}
