import { MODULOS_EM_ORDEM, type MenuItem, searchMenu } from '@ipe/domain';
import { Link } from 'react-router';
import { Avatar } from '../../platform/layout/Avatar.tsx';
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle.ts';
import { useSession } from '../../platform/session/state.ts';

/** Written here: the start page's texts (message boxes and news come with their own issue). */
const T = {
  titulo: 'Início',
  boasVindas: (nome: string) => `Bem-vindo(a), ${nome}`,
  acessos: 'Seus módulos',
  semMenu: 'Seu perfil ainda não dá acesso a nenhuma tela. Fale com o responsável pelo cadastro de perfis.',
  mais: (n: number) => `e mais ${n}`,
};
const MAX_LINKS = 6;

/** Icons of the top-level groups: each module's manifest names its own; a group with its own icon keeps it. */
const ICONS: Record<string, string> = Object.fromEntries(MODULOS_EM_ORDEM.map((m) => [m.nome, m.icone]));

function GroupCard({ group }: { group: MenuItem }) {
  // Leaves of the group with their breadcrumb minus the group's own label.
  const leaves = searchMenu([group], '').map((h) => ({
    ...h,
    label: h.breadcrumb.split(' > ').slice(1).join(' › '),
  }));
  const shown = leaves.slice(0, MAX_LINKS);
  const titleId = `home-${group.label.replace(/\W+/g, '-')}`;
  return (
    <li className="ipe-home-card">
      <h3 id={titleId}>
        <i className={group.icon ?? ICONS[group.label] ?? 'pi pi-folder'} aria-hidden="true" /> {group.label}
      </h3>
      <ul aria-labelledby={titleId}>
        {shown.map((leaf) => (
          <li key={leaf.breadcrumb}>
            {leaf.spaUrl ? <Link to={leaf.spaUrl}>{leaf.label}</Link> : <a href={leaf.url}>{leaf.label}</a>}
          </li>
        ))}
      </ul>
      {leaves.length > MAX_LINKS && <p className="ipe-home-more">{T.mais(leaves.length - MAX_LINKS)}</p>}
    </li>
  );
}

/** Start page: welcome with the user and company, and a card per top-level menu group the user has. */
export default function HomePage() {
  useDocumentTitle(T.titulo);
  const { info } = useSession();
  if (!info) return null;
  const groups = info.menu.filter((g) => g.items?.length);
  return (
    <section className="ipe-page" aria-labelledby="home-titulo">
      <div className="ipe-home-welcome">
        <Avatar name={info.empresa.nome} color={info.empresa.corPrincipal} size="lg" />
        <div>
          <h1 id="home-titulo">{T.boasVindas(info.usuario.nome)}</h1>
          <p className="ipe-home-company">{info.empresa.nome}</p>
        </div>
      </div>
      <h2>{T.acessos}</h2>
      {groups.length ? (
        <ul className="ipe-home-grid">
          {groups.map((g) => (
            <GroupCard key={g.label} group={g} />
          ))}
        </ul>
      ) : (
        <p className="ipe-note">{T.semMenu}</p>
      )}
    </section>
  );
}
