import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Controller, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiError } from '../../api/client.ts';
import { FieldShell, fieldAria } from '../../components/FieldShell.tsx';
import { CpfInput } from '../CpfInput.tsx';

/**
 * The two forms of a forgotten password, shared by the internal users' pages (/esqueci-minha-senha,
 * /definir-senha) and the candidate area's (/externo/recuperar-senha): ask for the e-mailed link by CPF,
 * then set the new password once with the link's token. Each page gives its texts, its call and its look.
 */

export type Msg = { tipo: 'ok' | 'erro'; texto: string } | null;

/** 'entrada': the login card's look; 'externo': the candidate area's notices, with an icon. */
export type EstiloSenha = 'entrada' | 'externo';

export function AvisoSenha({ msg, estilo }: { msg: Msg; estilo: EstiloSenha }) {
  if (!msg) return null;
  const erro = msg.tipo === 'erro';
  return (
    <p
      role={erro ? 'alert' : 'status'}
      className={
        erro ? 'ipe-login-error' : estilo === 'externo' ? 'ipe-external-notice' : 'ipe-login-subtitle'
      }
    >
      {estilo === 'externo' && (
        <>
          <i
            className={`pi ${erro ? 'pi-exclamation-triangle' : 'pi-check-circle'}`}
            aria-hidden="true"
          />{' '}
        </>
      )}
      {msg.texto}
    </p>
  );
}

/** Sends the form and shows the server's message (the answer, or the error's pt-BR text). */
function useEnvio<T>(enviar: (valores: T) => Promise<{ message: string }>) {
  const [msg, setMsg] = useState<Msg>(null);
  const enviarComAviso = async (valores: T) => {
    try {
      setMsg({ tipo: 'ok', texto: (await enviar(valores)).message });
    } catch (e) {
      setMsg({ tipo: 'erro', texto: (e as ApiError).message });
    }
  };
  return { msg, enviarComAviso };
}

interface PedirLinkProps<T extends FieldValues & { cpf: string }> {
  /** What the server takes (the schema's output; its input may differ: an id typed as text). */
  schema: z.ZodType<T, FieldValues>;
  /** The form's starting values: the CPF and what rides along unseen (the candidate area's company). */
  valores: { cpf: string } & Record<string, unknown>;
  enviar: (valores: T) => Promise<{ message: string }>;
  textos: { titulo: string; pedido: string; cpf: string; enviar: string };
  estilo: EstiloSenha;
}

/** The CPF; the answer is the same whether it exists (the server never tells). */
export function PedirLinkSenha<T extends FieldValues & { cpf: string }>({
  schema,
  valores,
  enviar,
  textos,
  estilo,
}: PedirLinkProps<T>) {
  const { msg, enviarComAviso } = useEnvio(enviar);
  const { control, handleSubmit, formState } = useForm<{ cpf: string }>({
    resolver: zodResolver(schema) as never,
    defaultValues: valores,
  });
  const erro = formState.errors.cpf?.message;
  return (
    <form
      className="ipe-form"
      onSubmit={handleSubmit((v) => enviarComAviso(v as T))}
      noValidate
      aria-label={textos.titulo}
    >
      <p className={estilo === 'entrada' ? 'ipe-login-subtitle' : undefined}>{textos.pedido}</p>
      <FieldShell id="recuperar-cpf" label={textos.cpf} error={erro} required>
        <Controller
          name="cpf"
          control={control}
          render={({ field }) => (
            <CpfInput id="recuperar-cpf" field={field} error={erro} autoFocus={estilo === 'entrada'} />
          )}
        />
      </FieldShell>
      <AvisoSenha msg={msg} estilo={estilo} />
      <Button type="submit" label={textos.enviar} icon="pi pi-envelope" loading={formState.isSubmitting} />
    </form>
  );
}

type NovaSenhaValores = { token: string; novaSenha: string; confNovaSenha: string };

interface NovaSenhaProps {
  token: string;
  schema: z.ZodType<NovaSenhaValores, FieldValues>;
  enviar: (valores: NovaSenhaValores) => Promise<{ message: string }>;
  textos: { titulo: string; novaSenha: string; confNovaSenha: string; salvar: string };
  /** Prefix of the fields' ids. */
  prefixo: string;
  estilo: EstiloSenha;
}

/** The new password, once; an expired or used link says so, and a success replaces the form. */
export function NovaSenhaForm({ token, schema, enviar, textos, prefixo, estilo }: NovaSenhaProps) {
  const { msg, enviarComAviso } = useEnvio(enviar);
  const { register, handleSubmit, formState } = useForm<NovaSenhaValores>({
    resolver: zodResolver(schema) as never,
    defaultValues: { token, novaSenha: '', confNovaSenha: '' },
  });
  const { errors } = formState;
  if (msg?.tipo === 'ok') return <AvisoSenha msg={msg} estilo={estilo} />;
  return (
    <form className="ipe-form" onSubmit={handleSubmit(enviarComAviso)} noValidate aria-label={textos.titulo}>
      {(['novaSenha', 'confNovaSenha'] as const).map((name) => (
        <FieldShell
          key={name}
          id={`${prefixo}-${name}`}
          label={textos[name]}
          error={errors[name]?.message}
          required
        >
          <InputText
            {...fieldAria(`${prefixo}-${name}`, errors[name]?.message, true)}
            type="password"
            autoComplete="new-password"
            invalid={!!errors[name]}
            {...register(name)}
          />
        </FieldShell>
      ))}
      <AvisoSenha msg={msg} estilo={estilo} />
      <Button type="submit" label={textos.salvar} icon="pi pi-key" loading={formState.isSubmitting} />
    </form>
  );
}
