import { formatDateTime, formatFileSize, isAllowed } from '@ipe/domain';
import type { RespostaDe } from '@ipe/domain/contrato';
import {
  ACEITA_DOCUMENTOS,
  DESCRICAO_MAX,
  erroDescricao,
  MAX_DOCUMENTO_BYTES,
  MSG_DOCUMENTO,
  verificarArquivo,
} from '@ipe/domain/resources/captacao/documentos/index';
import { colaboradoresPorIds } from '@ipe/domain/resources/cargoSalario/colaboradores/contratos';
import {
  DOCUMENTOS_COLABORADOR_ACCESS as ACCESS,
  documentosDoColaborador as contratos,
} from '@ipe/domain/resources/cargoSalario/colaboradores/documentos';
import { documentosDoColaboradorPath } from '@ipe/domain/resources/cargoSalario/caminhos';
import { colaboradores } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { abrirDownload } from '../../../platform/api/abrirDownload.ts';
import { caminhoDe, chamar } from '../../../platform/api/chamar.ts';
import { ApiError, http } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import {
  alertInvalidForm,
  confirmAction,
  DataTable,
  type DataTableColumn,
  FieldShell,
  fieldAria,
  type RowAction,
  Upload,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { useSession } from '../../../platform/session/state.ts';
import { TXT_DOCUMENTOS as TXT } from './texts.ts';
import './colaboradores.css';

type Documento = RespostaDe<typeof contratos.anexar>;

const COLUNAS: DataTableColumn<Documento>[] = [
  { field: 'descricao', header: TXT.descricao, sortable: true },
  { field: 'nomeArquivo', header: TXT.arquivo, sortable: true },
  { field: 'tamanho', header: TXT.tamanho, body: (d) => formatFileSize(d.tamanho), sortable: true },
  { field: 'dataCadastro', header: TXT.data, body: (d) => formatDateTime(d.dataCadastro), sortable: true },
];

/**
 * /cargo-salario/colaboradores/{id}/documentos (issue 24 §4): the talent's files (the candidate's
 * documents and résumé carried over by 'Inserir Talento', and those attached later): list, download,
 * attach (same content check as the server, before sending) and remove after a confirmation. The server
 * answers 404 for a talent outside the caller's company or areas.
 */
export default function DocumentosColaboradorPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Documentos colaboradorId={id} />;
}

