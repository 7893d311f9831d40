import { zodResolver } from '@hookform/resolvers/zod';
import {
  confirmarRecuperacaoCandidato,
  recuperarSenhaCandidato,
} from '@ipe/domain/resources/externo/conta/contratos';
import { confirmarRecuperacaoSchema, recuperarSenhaSchema } from '@ipe/domain/resources/externo/conta/index';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import type { ApiError } from '../../../platform/api/client.ts';
import { FieldShell, fieldAria } from '../../../platform/components/FieldShell.tsx';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { CpfInput } from '../../../platform/pages/CpfInput.tsx';
import { useEmpresaExterna } from '../../../platform/session/CandidatoGuard.tsx';
import '../../../platform/pages/login.css';

/** Written here: texts of the password recovery. */
const T = {
  titulo: 'Recuperar senha',
  pedido: 'Informe seu CPF. Enviaremos para o e-mail do seu cadastro um link para criar uma nova senha.',
  novaTitulo: 'Criar nova senha',
  cpf: 'CPF',
  enviar: 'Enviar link',
  novaSenha: 'Nova senha',
  confNovaSenha: 'Confirme a nova senha',
  salvar: 'Salvar nova senha',
  voltar: 'Voltar para a entrada',
  semEmpresa: 'Abra esta página pelo link da empresa (com empresaId).',
};

type Msg = { tipo: 'ok' | 'erro'; texto: string } | null;
const Aviso = ({ msg }: { msg: Msg }) =>
  msg && (
    <p
      role={msg.tipo === 'erro' ? 'alert' : 'status'}
      className={msg.tipo === 'erro' ? 'ipe-login-error' : 'ipe-external-notice'}
    >
      <i
        className={`pi ${msg.tipo === 'erro' ? 'pi-exclamation-triangle' : 'pi-check-circle'}`}
        aria-hidden="true"
      />{' '}
      {msg.texto}
    </p>
  );

/** Step 1: the CPF; the answer is the same whether it exists (the server never tells). */
function PedirLink({ empresaId }: { empresaId: string }) {
  const [msg, setMsg] = useState<Msg>(null);
  const { control, handleSubmit, formState } = useForm<{ cpf: string; empresaId: string }>({
    resolver: zodResolver(recuperarSenhaSchema) as never,
    defaultValues: { cpf: '', empresaId },
  });
  const submit = handleSubmit(async (v) => {
    try {
      const res = await chamar(recuperarSenhaCandidato, { body: v }, { errors: 'silent' });
      setMsg({ tipo: 'ok', texto: res.message });
    } catch (e) {
      setMsg({ tipo: 'erro', texto: (e as ApiError).message });
    }
  });
  const erro = formState.errors.cpf?.message;
  return (
    <form className="ipe-form" onSubmit={submit} noValidate aria-label={T.titulo}>
      <p>{T.pedido}</p>
      <FieldShell id="recuperar-cpf" label={T.cpf} error={erro} required>
        <Controller
          name="cpf"
          control={control}
          render={({ field }) => <CpfInput id="recuperar-cpf" field={field} error={erro} />}
        />
      </FieldShell>
      <Aviso msg={msg} />
      <Button type="submit" label={T.enviar} icon="pi pi-envelope" loading={formState.isSubmitting} />
    </form>
  );
}

/** Step 2 (the e-mailed link): the new password, once; an expired or used link says so. */
function NovaSenha({ token }: { token: string }) {
  const [msg, setMsg] = useState<Msg>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(confirmarRecuperacaoSchema),
    defaultValues: { token, novaSenha: '', confNovaSenha: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (v) => {
    try {
      const res = await chamar(confirmarRecuperacaoCandidato, { body: v }, { errors: 'silent' });
      setMsg({ tipo: 'ok', texto: res.message });
    } catch (e) {
      setMsg({ tipo: 'erro', texto: (e as ApiError).message });
    }
  });
  if (msg?.tipo === 'ok') return <Aviso msg={msg} />;
  return (
    <form className="ipe-form" onSubmit={submit} noValidate aria-label={T.novaTitulo}>
      {(['novaSenha', 'confNovaSenha'] as const).map((name) => (
        <FieldShell
          key={name}
          id={`recuperar-${name}`}
          label={T[name]}
          error={errors[name]?.message}
          required
        >
          <InputText
            {...fieldAria(`recuperar-${name}`, errors[name]?.message, true)}
            type="password"
            autoComplete="new-password"
            invalid={!!errors[name]}
            {...register(name)}
          />
        </FieldShell>
      ))}
      <Aviso msg={msg} />
      <Button type="submit" label={T.salvar} icon="pi pi-key" loading={formState.isSubmitting} />
    </form>
  );
}

/** /externo/recuperar-senha?empresaId=N, and with &token=… from the e-mail (spec 1 §2, §7 'recuperar-senha'). */
export default function RecuperarSenhaPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const empresaId = useEmpresaExterna();
  useDocumentTitle(token ? T.novaTitulo : T.titulo);
  return (
    <section className="ipe-external-card" aria-labelledby="recuperar-titulo">
      <h1 id="recuperar-titulo">{token ? T.novaTitulo : T.titulo}</h1>
      {token ? (
        <NovaSenha token={token} />
      ) : empresaId ? (
        <PedirLink empresaId={empresaId} />
      ) : (
        <p className="ipe-external-notice">{T.semEmpresa}</p>
      )}
      <p className="ipe-external-links">
        <Link to={`/externo/login${empresaId ? `?empresaId=${empresaId}` : ''}`}>{T.voltar}</Link>
      </p>
    </section>
  );
}
