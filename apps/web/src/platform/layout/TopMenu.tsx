import type { MenuItem, UserInfo } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Menubar } from 'primereact/menubar';
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { type MouseEvent as ReactMouseEvent, useMemo, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { IpeFlower } from './Logo.tsx';
import { PRODUCT_NAME } from './useDocumentTitle.ts';

/** Written here: the spec shows a version link but no texts for it. */
const SOBRE = `Sobre o ${PRODUCT_NAME}`;
const versaoLabel = (v: string) => `Versão ${v}`;

/** Id of the Menubar; item ids follow PrimeReact's `${menuId}_${path}` keys (see toMenubarModel). */
const MENU_ID = 'ipe-menu';

/**
 * Session menu → Menubar model. App routes are real links (open in a new tab with the middle button) that
 * the router follows on a plain click; legacy pages load normally; outside sites open in a new tab.
 * Each item gets the id PrimeReact's aria-activedescendant points at (it only writes a data-id itself).
 */
export function toMenubarModel(
  items: readonly MenuItem[],
  navigate: NavigateFunction,
  path = '',
): PrimeMenuItem[] {
  return items.map((it, i) => {
    const key = path ? `${path}_${i}` : String(i);
    const node: PrimeMenuItem = { id: `${MENU_ID}_${key}`, label: it.label, icon: it.icon };
    if (it.items?.length) node.items = toMenubarModel(it.items, navigate, key);
    else if (it.spaUrl) {
      const to = it.spaUrl;
      node.url = to;
      node.command = (e) => {
        const ev = e.originalEvent as ReactMouseEvent;
        if (ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
        e.originalEvent.preventDefault();
        navigate(to);
      };
    } else if (it.url) node.url = it.url;
    else if (it.externalUrl) {
      node.url = it.externalUrl;
      node.target = '_blank';
    }
    return node;
  });
}

/** Top menu with nested items and the version link at its end (spec 1 §2); mobile button below 1200 px. */
export function TopMenu({ info }: { info: UserInfo }) {
  const navigate = useNavigate();
  const [sobre, setSobre] = useState(false);
  const model = useMemo(() => toMenubarModel(info.menu, navigate), [info.menu, navigate]);
  const versao = info.parametrosDoSistema.versao;
  return (
    <nav className="ipe-topmenu" aria-label="Menu principal">
      <Menubar
        id={MENU_ID}
        model={model}
        end={
          <button type="button" className="ipe-version-link" onClick={() => setSobre(true)} title={SOBRE}>
            v{versao}
            <span className="ipe-sr-only"> - {SOBRE}</span>
          </button>
        }
      />
      <Dialog
        header={SOBRE}
        visible={sobre}
        onHide={() => setSobre(false)}
        style={{ width: '26rem', maxWidth: '95vw' }}
        footer={<Button label="OK" onClick={() => setSobre(false)} autoFocus />}
      >
        <div className="ipe-about">
          <IpeFlower size={56} />
          <div>
            <p className="ipe-about-name">{PRODUCT_NAME}</p>
            <p>{versaoLabel(versao)}</p>
            <p>
              Suporte:{' '}
              <a href={`mailto:${info.parametrosDoSistema.emailSuporte}`}>
                {info.parametrosDoSistema.emailSuporte}
              </a>
            </p>
          </div>
        </div>
      </Dialog>
    </nav>
  );
}
