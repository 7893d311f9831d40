import type { UserInfo } from '@ipe/domain';
import { MSG } from '@ipe/domain/messages';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../session/session.ts';
import { hasAuthority } from '../session/state.ts';
import { Avatar } from './Avatar.tsx';

// Loaded when first opened: the first screen does without it (docs/architecture.md, 'Page weight').
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** Background of the user's initials (the photo stand-in), apart from the company colour. */
const FOTO_COR = '#1f2933';

/** Route of 'Atualizar Meus Dados'. */
export const MEUS_DADOS_PATH = '/geral/meus-dados';

/**
 * The user's photo (initials) and name opening the popup menu of spec 1 §2 / spec 3 §6: 'Atualizar Meus
 * Dados' with ROLE_CAD_INFO_PESSOAL, 'Alterar Minha Senha' unless a provider-side user, and 'Sair'.
 */
export function UserMenu({ info }: { info: UserInfo }) {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [senhaOpen, setSenhaOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its closing animation.
  const [senhaUsada, setSenhaUsada] = useState(false);
  const abrirSenha = () => {
    setSenhaUsada(true);
    setSenhaOpen(true);
  };

  const items: MenuItem[] = [
    ...(hasAuthority(info, 'ROLE_CAD_INFO_PESSOAL')
      ? [{ label: MSG.atualizarMeusDados, icon: 'pi pi-user-edit', command: () => navigate(MEUS_DADOS_PATH) }]
      : []),
    ...(info.usuarioFortes ? [] : [{ label: MSG.alterarMinhaSenha, icon: 'pi pi-key', command: abrirSenha }]),
    { separator: true },
    { label: MSG.sair, icon: 'pi pi-sign-out', command: logout },
  ];

  return (
    <>
      <button
        type="button"
        className="ipe-user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="ipe-menu-usuario"
        onClick={(e) => menu.current?.toggle(e)}
      >
        <Avatar name={info.usuario.nome} color={FOTO_COR} />
        <span className="ipe-user-name">{info.usuario.nome}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu
        ref={menu}
        id="ipe-menu-usuario"
        className="ipe-user-menu"
        model={items}
        popup
        popupAlignment="right"
        aria-label={info.usuario.nome}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
      />
      {(senhaOpen || senhaUsada) && (
        <Suspense fallback={null}>
          <ChangePasswordDialog visible={senhaOpen} onHide={() => setSenhaOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
