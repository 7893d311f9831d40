import { formatDateTime, formatFileSize, isAllowed } from '@ipe/domain';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import {
  documentosAnexosExterno,
  documentosAnexosRh,
} from '@ipe/domain/resources/captacao/documentos/contratosAnexos';
import { DOCUMENTOS_ACCESS, LGPD_ACCESS } from '@ipe/domain/resources/captacao/documentos/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { caminhoDe, chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import {
  confirmRemove,
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { listUrl } from '../../../platform/resource/form.ts';
import { useSession } from '../../../platform/session/state.ts';
import { CandidatoCabecalho } from '../candidatos/CandidatoCabecalho.tsx';
import {
  abrirCurriculoImpresso,
  abrirDownload,
  type DocumentoAnexo,
  documentosExternoUrl,
  documentosUrl,
} from './api.ts';
import { EditarDescricaoDialog } from './EditarDescricaoDialog.tsx';
import { PedidosDocumentos } from './pedidos/PedidosDocumentos.tsx';
import { TXT } from './texts.ts';
import './documentos.css';

const COLUNAS: DataTableColumn<DocumentoAnexo>[] = [
  { field: 'descricao', header: TXT.descricao, sortable: true },
  { field: 'nomeArquivo', header: TXT.arquivo, sortable: true },
  { field: 'tamanho', header: TXT.tamanho, body: (d) => formatFileSize(d.tamanho), sortable: true },
  { field: 'dataCadastro', header: TXT.data, body: (d) => formatDateTime(d.dataCadastro), sortable: true },
];

/**
 * A candidate's documents (spec 1 /captacao/candidatos/{id}/documentos-anexos): the documents asked of
 * the candidate with their progress (issue 24 §4), the list with download, description editing and removal,
 * 'Inserir' to attach one, and the candidate's printed CV and, for whoever holds the LGPD authority, the
 * export of the candidate's data.
 */
export default function DocumentosAnexosPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Documentos candidatoId={id} />;
}

/**
 * The list of a candidate's documents. `externo`: the candidate's own, in the candidate area (its API and
 * page share the path /externo/candidatos/{id}/documentos-anexos; no HR header, printed CV or export).
 */
export function Documentos({ candidatoId, externo = false }: { candidatoId: number; externo?: boolean }) {
  useDocumentTitle(externo ? TXT.tituloExterno : TXT.titulo);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { info } = useSession();
  const autoridades = new Set(info?.authorities ?? []);
  const podeEditar = externo || isAllowed(DOCUMENTOS_ACCESS.write, autoridades);
  const podeExportar = !externo && isAllowed(LGPD_ACCESS.read, autoridades);
  const [editando, setEditando] = useState<DocumentoAnexo | null>(null);
  const base = externo ? documentosExternoUrl(candidatoId) : documentosUrl(candidatoId);
  const contratos = externo ? documentosAnexosExterno : documentosAnexosRh;
  const doc = (d: DocumentoAnexo) => ({ candidatoId, docId: d.id });

  const lista = useQuery({
    queryKey: [base],
    queryFn: () => chamar(contratos.lista, { params: { candidatoId } }),
  });
  const atualizar = () => queryClient.invalidateQueries({ queryKey: [base] });
  const remover = useMutation({
    mutationFn: (d: DocumentoAnexo) => chamar(contratos.remover, { params: doc(d) }),
    onSuccess: async () => {
      toastSuccess(TXT.removido);
      await atualizar();
    },
  });

  const acoes: RowAction<DocumentoAnexo>[] = [
    {
      label: TXT.baixar,
      icon: 'pi pi-download',
      onClick: (d) => abrirDownload(`/api${caminhoDe(contratos.baixar.path, doc(d))}`, d.nomeArquivo),
    },
  ];
  if (podeEditar)
    acoes.push(
      { label: TXT.editar, icon: 'pi pi-pencil', onClick: (d) => setEditando(d) },
      {
        label: TXT.remover,
        icon: 'pi pi-trash',
        severity: 'danger',
        onClick: async (d) => {
          if (await confirmRemove()) remover.mutate(d);
        },
      },
    );

  const exportar = (formato: 'json' | 'pdf') =>
    abrirDownload(`/api${candidatos.path}/${candidatoId}/exportar-dados?formato=${formato}`);

  return (
    <section aria-labelledby="documentos-titulo">
      <div className="ipe-page-header">
        {externo ? (
          <h1 id="documentos-titulo">{TXT.tituloExterno}</h1>
        ) : (
          <CandidatoCabecalho id="documentos-titulo" titulo={TXT.titulo} candidatoId={candidatoId} />
        )}
        <div className="ipe-documentos-acoes">
          {!externo && (
            <Button
              type="button"
              label={TXT.imprimirCurriculo}
              icon="pi pi-print"
              outlined
              onClick={() => abrirCurriculoImpresso(candidatoId)}
            />
          )}
          {podeExportar && (
            <>
              <Button
                type="button"
                label={TXT.exportarJson}
                icon="pi pi-file"
                outlined
                onClick={() => exportar('json')}
              />
              <Button
                type="button"
                label={TXT.exportarPdf}
                icon="pi pi-file-pdf"
                outlined
                onClick={() => exportar('pdf')}
              />
            </>
          )}
          {podeEditar && (
            <Button
              type="button"
              label={TXT.inserir}
              icon="pi pi-plus"
              onClick={() => navigate(`${base}/new`)}
            />
          )}
        </div>
      </div>
      {!externo && <PedidosDocumentos candidatoId={candidatoId} />}
      <DataTable<DocumentoAnexo>
        value={lista.data ?? []}
        columns={COLUNAS}
        actions={acoes}
        loading={lista.isFetching}
        caption={externo ? TXT.tituloExterno : TXT.titulo}
        cartoesNoCelular={externo}
      />
      <div className="ipe-form-actions ipe-candidato-voltar">
        <Button
          type="button"
          label={TXT.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={() => navigate(externo ? `/externo/candidatos/${candidatoId}` : listUrl(candidatos))}
        />
      </div>
      <EditarDescricaoDialog
        documento={editando}
        contratos={contratos}
        onFechar={() => setEditando(null)}
        onSalvo={async () => {
          setEditando(null);
          toastSuccess(TXT.editado);
          await atualizar();
        }}
      />
    </section>
  );
}
