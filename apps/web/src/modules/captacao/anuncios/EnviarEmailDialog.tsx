import { ERROR_CODES } from '@ipe/domain';
import {
  emailAnuncioSchema,
  MAX_ASSUNTO,
  separarEmails,
} from '@ipe/domain/resources/captacao/anuncios/index';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { ApiError, reportError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { FieldShell, fieldAria } from '../../../platform/components/index.ts';
import { type AnuncioLinha, enviarEmail } from './api.ts';
import { TXT } from './texts.ts';

type Erros = { assunto?: string; emails?: string };

/** Field errors of the schema or the server: one text per field, every failing address listed. */
function errosDe(entries: { field: string; message: string }[]): Erros {
  const out: Erros = {};
  for (const e of entries) {
    const campo = e.field.startsWith('emails') ? 'emails' : e.field === 'assunto' ? 'assunto' : null;
    if (campo) out[campo] = out[campo] ? `${out[campo]}; ${e.message}` : e.message;
  }
  return out;
}

/**
 * 'Enviar por e-mail' of the ads list: subject (suggested from the title) and addresses, checked with the
 * same schema as the server (POST /captacao/anuncios/{id}/email); the server queues one mail per address.
 */
export function EnviarEmailDialog({ anuncio, onFechar }: { anuncio: AnuncioLinha; onFechar: () => void }) {
  const [assunto, setAssunto] = useState(TXT.assuntoPadrao(anuncio.titulo).slice(0, MAX_ASSUNTO));
  const [emails, setEmails] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [ocupado, setOcupado] = useState(false);

  const enviar = async () => {
    const parsed = emailAnuncioSchema.safeParse({ assunto, emails: separarEmails(emails) });
    if (!parsed.success)
      return setErros(
        errosDe(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
      );
    setErros({});
    setOcupado(true);
    try {
      const r = await enviarEmail(anuncio.id, parsed.data);
      toastSuccess(r.message);
      onFechar();
    } catch (e) {
      if (e instanceof ApiError && e.code === ERROR_CODES.fieldValidation) setErros(errosDe(e.entries));
      else if (e instanceof ApiError) reportError(e);
    } finally {
      setOcupado(false);
    }
  };

  const { id: assuntoId, ...assuntoAria } = fieldAria('email-assunto', erros.assunto, true);
  const { id: emailsId, ...emailsAria } = fieldAria('email-destinatarios', erros.emails, true);
  return (
    <Dialog
      header={`${TXT.enviarEmail}: ${anuncio.titulo}`}
      visible
      onHide={onFechar}
      modal
      style={{ width: 'min(768px, 95vw)' }}
      footer={
        <div className="ipe-form-actions">
          <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
          <Button
            type="button"
            label={TXT.enviar}
            icon="pi pi-send"
            loading={ocupado}
            onClick={() => void enviar()}
          />
        </div>
      }
    >
      <div className="ipe-form-grid">
        <FieldShell id="email-assunto" label={TXT.assunto} required error={erros.assunto}>
          <InputText
            id={assuntoId}
            {...assuntoAria}
            value={assunto}
            maxLength={MAX_ASSUNTO}
            invalid={!!erros.assunto}
            onChange={(e) => {
              setAssunto(e.target.value);
              setErros(({ assunto: _, ...resto }) => resto);
            }}
          />
        </FieldShell>
        <FieldShell id="email-destinatarios" label={TXT.emails} required error={erros.emails}>
          <InputTextarea
            id={emailsId}
            {...emailsAria}
            rows={4}
            value={emails}
            invalid={!!erros.emails}
            placeholder="fulano@empresa.com.br, ciclana@exemplo.com"
            onChange={(e) => {
              setEmails(e.target.value);
              setErros(({ emails: _, ...resto }) => resto);
            }}
          />
          <small className="ipe-hint">{TXT.emailsDica}</small>
        </FieldShell>
      </div>
    </Dialog>
  );
}
