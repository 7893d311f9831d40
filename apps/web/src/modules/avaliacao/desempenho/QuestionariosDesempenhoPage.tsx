import { formatDate } from '@ipe/domain';
import { ROTA_QUESTIONARIOS_DESEMPENHO } from '@ipe/domain/resources/avaliacao/caminhos';
import { listarQuestionariosDesempenho } from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import {
  FILTROS_RESPOSTA_DESEMPENHO,
  type FiltroRespostaDesempenho,
} from '@ipe/domain/resources/avaliacao/desempenho';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { DataTable, type DataTableColumn } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { TXT_DESEMPENHO as T } from './texts.ts';
import '../../../platform/resource/resource.css';
import './desempenho.css';

const TAM = 10;
type Item = Awaited<ReturnType<typeof buscar>>['content'][number];
const buscar = (query: { filtro: FiltroRespostaDesempenho; page: number; size: number }) =>
  chamar(listarQuestionariosDesempenho, { query });

const COLUNAS: DataTableColumn<Item>[] = [
  { field: 'avaliacao', header: T.avaliacao, body: (r) => r.avaliacao.nome },
  { field: 'avaliado', header: T.avaliado, body: (r) => r.avaliado.nome },
  { field: 'papel', header: T.papel, body: (r) => (r.papel ? (T.papeis[r.papel] ?? r.papel) : '') },
  {
    field: 'periodo',
    header: T.periodo,
    body: (r) => `${formatDate(r.avaliacao.dataIni)} a ${formatDate(r.avaliacao.dataFim)}`,
  },
  { field: 'situacao', header: T.situacao, body: (r) => T.situacoes[r.situacao] },
];

/**
 * The evaluator's list (spec 2 §2 /avaliacao/avaliacoes-desempenhos-questionarios; §3 answer filter TODAS,
 * RESPONDIDAS, NAO_RESPONDIDAS): the released forms the user answers, one line per evaluated talent, cards
 * on a phone; 'Responder' (or 'Ver' once answered) opens the form.
 */
export default function QuestionariosDesempenhoPage() {
  useDocumentTitle(T.lista);
  const navigate = useNavigate();
  const [filtro, setFiltro] = useState<FiltroRespostaDesempenho>('NAO_RESPONDIDAS');
  const [page, setPage] = useState(0);
  const query = { filtro, page, size: TAM };
  const lista = useQuery({
    queryKey: ['avaliacao', 'desempenho', 'lista', query],
    placeholderData: keepPreviousData,
    queryFn: () => buscar(query),
  });
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{T.lista}</h1>
      </div>
      <div className="ipe-desempenho-filtro">
        <SelectButton
          aria-label={T.filtro}
          value={filtro}
          allowEmpty={false}
          options={FILTROS_RESPOSTA_DESEMPENHO.map((f) => ({ value: f, label: T.filtros[f] }))}
          onChange={(e) => {
            setFiltro(e.value as FiltroRespostaDesempenho);
            setPage(0);
          }}
        />
      </div>
      <DataTable<Item>
        caption={T.lista}
        value={lista.data?.content ?? []}
        columns={COLUNAS}
        actions={[
          {
            label: T.responder,
            icon: 'pi pi-pencil',
            onClick: (r) => navigate(`${ROTA_QUESTIONARIOS_DESEMPENHO}/${r.id}`),
          },
        ]}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * TAM}
        rows={TAM}
        loading={lista.isFetching}
        onPage={(e) => setPage(e.page)}
        cartoesNoCelular
      />
    </section>
  );
}
