import { Avatar } from '../../platform/layout/Avatar.tsx';
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle.ts';
import { useSession } from '../../platform/session/state.ts';
import { FaixaPendencias } from './FaixaPendencias.tsx';
import { Recentes } from './Recentes.tsx';
import CaixasMensagens from './mensagens/CaixasMensagens.tsx';
import './home.css';

/** Written here: the start page's texts. */
const T = {
  titulo: 'Início',
  boasVindas: (nome: string) => `Bem-vindo(a), ${nome}`,
};

/**
 * Start page (spec 3 §2 Home page, issue 19): welcome; the strip of the user's own pending work; 'Pesquisar
 * Menu' with 'Recentes' beside it; below, the message boxes. Each block loads on its own (no overlay).
 */
export default function HomePage() {
  useDocumentTitle(T.titulo);
  const { info } = useSession();
  if (!info) return null;
  return (
    <section className="ipe-page ipe-home" aria-labelledby="home-titulo">
      <div className="ipe-home-welcome">
        <Avatar name={info.empresa.nome} color={info.empresa.corPrincipal} size="lg" />
        <div>
          <h1 id="home-titulo">{T.boasVindas(info.usuario.nome)}</h1>
          <p className="ipe-home-company">{info.empresa.nome}</p>
        </div>
      </div>
      <FaixaPendencias />
      <Recentes />
      {/* The message boxes (q19-caixas' component) go on the next line. */}
      <CaixasMensagens />
    </section>
  );
}
