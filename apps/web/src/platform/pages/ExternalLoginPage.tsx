import { zodResolver } from '@hookform/resolvers/zod';
import { loginCandidatoSchema } from '@ipe/domain/resources/externo/conta/index';
import { empresasDoLogin } from '@ipe/domain/sessaoContratos';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { chamar } from '../api/chamar.ts';
import { FieldShell, fieldAria } from '../components/FieldShell.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { entrarCandidato } from '../session/candidato.ts';
import { useEmpresaExterna } from '../session/CandidatoGuard.tsx';
import { CpfInput } from './CpfInput.tsx';
import { useCaptchaDoLogin } from './useCaptchaDoLogin.tsx';
import './login.css';

/** Written here: texts of the candidate login. */
const T = {
  titulo: 'Área do Candidato',
  subtitulo: 'Entre com seu CPF e senha para acompanhar suas candidaturas.',
  cpf: 'CPF',
  senha: 'Senha',
  empresa: 'Empresa',
  selecione: 'Selecione a empresa',
  entrar: 'Entrar',
  cadastrar: 'Ainda não tem cadastro? Cadastre-se',
  esqueci: 'Esqueci minha senha',
};

interface Campos {
  cpf: string;
  senha: string;
  empresaId: string;
}

/**
 * /externo/login?empresaId=N (spec 1 §2, §7): CPF and password of the candidate of that company (a company
 * picker only when the link has no empresaId), links to register and to recover the password. After login
 * the candidate lands on the ad they came from (solicitacaoId), else on the candidate-area page the guard
 * sent them from (an e-mail's link, such as the documents asked of them), else on the open jobs.
 */
/**
 * The candidate-area page to return to after the login: a path of ours under /externo (never another
 * site, never the login itself) of the company just logged into (or of no company).
 */
export function paginaDeVolta(from: unknown, empresaId: string): string | null {
  if (typeof from !== 'string' || !/^\/externo\/[a-z]/.test(from) || from.startsWith('/externo/login'))
    return null;
  const empresa = new URLSearchParams(from.split('?')[1] ?? '').get('empresaId');
  return empresa === null || empresa === empresaId ? from : null;
}

export default function ExternalLoginPage() {
  useDocumentTitle(T.titulo);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const empresaDaUrl = useEmpresaExterna();
  const solicitacaoId = params.get('solicitacaoId');
  const voltarPara = (useLocation().state as { from?: unknown } | null)?.from;
  const [erro, setErro] = useState<string | null>(null);
  const empresas = useQuery({
    queryKey: ['login', 'empresas'],
    queryFn: () => chamar(empresasDoLogin, {}, { loading: 'none' }),
    enabled: !empresaDaUrl,
  });
  const { control, register, handleSubmit, setFocus, formState } = useForm<Campos>({
    resolver: zodResolver(loginCandidatoSchema) as never,
    defaultValues: { cpf: '', senha: '', empresaId: empresaDaUrl ?? '' },
  });
  const { errors, isSubmitting } = formState;
  const captcha = useCaptchaDoLogin('externo-captcha');

  const submit = handleSubmit(async (v) => {
    setErro(null);
    if (!captcha.pronto()) return;
    try {
      const { solicitacaoId: anuncio } = await entrarCandidato(
        {
          cpf: v.cpf,
          senha: v.senha,
          empresaId: String(v.empresaId),
          ...(captcha.payload ? { captcha: captcha.payload } : {}),
        },
        solicitacaoId,
      );
      const volta = paginaDeVolta(voltarPara, String(v.empresaId));
      const destino =
        !anuncio && volta
          ? volta
          : `/externo/anuncios?empresaId=${v.empresaId}${anuncio ? `&anuncio=${anuncio}` : ''}`;
      navigate(destino, { replace: true });
    } catch (e) {
      captcha.recusado((e as { entries?: { field: string }[] }).entries);
      setErro((e as Error).message);
      setFocus('senha');
    }
  });

  const q = empresaDaUrl ? `?empresaId=${empresaDaUrl}` : '';
  return (
    <section className="ipe-external-card" aria-labelledby="externo-login-titulo">
      <h1 id="externo-login-titulo">{T.titulo}</h1>
      <p className="ipe-login-subtitle">{T.subtitulo}</p>
      <form className="ipe-form" onSubmit={submit} noValidate aria-labelledby="externo-login-titulo">
        <FieldShell id="externo-cpf" label={T.cpf} error={errors.cpf?.message}>
          <Controller
            name="cpf"
            control={control}
            render={({ field }) => <CpfInput id="externo-cpf" field={field} error={errors.cpf?.message} />}
          />
        </FieldShell>
        <FieldShell id="externo-senha" label={T.senha} error={errors.senha?.message}>
          <InputText
            {...fieldAria('externo-senha', errors.senha?.message, true)}
            type="password"
            autoComplete="current-password"
            invalid={!!errors.senha}
            {...register('senha')}
          />
        </FieldShell>
        {!empresaDaUrl && (
          <FieldShell id="externo-empresa" label={T.empresa} error={errors.empresaId?.message}>
            <Controller
              name="empresaId"
              control={control}
              render={({ field }) => {
                const { id, ...aria } = fieldAria('externo-empresa', errors.empresaId?.message, true);
                return (
                  <Dropdown
                    inputId={id}
                    {...aria}
                    value={field.value ? Number(field.value) : null}
                    options={empresas.data ?? []}
                    optionLabel="nome"
                    optionValue="id"
                    placeholder={T.selecione}
                    invalid={!!errors.empresaId}
                    onChange={(e) => field.onChange(String(e.value))}
                  />
                );
              }}
            />
          </FieldShell>
        )}
        {captcha.campo}
        {erro && (
          <p role="alert" className="ipe-login-error">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {erro}
          </p>
        )}
        <Button type="submit" label={T.entrar} icon="pi pi-sign-in" loading={isSubmitting} />
      </form>
      <p className="ipe-external-links">
        {/* Registering keeps the ad the visitor came from: it lands back on it (issue 24 §1). */}
        <Link
          to={`/externo/candidatos/new${q}${q && solicitacaoId ? `&solicitacaoId=${solicitacaoId}` : ''}`}
        >
          {T.cadastrar}
        </Link>
        <Link to={`/externo/recuperar-senha${q}`}>{T.esqueci}</Link>
      </p>
    </section>
  );
}
