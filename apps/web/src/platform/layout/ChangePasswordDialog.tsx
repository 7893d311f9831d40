import { alterarSenha } from '@ipe/domain/sessaoContratos';
import { chamar } from '../api/chamar.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AlterarSenhaInput, alterarSenhaSchema, ERROR_CODES, MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { ApiError, reportError } from '../api/client.ts';
import { notify } from '../api/notify.ts';
import { FieldShell, fieldAria } from '../components/FieldShell.tsx';
import { logout } from '../session/session.ts';

/** Written here: the spec names the fields (senha, novaSenha, confNovaSenha) but not their labels. */
const LABELS = { senha: 'Senha atual', novaSenha: 'Nova senha', confNovaSenha: 'Confirmação da nova senha' };
/** The server's answer text, repeated in case the answer carries none. */
const SENHA_ALTERADA = 'Senha alterada com sucesso.';
const FIELDS = Object.keys(LABELS) as (keyof AlterarSenhaInput)[];
const EMPTY: AlterarSenhaInput = { senha: '', novaSenha: '', confNovaSenha: '' };

/**
 * 'Alterar Minha Senha' (spec 1 §5): required fields, confirmation must match, server field errors mapped.
 * `obrigatoria`: the password was set by a manager (UserInfo.trocarSenha); the dialog cannot be closed,
 * 'Sair' replaces 'Cancelar', and `onHide` runs only after the change.
 */
export function ChangePasswordDialog({
  visible,
  onHide,
  obrigatoria = false,
}: {
  visible: boolean;
  onHide: () => void;
  obrigatoria?: boolean;
}) {
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<AlterarSenhaInput>({
    resolver: zodResolver(alterarSenhaSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const close = () => {
    reset(EMPTY);
    onHide();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await chamar(alterarSenha, { body: values }, { errors: 'silent' });
      notify({
        severity: 'success',
        summary: 'Sucesso',
        detail: answer?.message ?? SENHA_ALTERADA,
        life: 3000,
      });
      close();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const fieldEntries = e.entries.filter((x) => FIELDS.includes(x.field as keyof AlterarSenhaInput));
      if (e.code === ERROR_CODES.fieldValidation && fieldEntries.length) {
        for (const x of fieldEntries) setError(x.field as keyof AlterarSenhaInput, { message: x.message });
        setFocus(fieldEntries[0].field as keyof AlterarSenhaInput);
      } else reportError(e);
    }
  });

  return (
    <Dialog
      header={MSG.alterarMinhaSenha}
      visible={visible}
      onHide={obrigatoria ? () => {} : close}
      closable={!obrigatoria}
      closeOnEscape={!obrigatoria}
      style={{ width: '28rem', maxWidth: '95vw' }}
      footer={
        <>
          <Button
            type="button"
            label={obrigatoria ? MSG.sair : MSG.cancelar}
            severity="secondary"
            outlined
            onClick={obrigatoria ? logout : close}
          />
          <Button type="submit" form="ipe-alterar-senha" label={MSG.gravar} loading={isSubmitting} />
        </>
      }
    >
      {obrigatoria && <p>{MSG.trocarSenha}</p>}
      <form id="ipe-alterar-senha" onSubmit={submit} noValidate className="ipe-form">
        {FIELDS.map((name, i) => (
          <FieldShell key={name} id={`ipe-${name}`} label={LABELS[name]} error={errors[name]?.message}>
            <InputText
              {...fieldAria(`ipe-${name}`, errors[name]?.message, true)}
              type="password"
              autoComplete={i === 0 ? 'current-password' : 'new-password'}
              invalid={!!errors[name]}
              {...register(name)}
            />
          </FieldShell>
        ))}
      </form>
    </Dialog>
  );
}
