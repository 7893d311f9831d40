import { formatCpf, formatPhone, isAllowed, optionLabel, QUALIFICACAO_CADASTRAL_OPTIONS } from '@ipe/domain';
import { maisDeRegistros } from '@ipe/domain/resources/captacao/candidatos/busca';
import { candidatos as def } from '@ipe/domain/resources/captacao/candidatos/index';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  type RowAction,
  SearchFilterPanel,
} from '../../../platform/components/index.ts';
import type { LinhaPaginadaDe } from '../../../platform/api/recurso.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { ExportarLista } from '../../../platform/resource/ExportarLista.tsx';
import { ListHeader } from '../../../platform/resource/ListHeader.tsx';
import { QuickSearch } from '../../../platform/resource/QuickSearch.tsx';
import { filledParams, useFilterDraft, useResourceList } from '../../../platform/resource/useResourceList.ts';
import { useSession } from '../../../platform/session/state.ts';
import { SELECAO_CONTRATAR, SELECAO_WRITE } from '@ipe/domain/resources/captacao/rotas';
import { avaliacoesUrl } from './api.ts';
import { type ModoSolicitacoes, SolicitacoesDoCandidatoDialog } from './SolicitacoesDoCandidatoDialog.tsx';

const TXT_SOL = {
  incluirEmSolicitacao: 'Incluir em Solicitação',
  contratar: 'Contratar',
} as const;
import { AcoesEmLote } from './busca/AcoesEmLote.tsx';
import { FILTROS_CANDIDATO, FiltroCandidatos } from './busca/FiltroCandidatos.tsx';
import { TXT_BUSCA as TXT } from './busca/texts.ts';
import './busca/busca.css';

export type LinhaCandidato = LinhaPaginadaDe<typeof def>;

const situacao = (r: LinhaCandidato) =>
  r.contratado ? TXT.contratado : r.disponivel ? TXT.disponivel : TXT.indisponivel;

/**
 * The candidate base (/captacao/candidatos): the name as the quick search; the other filters (status,
 * qualification, CPF, positions, areas, knowledge, place, schooling, language, age and the free text of
 * the CV, ordered by relevance) in the panel collapsed unless the URL applies one; the server-paged list
 * with the row actions (form, evaluations, documents, history, include in a requisition, hire, remove)
 * and the batch actions on the selected rows. Filters and page live in the URL.
 */
export default function CandidatosListPage() {
  const { info } = useSession();
  const navigate = useNavigate();
  useDocumentTitle(def.labelPlural);
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));

  const [selecionados, setSelecionados] = useState<LinhaCandidato[]>([]);
  const [dialogo, setDialogo] = useState<{ modo: ModoSolicitacoes; candidato: LinhaCandidato } | null>(null);
  // Ordered by the server (by relevance when the CV text is searched): no sort parameter.
  const lista = useResourceList(def, {
    query: filledParams(FILTROS_CANDIDATO),
    sort: false,
    onRemoved: () => setSelecionados([]),
  });
  const { refresh: recarregar } = lista;
  const filtros = useFilterDraft(FILTROS_CANDIDATO, lista);
  // A new search starts with nothing selected.
  const pesquisar = (aplicar: () => void) => {
    setSelecionados([]);
    aplicar();
  };

  const columns: DataTableColumn<LinhaCandidato>[] = [
    { field: 'nome', header: TXT.nome },
    { field: 'cpf', header: TXT.cpf, body: (r) => formatCpf(r.cpf), style: { width: '9.5rem' } },
    {
      field: 'cidade',
      header: TXT.cidadeUf,
      body: (r) => (r.cidade ? `${r.cidade.nome}${r.uf ? `/${r.uf.sigla}` : ''}` : ''),
    },
    { field: 'foneCelular', header: TXT.celular, body: (r) => formatPhone(r.dddCelular, r.foneCelular) },
    {
      field: 'qualificacaoCadastral',
      header: TXT.qualificacao,
      body: (r) => (
        <span title={r.mensagemQualificacao ?? undefined}>
          {optionLabel(QUALIFICACAO_CADASTRAL_OPTIONS, r.qualificacaoCadastral)}
        </span>
      ),
    },
    { field: 'situacao', header: TXT.situacao, body: situacao },
  ];
  const actions: RowAction<LinhaCandidato>[] = [
    lista.actions.open(canWrite),
    { label: TXT.avaliacoes, icon: 'pi pi-list-check', onClick: (r) => navigate(avaliacoesUrl(r.id)) },
    {
      label: TXT.documentos,
      icon: 'pi pi-paperclip',
      onClick: (r) => navigate(`${def.path}/${r.id}/documentos-anexos`),
    },
    {
      label: TXT.historico,
      icon: 'pi pi-history',
      onClick: (r) => navigate(`${def.path}/${r.id}/historico`),
    },
  ];
  // Issue 24 §4: include in requisitions in progress; hire (pick the requisition, then 'Inserir Talento').
  // With the form, evaluations, documents and history they pass five: the table keeps the first four
  // inline and folds these and 'Remover' into the row's 'Mais ações' menu (MAX_INLINE_ACTIONS).
  const held = new Set(info?.authorities ?? []);
  if (isAllowed(SELECAO_WRITE, held))
    actions.push({
      label: TXT_SOL.incluirEmSolicitacao,
      icon: 'pi pi-briefcase',
      onClick: (r) => setDialogo({ modo: 'incluir', candidato: r }),
    });
  if (isAllowed(SELECAO_CONTRATAR, held))
    actions.push({
      label: TXT_SOL.contratar,
      icon: 'pi pi-user-plus',
      visible: (r) => !r.contratado,
      onClick: (r) => setDialogo({ modo: 'contratar', candidato: r }),
    });
  if (canWrite) actions.push(lista.actions.remove);

  const pagina = lista.data;
  return (
    <section aria-labelledby="ipe-list-title">
      <ListHeader def={def} canCreate={canWrite} />
      <div className="ipe-list-toolbar">
        <QuickSearch
          id="filtro-nome"
          label={TXT.nome}
          value={filtros.filtro.nome}
          onChange={filtros.set('nome')}
          onSubmit={() => pesquisar(filtros.pesquisar)}
        />
        <ExportarLista def={def} query={lista.query} />
      </div>
      <SearchFilterPanel
        defaultOpen={FILTROS_CANDIDATO.some((n) => n !== 'nome' && filtros.aplicados[n])}
        onSearch={() => pesquisar(filtros.pesquisar)}
        onClear={() => pesquisar(filtros.limpar)}
      >
        <FiltroCandidatos filtro={filtros.filtro} set={filtros.set} />
      </SearchFilterPanel>
      {canWrite && (
        <AcoesEmLote
          selecionados={selecionados}
          onConcluido={async (removidos) => {
            setSelecionados(removidos ? [] : selecionados);
            await recarregar();
          }}
        />
      )}
      {filtros.aplicados.texto && <p className="ipe-busca-relevancia">{TXT.ordenadoPorRelevancia}</p>}
      <DataTable
        {...lista.table}
        columns={columns}
        actions={actions}
        footer={pagina?.totalLimitado ? maisDeRegistros(pagina.totalElements) : undefined}
        selection={canWrite ? selecionados : undefined}
        onSelectionChange={canWrite ? setSelecionados : undefined}
      />
      <SolicitacoesDoCandidatoDialog
        modo={dialogo?.modo ?? 'incluir'}
        candidato={dialogo ? { id: dialogo.candidato.id, nome: dialogo.candidato.nome } : null}
        onFechar={() => setDialogo(null)}
      />
    </section>
  );
}
