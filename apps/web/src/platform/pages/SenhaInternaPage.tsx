import { zodResolver } from '@hookform/resolvers/zod';
import {
  definirSenha,
  definirSenhaSchema,
  recuperarSenhaInterna,
  recuperarSenhaInternaSchema,
} from '@ipe/domain/senhaInterna';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { chamar } from '../api/chamar.ts';
import type { ApiError } from '../api/client.ts';
import { FieldShell, fieldAria } from '../components/FieldShell.tsx';
import { IpeFlower } from '../layout/Logo.tsx';
import { PRODUCT_NAME, useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { CpfInput } from './CpfInput.tsx';
import './entrada.css';
import './login.css';

/** Written here: texts of the internal users' password pages (issue 19). */
const T = {
  esqueci: 'Esqueci minha senha',
  pedido: 'Informe seu CPF. Enviaremos para o seu e-mail um link para criar uma nova senha.',
  definir: 'Criar minha senha',
  cpf: 'CPF',
  enviar: 'Enviar link',
  novaSenha: 'Nova senha',
  confNovaSenha: 'Confirme a nova senha',
  salvar: 'Salvar senha',
  voltar: 'Voltar para a entrada',
  semToken: 'Abra esta página pelo link recebido por e-mail.',
};

type Msg = { tipo: 'ok' | 'erro'; texto: string } | null;
const Aviso = ({ msg }: { msg: Msg }) =>
  msg && (
    <p
      role={msg.tipo === 'erro' ? 'alert' : 'status'}
      className={msg.tipo === 'erro' ? 'ipe-login-error' : 'ipe-login-subtitle'}
    >
      {msg.texto}
    </p>
  );

/** /esqueci-minha-senha: the CPF; the answer is the same whether it exists (the server never tells). */
function PedirLink() {
  const [msg, setMsg] = useState<Msg>(null);
  const { control, handleSubmit, formState } = useForm<{ cpf: string }>({
    resolver: zodResolver(recuperarSenhaInternaSchema),
    defaultValues: { cpf: '' },
  });
  const submit = handleSubmit(async (v) => {
    try {
      setMsg({
        tipo: 'ok',
        texto: (await chamar(recuperarSenhaInterna, { body: v }, { errors: 'silent' })).message,
      });
    } catch (e) {
      setMsg({ tipo: 'erro', texto: (e as ApiError).message });
    }
  });
  const erro = formState.errors.cpf?.message;
  return (
    <form className="ipe-form" onSubmit={submit} noValidate aria-label={T.esqueci}>
      <p className="ipe-login-subtitle">{T.pedido}</p>
      <FieldShell id="recuperar-cpf" label={T.cpf} error={erro} required>
        <Controller
          name="cpf"
          control={control}
          render={({ field }) => <CpfInput id="recuperar-cpf" field={field} error={erro} autoFocus />}
        />
      </FieldShell>
      <Aviso msg={msg} />
      <Button type="submit" label={T.enviar} icon="pi pi-envelope" loading={formState.isSubmitting} />
    </form>
  );
}

/** /definir-senha?token=…: the new password, once (first access or a forgotten one). */
function DefinirSenha({ token }: { token: string }) {
  const [msg, setMsg] = useState<Msg>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(definirSenhaSchema),
    defaultValues: { token, novaSenha: '', confNovaSenha: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (v) => {
    try {
      setMsg({ tipo: 'ok', texto: (await chamar(definirSenha, { body: v }, { errors: 'silent' })).message });
    } catch (e) {
      setMsg({ tipo: 'erro', texto: (e as ApiError).message });
    }
  });
  if (msg?.tipo === 'ok') return <Aviso msg={msg} />;
  return (
    <form className="ipe-form" onSubmit={submit} noValidate aria-label={T.definir}>
      {(['novaSenha', 'confNovaSenha'] as const).map((name) => (
        <FieldShell key={name} id={`definir-${name}`} label={T[name]} error={errors[name]?.message} required>
          <InputText
            {...fieldAria(`definir-${name}`, errors[name]?.message, true)}
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

/**
 * The internal users' password pages, public: 'Esqueci minha senha' from /login, and /definir-senha
 * (the e-mailed link of a forgotten password or of an employee's first access).
 */
export default function SenhaInternaPage({ modo }: { modo: 'esqueci' | 'definir' }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const titulo = modo === 'esqueci' ? T.esqueci : T.definir;
  useDocumentTitle(titulo);
  return (
    <main id="conteudo" className="ipe-login ipe-entrada">
      <div className="ipe-login-card">
        <div className="ipe-login-brand">
          <IpeFlower size={56} />
          <p className="ipe-login-product">{PRODUCT_NAME}</p>
        </div>
        <h1>{titulo}</h1>
        {modo === 'esqueci' ? (
          <PedirLink />
        ) : token ? (
          <DefinirSenha token={token} />
        ) : (
          <p className="ipe-login-subtitle">{T.semToken}</p>
        )}
        <p className="ipe-login-footer">
          <Link to="/login">{T.voltar}</Link>
        </p>
      </div>
    </main>
  );
}
