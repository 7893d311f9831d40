import { MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { useSession } from '../session/state.ts';

/** Contact address when the session has none (system parameter emailSuporte). */
export const EMAIL_SUPORTE_PADRAO = 'suporte@iperh.com.br';
/** Written here: the brief's text for the button back to the start page. */
export const VOLTAR_INICIO = 'Voltar para o início';
/** Start path of the candidate area. */
export const EXTERNO_INICIO = '/externo/anuncios';

/** The contact sentence with the address as a mail link. */
function Contact({ email }: { email: string }) {
  const [before, after] = MSG.erro404Contato(email).split(email);
  return (
    <p>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  );
}

/** Spec 1 §2: 404 page; the external variant returns to the candidate area's start path. */
export default function NotFoundPage({ external = false }: { external?: boolean }) {
  useDocumentTitle(MSG.paginaNaoEncontrada, true);
  const navigate = useNavigate();
  const { info } = useSession();
  const email = info?.parametrosDoSistema.emailSuporte || EMAIL_SUPORTE_PADRAO;
  return (
    <section className="ipe-error-page" aria-labelledby="ipe-erro-titulo">
      <p className="ipe-error-code" aria-hidden="true">
        404
      </p>
      <h1 id="ipe-erro-titulo">{MSG.erro404}</h1>
      <p>{MSG.erro404Dica}</p>
      <Contact email={email} />
      <div className="ipe-error-actions">
        <Button
          label={VOLTAR_INICIO}
          icon="pi pi-home"
          onClick={() => navigate(external ? EXTERNO_INICIO : '/')}
        />
      </div>
    </section>
  );
}
