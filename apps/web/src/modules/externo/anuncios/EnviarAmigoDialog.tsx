import { ERROR_CODES, MSG } from '@ipe/domain';
import { enviarAmigoSchema, ROTULOS_ENVIO_AMIGO as R } from '@ipe/domain/resources/captacao/anuncios/index';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { ApiError } from '../../../platform/api/client.ts';
import { notify, toastSuccess } from '../../../platform/api/notify.ts';
import { Captcha, FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import { type AnuncioPublico, type EnvioAmigo, enviarParaAmigo } from './api.ts';
import { TXT } from './texts.ts';

type Campo = keyof EnvioAmigo;
type Erros = Partial<Record<Campo, string>>;

const CAMPOS: { name: Exclude<Campo, 'recaptcha'>; label: string; type: string; auto: string }[] = [
  { name: 'nome', label: R.nome, type: 'text', auto: 'name' },
  { name: 'email', label: R.email, type: 'email', auto: 'email' },
  { name: 'nomeAmigo', label: R.nomeAmigo, type: 'text', auto: 'off' },
  { name: 'emailAmigo', label: R.emailAmigo, type: 'email', auto: 'off' },
];

/** The first message of each field. */
function errosDe(lista: { field: string; message: string }[]): Erros {
  const out: Erros = {};
  for (const e of lista) out[e.field.split('.')[0] as Campo] ??= e.message;
  return out;
}

/**
 * 'Enviar para um amigo' (spec 3 §3 Utilities, §5): the visitor's name and e-mail, the friend's, and the
 * captcha, checked with the server's schema. The spec's answers: success 'Anúncio de vaga enviado com
 * sucesso.'; a wrong or spent captcha 'Confirme que você não é um robô.' (the widget starts over); the
 * mail could not be queued, or the server could not be reached: 'Erro ao enviar e-mail. Por favor, tente
 * novamente.'.
 */
export function EnviarAmigoDialog({
  anuncio,
  empresaId,
  onFechar,
}: {
  anuncio: AnuncioPublico;
  empresaId: number;
  onFechar: () => void;
}) {
  const [valores, setValores] = useState<Omit<EnvioAmigo, 'recaptcha'>>({
    nome: '',
    email: '',
    nomeAmigo: '',
    emailAmigo: '',
  });
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  // A new key mounts a fresh widget: a payload is accepted once, so a refused one must be solved again.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [erros, setErros] = useState<Erros>({});
  const [ocupado, setOcupado] = useState(false);

  const enviar = async () => {
    const parsed = enviarAmigoSchema.safeParse({ ...valores, recaptcha: recaptcha ?? '' });
    if (!parsed.success)
      return setErros(
        errosDe(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }))),
      );
    setErros({});
    setOcupado(true);
    try {
      const r = await enviarParaAmigo(anuncio.id, empresaId, parsed.data);
      toastSuccess(r.message);
      onFechar();
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err?.code === ERROR_CODES.fieldValidation) setErros(errosDe(err.entries));
      else if (err?.code === 'CAPTCHA_INVALIDO') setErros({ recaptcha: MSG.captchaNaoConfirmado });
      else if (err && err.status >= 400 && err.status < 500)
        notify({ severity: 'warn', summary: MSG.aviso, detail: err.message });
      else notify({ severity: 'error', summary: 'Erro', detail: MSG.erroEnviarEmail });
      setRecaptcha(null);
      setCaptchaKey((k) => k + 1);
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Dialog
      header={TXT.enviarAmigoTitulo(anuncio.titulo)}
      visible
      onHide={onFechar}
      modal
      style={{ width: 'min(768px, 95vw)' }}
      footer={
        <div className="ipe-form-actions">
          <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
          <Button type="submit" form="enviar-amigo" label={TXT.enviar} icon="pi pi-send" loading={ocupado} />
        </div>
      }
    >
      <form
        id="enviar-amigo"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void enviar();
        }}
      >
        <FormGrid>
          {CAMPOS.map((c) => {
            const { id, ...aria } = fieldAria(`amigo-${c.name}`, erros[c.name], true);
            return (
              <FieldShell key={c.name} id={id} label={c.label} required error={erros[c.name]} span={6}>
                <InputText
                  id={id}
                  {...aria}
                  type={c.type}
                  autoComplete={c.auto}
                  value={valores[c.name]}
                  invalid={!!erros[c.name]}
                  onChange={(e) => {
                    setValores((v) => ({ ...v, [c.name]: e.target.value }));
                    // A corrected field loses its message; the others keep theirs until the next 'Enviar'.
                    setErros(({ [c.name]: _, ...resto }) => resto);
                  }}
                />
              </FieldShell>
            );
          })}
          <FieldShell id="amigo-recaptcha" label={TXT.verificacao} required error={erros.recaptcha}>
            <Captcha
              key={captchaKey}
              id="amigo-recaptcha"
              invalid={!!erros.recaptcha}
              onChange={(payload) => {
                setRecaptcha(payload);
                if (payload) setErros(({ recaptcha: _, ...resto }) => resto);
              }}
            />
          </FieldShell>
        </FormGrid>
      </form>
    </Dialog>
  );
}
