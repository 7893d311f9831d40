import { ERROR_CODES } from '@ipe/domain/protocolo';
import type { empresasDoLogin } from '@ipe/domain/sessaoContratos';
import { chamarRota } from '../api/chamar.ts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { FieldShell, fieldAria } from '../components/FieldShell.tsx';
import { IpeFlower } from '../layout/Logo.tsx';
import { PRODUCT_NAME, useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { returnPathOf } from '../session/Guard.tsx';
import { login } from '../session/session.ts';
import { CpfInput } from './CpfInput.tsx';
import { useCaptchaDoLogin } from './useCaptchaDoLogin.tsx';

/** Written here: labels and hints the spec does not give. */
const T = {
  titulo: 'Entrar',
  subtitulo: 'Acesse com seu CPF, senha e empresa.',
  cpf: 'CPF',
  senha: 'Senha',
  empresa: 'Empresa',
  selecione: 'Selecione a empresa',
  entrar: 'Entrar',
  candidato: 'É candidato? Acesse a Área do Candidato',
};

interface EmpresaLogin {
  id: number;
  nome: string;
}
const FIELDS = ['cpf', 'senha', 'empresaId'] as const;

/**
 * The login schema (zod) is loaded after the form shows, not before: the form validates only on submit,
 * and zod would double the page's weight (docs/architecture.md, 'Page weight').
 */
const validacao = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@ipe/domain/session')]).then(
    ([{ zodResolver }, { loginSchema }]) => zodResolver(loginSchema),
  );
const resolver: Awaited<ReturnType<typeof validacao>> = async (...args) => (await validacao())(...args);

/** Internal login (spec 1 §2, spec 3 §2): CPF, password, company and login type CADASTRO. */
export default function LoginPage() {
  useDocumentTitle(T.titulo);
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const empresas = useQuery({
    queryKey: ['login', 'empresas'],
    queryFn: () => chamarRota<typeof empresasDoLogin>('GET /api/login/empresas', {}, { loading: 'none' }),
  });
  useEffect(() => void validacao(), []);
  const { register, control, handleSubmit, setValue, setError, setFocus, formState } = useForm({
    resolver,
    defaultValues: { cpf: '', senha: '', tipo: 'CADASTRO' },
  });
  const { errors, isSubmitting } = formState;
  const captcha = useCaptchaDoLogin('login-captcha');

  useEffect(() => {
    if (empresas.data?.length === 1) setValue('empresaId', empresas.data[0].id);
  }, [empresas.data, setValue]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    if (!captcha.pronto()) return;
    try {
      await login({
        cpf: values.cpf,
        senha: values.senha,
        empresaId: values.empresaId,
        tipo: values.tipo,
        ...(captcha.payload ? { captcha: captcha.payload } : {}),
      });
      navigate(returnPathOf(location.state), { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      captcha.recusado(e.entries);
      const entries = e.entries.filter((x) => (FIELDS as readonly string[]).includes(x.field));
      if (e.code === ERROR_CODES.fieldValidation && entries.length) {
        for (const x of entries) setError(x.field as (typeof FIELDS)[number], { message: x.message });
      } else {
        setServerError(e.message);
        setFocus('senha');
      }
    }
  });

  return (
    <main id="conteudo" className="ipe-login">
      <div className="ipe-login-card">
        <div className="ipe-login-brand">
          <IpeFlower size={56} />
          <p className="ipe-login-product">{PRODUCT_NAME}</p>
        </div>
        <h1>{T.titulo}</h1>
        <p className="ipe-login-subtitle">{T.subtitulo}</p>
        <form onSubmit={submit} noValidate className="ipe-form" aria-label={T.titulo}>
          <input type="hidden" {...register('tipo')} />
          <FieldShell id="login-cpf" label={T.cpf} error={errors.cpf?.message}>
            <Controller
              name="cpf"
              control={control}
              render={({ field }) => (
                <CpfInput id="login-cpf" field={field} error={errors.cpf?.message} autoFocus />
              )}
            />
          </FieldShell>
          <FieldShell id="login-senha" label={T.senha} error={errors.senha?.message}>
            <InputText
              {...fieldAria('login-senha', errors.senha?.message, true)}
              type="password"
              autoComplete="current-password"
              invalid={!!errors.senha}
              {...register('senha')}
            />
          </FieldShell>
          <FieldShell id="login-empresa" label={T.empresa} error={errors.empresaId?.message}>
            <Controller
              name="empresaId"
              control={control}
              render={({ field }) => {
                const { id, ...aria } = fieldAria('login-empresa', errors.empresaId?.message, true);
                return (
                  <Dropdown
                    inputId={id}
                    {...aria}
                    inputRef={field.ref}
                    value={field.value ?? null}
                    options={empresas.data ?? []}
                    optionLabel="nome"
                    optionValue="id"
                    placeholder={T.selecione}
                    filter={(empresas.data?.length ?? 0) > 8}
                    loading={empresas.isLoading}
                    invalid={!!errors.empresaId}
                    onChange={(e) => field.onChange(e.value)}
                    onBlur={field.onBlur}
                  />
                );
              }}
            />
          </FieldShell>
          {captcha.campo}
          {serverError && (
            <p role="alert" className="ipe-login-error">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {serverError}
            </p>
          )}
          <Button
            type="submit"
            label={T.entrar}
            icon="pi pi-sign-in"
            loading={isSubmitting}
            className="ipe-login-submit"
          />
        </form>
        <p className="ipe-login-footer">
          <Link to="/externo/login">{T.candidato}</Link>
        </p>
      </div>
    </main>
  );
}
