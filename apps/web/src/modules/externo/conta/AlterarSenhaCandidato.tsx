import { zodResolver } from '@hookform/resolvers/zod';
import { alterarSenhaCandidato } from '@ipe/domain/resources/externo/conta/contratos';
import { alterarSenhaCandidatoSchema } from '@ipe/domain/resources/externo/conta/index';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { notify, toastSuccess } from '../../../platform/api/notify.ts';
import { FieldShell, fieldAria } from '../../../platform/components/FieldShell.tsx';
import { useCandidato } from '../../../platform/session/candidato.ts';

/** Written here: labels of the change-password tab. */
const T = {
  titulo: 'Alterar senha',
  senha: 'Senha atual',
  novaSenha: 'Nova senha',
  confNovaSenha: 'Confirme a nova senha',
  salvar: 'Alterar senha',
};

type Campos = { senha: string; novaSenha: string; confNovaSenha: string };
const CAMPOS = ['senha', 'novaSenha', 'confNovaSenha'] as const;

/**
 * The candidate's change-password form (spec 1 §5 'Password change'), the tab=senha of
 * /externo/candidatos/{id}: current password, new one and its confirmation, same rules as the server.
 */
export function AlterarSenhaCandidato() {
  const { info } = useCandidato();
  const { register, handleSubmit, setError, reset, formState } = useForm<Campos>({
    resolver: zodResolver(alterarSenhaCandidatoSchema),
    defaultValues: { senha: '', novaSenha: '', confNovaSenha: '' },
  });
  const { errors, isSubmitting } = formState;
  if (!info) return null;

  const submit = handleSubmit(async (v) => {
    try {
      const res = await chamar(
        alterarSenhaCandidato,
        { params: { id: info.candidato.id }, body: v },
        { errors: 'silent' },
      );
      reset();
      toastSuccess(res.message);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const entries = e.entries.filter((x) => (CAMPOS as readonly string[]).includes(x.field));
      if (entries.length)
        for (const x of entries) setError(x.field as (typeof CAMPOS)[number], { message: x.message });
      else notify({ severity: 'error', summary: 'Erro', detail: e.message });
    }
  });

  const campo = (name: (typeof CAMPOS)[number], autoComplete: string) => (
    <FieldShell id={`alterar-${name}`} label={T[name]} error={errors[name]?.message} required>
      <InputText
        {...fieldAria(`alterar-${name}`, errors[name]?.message, true)}
        type="password"
        autoComplete={autoComplete}
        invalid={!!errors[name]}
        {...register(name)}
      />
    </FieldShell>
  );
  return (
    <section className="ipe-external-card" aria-labelledby="alterar-senha-titulo">
      <h2 id="alterar-senha-titulo">{T.titulo}</h2>
      <form className="ipe-form" onSubmit={submit} noValidate aria-labelledby="alterar-senha-titulo">
        {campo('senha', 'current-password')}
        {campo('novaSenha', 'new-password')}
        {campo('confNovaSenha', 'new-password')}
        <Button type="submit" label={T.salvar} icon="pi pi-key" loading={isSubmitting} />
      </form>
    </section>
  );
}
