import {
  ACEITA_DOCUMENTOS,
  DESCRICAO_MAX,
  erroDescricao,
  MAX_DOCUMENTO_BYTES,
  MSG_DOCUMENTO,
  verificarArquivo,
} from '@ipe/domain/resources/captacao/documentos/index';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, http } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { alertInvalidForm, FieldShell, fieldAria, Upload } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { CandidatoCabecalho } from '../candidatos/CandidatoCabecalho.tsx';
import { documentosExternoUrl, documentosUrl } from './api.ts';
import { TXT } from './texts.ts';
import './documentos.css';

/** /captacao/candidatos/{id}/documentos-anexos/new: description and file, then back to the list. */
export default function DocumentoAnexoNovoPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <NovoDocumento candidatoId={id} />;
}

interface Erros {
  descricao?: string;
  arquivo?: string;
}

/** The upload form; `externo`: the candidate's own document, in the candidate area. */
export function NovoDocumento({ candidatoId, externo = false }: { candidatoId: number; externo?: boolean }) {
  useDocumentTitle(TXT.tituloNovo);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [descricao, setDescricao] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [enviando, setEnviando] = useState(false);
  // The content check loads its detector on first use: 'Gravar' waits for it instead of finding no file yet.
  const [conferindo, setConferindo] = useState(false);
  const lista = externo ? documentosExternoUrl(candidatoId) : documentosUrl(candidatoId);

  /** The same content check as the server, before the upload: a wrong file never leaves the browser. */
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
  const escolher = (file: File) => {
    setArquivo(file);
    setErros((e) => ({ ...e, arquivo: undefined }));
  };

  const gravar = async () => {
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
      await http.post(lista, corpo);
      toastSuccess(TXT.anexado);
      await queryClient.invalidateQueries({ queryKey: [lista] });
      navigate(lista);
    } catch (e) {
      if (e instanceof ApiError && e.entries.length)
        setErros({ descricao: e.entries.find((x) => x.field === 'descricao')?.message });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section aria-labelledby="documento-novo-titulo" className="ipe-documento-novo">
      <div className="ipe-page-header">
        {externo ? (
          <h1 id="documento-novo-titulo">{TXT.tituloNovo}</h1>
        ) : (
          <CandidatoCabecalho id="documento-novo-titulo" titulo={TXT.tituloNovo} candidatoId={candidatoId} />
        )}
      </div>
      <form
        className="ipe-form ipe-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void gravar();
        }}
      >
        <FieldShell id="descricao" label={TXT.descricao} required error={erros.descricao}>
          <InputText
            {...fieldAria('descricao', erros.descricao, true)}
            value={descricao}
            maxLength={DESCRICAO_MAX}
            onChange={(e) => {
              setDescricao(e.target.value);
              // Once shown, the message follows what is typed.
              if (erros.descricao)
                setErros((x) => ({ ...x, descricao: erroDescricao(e.target.value) ?? undefined }));
            }}
          />
        </FieldShell>
        <div className="ipe-field" data-field="arquivo">
          <Upload
            id="arquivo"
            label={`${TXT.arquivo} *`}
            accept={ACEITA_DOCUMENTOS}
            maxBytes={MAX_DOCUMENTO_BYTES}
            onFile={escolher}
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
          <Button type="submit" label={TXT.gravar} icon="pi pi-check" loading={enviando || conferindo} />
          <Button
            type="button"
            label={TXT.cancelar}
            severity="secondary"
            outlined
            onClick={() => navigate(lista)}
          />
        </div>
      </form>
    </section>
  );
}
