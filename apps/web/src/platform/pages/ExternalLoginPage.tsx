import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** Written here: texts of the placeholder candidate login (the candidate area comes in a later version). */
const T = {
  titulo: 'Área do Candidato',
  aviso:
    'A Área do Candidato estará disponível em uma versão futura do Ipê RH. Por enquanto não é possível entrar.',
  cpf: 'CPF',
  senha: 'Senha',
  entrar: 'Entrar',
};

/** /externo/login placeholder: the form is shown, disabled, with no behaviour behind it. */
export default function ExternalLoginPage() {
  useDocumentTitle(T.titulo);
  return (
    <section className="ipe-external-card" aria-labelledby="externo-login-titulo">
      <h1 id="externo-login-titulo">{T.titulo}</h1>
      <p id="externo-login-aviso" className="ipe-external-notice">
        <i className="pi pi-info-circle" aria-hidden="true" /> {T.aviso}
      </p>
      <form className="ipe-form" aria-describedby="externo-login-aviso" onSubmit={(e) => e.preventDefault()}>
        <div className="ipe-field">
          <label htmlFor="externo-cpf">{T.cpf}</label>
          <InputText id="externo-cpf" inputMode="numeric" autoComplete="username" disabled />
        </div>
        <div className="ipe-field">
          <label htmlFor="externo-senha">{T.senha}</label>
          <InputText id="externo-senha" type="password" autoComplete="current-password" disabled />
        </div>
        <Button type="submit" label={T.entrar} icon="pi pi-sign-in" disabled />
      </form>
    </section>
  );
}