function Documentos({ colaboradorId }: { colaboradorId: number }) {
  useDocumentTitle(TXT.titulo);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { info } = useSession();
  const podeEditar = isAllowed(ACCESS.write, new Set(info?.authorities ?? []));
  const chave = [documentosDoColaboradorPath(colaboradorId)];
  const params = { colaboradorId };

  const talento = useQuery({
    queryKey: [colaboradores.path, 'by-ids', String(colaboradorId)],
    queryFn: async () =>
      (await chamar(colaboradoresPorIds, { query: { ids: [colaboradorId] } }, { loading: 'none' }))[0] ??
      null,
  });
  const lista = useQuery({ queryKey: chave, queryFn: () => chamar(contratos.lista, { params }) });
  const atualizar = () => queryClient.invalidateQueries({ queryKey: chave });
  const remover = useMutation({
    mutationFn: (d: Documento) => chamar(contratos.remover, { params: { ...params, docId: d.id } }),
    onSuccess: async () => {
      toastSuccess(TXT.removido);
      await atualizar();
    },
  });

  const acoes: RowAction<Documento>[] = [
    {
      label: TXT.baixar,
      icon: 'pi pi-download',
      onClick: (d) =>
        abrirDownload(`/api${caminhoDe(contratos.baixar.path, { ...params, docId: d.id })}`, d.nomeArquivo),
    },
  ];
  if (podeEditar)
    acoes.push({
      label: TXT.remover,
      icon: 'pi pi-trash',
      severity: 'danger',
      onClick: async (d) => {
        if (await confirmAction({ message: TXT.confirmaRemover(d.descricao, d.nomeArquivo) }))
          remover.mutate(d);
      },
    });

  const nome = talento.data?.nome;
  return (
    <section aria-labelledby="documentos-talento-titulo" className="ipe-documentos-talento">
      <div className="ipe-page-header">
        <h1 id="documentos-talento-titulo">{TXT.titulo}</h1>
      </div>
      {nome && <p className="ipe-documentos-talento-nome">{nome}</p>}
      <p className="ipe-hint">{TXT.ajuda}</p>
      {podeEditar && (
        <NovoDocumento
          url={documentosDoColaboradorPath(colaboradorId)}
          onAnexado={async () => {
            toastSuccess(TXT.anexado);
            await atualizar();
          }}
        />
      )}
      <DataTable<Documento>
        value={lista.data ?? []}
        columns={COLUNAS}
        actions={acoes}
        loading={lista.isFetching}
        caption={TXT.titulo}
      />
      <div className="ipe-form-actions">
        <Button
          type="button"
          label={TXT.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={() => navigate(`${colaboradores.path}/${colaboradorId}`)}
        />
      </div>
    </section>
  );
}

interface Erros {
  descricao?: string;
  arquivo?: string;
}

/** Description and file, sent at once (multipart); the fields empty again after each document. */
function NovoDocumento({ url, onAnexado }: { url: string; onAnexado: () => Promise<void> }) {
  const [descricao, setDescricao] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [enviando, setEnviando] = useState(false);
  const [conferindo, setConferindo] = useState(false);
  // A new Upload (no file shown) after each document sent.
  const [rodada, setRodada] = useState(0);

  /** The server's content check, before the upload: a wrong file never leaves the browser. */
  const conferir = async (file: File) => {
    setConferindo(true);
    try {
      const r = await verificarArquivo(new Uint8Array(await file.arrayBuffer()), file.name);
      if (r.ok) return null;
      setArquivo(null);
      return r.mensagem;
    } finally {
      setConferindo(false);
    }
  };

  const anexar = async () => {
    const novos: Erros = {
      descricao: erroDescricao(descricao) ?? undefined,
      arquivo: arquivo ? undefined : MSG_DOCUMENTO.arquivoObrigatorio,
    };
    setErros(novos);
    if (novos.descricao || novos.arquivo || !arquivo) {
      const falhas = Object.fromEntries(Object.entries(novos).filter(([, m]) => m));
      await alertInvalidForm(falhas, { fieldOrder: ['descricao', 'arquivo'] });
      return;
    }
    const corpo = new FormData();
    corpo.append('descricao', descricao);
    corpo.append('arquivo', arquivo, arquivo.name);
    setEnviando(true);
    try {
      await http.post(url, corpo);
      setDescricao('');
      setArquivo(null);
      setRodada((n) => n + 1);
      await onAnexado();
    } catch (e) {
      if (e instanceof ApiError && e.entries.length)
        setErros({ descricao: e.entries.find((x) => x.field === 'descricao')?.message });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form
      className="ipe-form ipe-card ipe-documento-talento-novo"
      aria-labelledby="documento-talento-novo"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void anexar();
      }}
    >
      <h2 id="documento-talento-novo">{TXT.anexarTitulo}</h2>
      <FieldShell id="descricao" label={TXT.descricao} required error={erros.descricao}>
        <InputText
          {...fieldAria('descricao', erros.descricao, true)}
          value={descricao}
          maxLength={DESCRICAO_MAX}
          onChange={(e) => {
            setDescricao(e.target.value);
            if (erros.descricao)
              setErros((x) => ({ ...x, descricao: erroDescricao(e.target.value) ?? undefined }));
          }}
        />
      </FieldShell>
      <div className="ipe-field" data-field="arquivo">
        <Upload
          key={rodada}
          id="arquivo"
          label={`${TXT.arquivo} *`}
          accept={ACEITA_DOCUMENTOS}
          maxBytes={MAX_DOCUMENTO_BYTES}
          onFile={(f) => {
            setArquivo(f);
            setErros((x) => ({ ...x, arquivo: undefined }));
          }}
          check={conferir}
        />
        <small className="ipe-upload-hint">{TXT.tiposAceitos}</small>
        {erros.arquivo && (
          <small id="arquivo-error" role="alert" className="ipe-field-error p-error">
            {erros.arquivo}
          </small>
        )}
      </div>
      <div className="ipe-form-actions">
        <Button type="submit" label={TXT.anexar} icon="pi pi-upload" loading={enviando || conferindo} />
      </div>
    </form>
  );
}
