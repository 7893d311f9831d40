import { MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { VOLTAR_INICIO } from './NotFoundPage.tsx';

/** Spec 1 §2: 'Acesso Negado', shown in place of a page whose authority the session lacks. */
export default function ForbiddenPage() {
  useDocumentTitle(MSG.acessoNegado);
  const navigate = useNavigate();
  return (
    <section className="ipe-error-page" aria-labelledby="ipe-erro-titulo">
      <i className="pi pi-lock ipe-error-icon" aria-hidden="true" />
      <h1 id="ipe-erro-titulo">{MSG.acessoNegado}</h1>
      <p>{MSG.acessoNegadoDetalhe}</p>
      <div className="ipe-error-actions">
        <Button label={VOLTAR_INICIO} icon="pi pi-home" onClick={() => navigate('/')} />
      </div>
    </section>
  );
}
