import { formatDate, formatDateTime } from '@ipe/domain';
import {
  type DocumentoAConferir,
  documentosAConferir,
} from '@ipe/domain/resources/captacao/documentos/pedidos';
import { documentosUrl } from '@ipe/domain/resources/captacao/rotas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { chamar } from '../../../../platform/api/chamar.ts';
import { DataTable } from '../../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../../platform/layout/useDocumentTitle.ts';
import { useListaNaUrl } from '../../../../platform/resource/listaNaUrl.ts';
import { TXT_PEDIDOS as TXT } from './texts.ts';
import '../../../../platform/resource/resource.css';

/**
 * /captacao/documentos-a-conferir: the files candidates sent that wait for HR's review, across candidates,
 * the oldest sent first (the home's pending work links here). 'Conferir' opens the candidate's documents,
 * where each one is accepted or refused.
 */
export default function DocumentosAConferirPage() {
  useDocumentTitle(TXT.tituloConferir);
  const navigate = useNavigate();
  const lista = useListaNaUrl();
  const query = { page: lista.page, size: lista.size };
  const dados = useQuery({
    queryKey: [documentosAConferir.path, query],
    queryFn: () => chamar(documentosAConferir, { query }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{TXT.tituloConferir}</h1>
      </div>
      <p>{TXT.introConferir}</p>
      <DataTable<DocumentoAConferir>
        caption={TXT.tituloConferir}
        dataKey="itemId"
        value={dados.data?.content ?? []}
        loading={dados.isFetching}
        totalRecords={dados.data?.totalElements ?? 0}
        {...lista.paginacao}
        columns={[
          {
            field: 'candidato',
            header: TXT.candidato,
            body: (r) => <Link to={documentosUrl(r.candidatoId)}>{r.candidato}</Link>,
          },
          { field: 'documento', header: TXT.documento },
          { field: 'nomeArquivo', header: TXT.arquivo },
          { field: 'enviadoEm', header: TXT.enviadoEmColuna, body: (r) => formatDateTime(r.enviadoEm) },
          {
            field: 'prazo',
            header: TXT.prazoColuna,
            body: (r) => (r.prazo ? formatDate(r.prazo) : TXT.semPrazo),
          },
        ]}
        actions={[
          {
            label: TXT.conferir,
            icon: 'pi pi-check-square',
            onClick: (r) => navigate(documentosUrl(r.candidatoId)),
          },
        ]}
      />
    </section>
  );
}
