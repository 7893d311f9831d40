import { ERROR_CODES } from '@ipe/domain/protocolo';
import type { empresasDoLogin } from '@ipe/domain/sessaoContratos';
import { chamarRota } from '../api/chamar.ts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { DropdownLeve } from '../components/DropdownLeve.tsx';
import { FieldShell, fieldAria } from '../components/FieldShell.tsx';
import { IconeAlerta, IconeCarregando, IconeEntrar } from '../components/icones.tsx';
import { IpeFlower } from '../layout/Logo.tsx';
import { PRODUCT_NAME, useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { returnPathOf } from '../session/Guard.tsx';
import { login } from '../session/session.ts';
import { CpfInput } from './CpfInput.tsx';
import { useCaptchaDoLogin } from './useCaptchaDoLogin.tsx';
import '../layout/tema-ajustes.css';
import './entrada.css';
import './login.css';

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
  esqueci: 'Esqueci minha senha',
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

/**
 * The companies of the login's list, read once. Not a react-query query: the login page does without
 * react-query (docs/architecture.md, 'Page weight'). A failure is shown by the API client; the list stays empty.
 */
function useEmpresasDoLogin(): { data: EmpresaLogin[] | undefined; isLoading: boolean } {
  const [estado, setEstado] = useState<{ data: EmpresaLogin[] | undefined; isLoading: boolean }>({
    data: undefined,
    isLoading: true,
  });
  useEffect(() => {
    let vivo = true;
    chamarRota<typeof empresasDoLogin>('GET /api/login/empresas', {}, { loading: 'none' }).then(
      (data) => vivo && setEstado({ data, isLoading: false }),
      () => vivo && setEstado({ data: undefined, isLoading: false }),
    );
    return () => {
      vivo = false;
    };
  }, []);
  return estado;
}

/**
 * Internal login (spec 1 §2, spec 3 §2): CPF, password, company and login type CADASTRO. Drawn without
 * PrimeReact, with its classes and the theme's look copied in entrada.css: the first page every user
 * downloads stays light (docs/architecture.md, 'Page weight').
 */
export default function LoginPage() {
  useDocumentTitle(T.titulo);
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const empresas = useEmpresasDoLogin();
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
    <main id="conteudo" className="ipe-login ipe-entrada">
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
            <input
              {...fieldAria('login-senha', errors.senha?.message, true)}
              className={errors.senha ? 'p-inputtext p-component p-invalid' : 'p-inputtext p-component'}
              type="password"
              autoComplete="current-password"
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
                  <DropdownLeve
                    inputId={id}
                    {...aria}
                    inputRef={field.ref}
                    value={field.value ?? null}
                    options={empresas.data ?? []}
                    placeholder={T.selecione}
                    filter={(empresas.data?.length ?? 0) > 8}
                    loading={empresas.isLoading}
                    invalid={!!errors.empresaId}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                );
              }}
            />
          </FieldShell>
          {captcha.campo}
          {serverError && (
            <p role="alert" className="ipe-login-error">
              <IconeAlerta className="ipe-entrada-alerta" /> {serverError}
            </p>
          )}
          <button
            type="submit"
            aria-label={T.entrar}
            disabled={isSubmitting}
            className={
              isSubmitting
                ? 'ipe-login-submit p-button p-component p-disabled p-button-loading p-button-loading-left'
                : 'ipe-login-submit p-button p-component'
            }
          >
            {isSubmitting ? (
              <IconeCarregando className="p-icon-spin p-button-icon p-c p-button-icon-left p-button-loading-icon" />
            ) : (
              <IconeEntrar className="p-button-icon p-c p-button-icon-left" />
            )}
            <span className="p-button-label p-c">{T.entrar}</span>
          </button>
        </form>
        <p className="ipe-login-footer">
          <Link to="/esqueci-minha-senha">{T.esqueci}</Link>
        </p>
        <p className="ipe-login-footer">
          <Link to="/externo/login">{T.candidato}</Link>
        </p>
      </div>
    </main>
  );
}
