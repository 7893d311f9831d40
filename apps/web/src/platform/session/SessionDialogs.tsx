import { MSG } from '@ipe/domain/messages';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { browser } from './browser.ts';
import { logout } from './session.ts';
import { sessionState, useSession } from './state.ts';
import { watchEmpresaInOtherTabs } from './tabSync.ts';
import { markWrongUserChecked, shouldAskWrongUser } from './wrongUser.ts';

const DIALOG_STYLE = { width: '32rem', maxWidth: '95vw' };

/**
 * The session's global dialogs (spec 1 §4, §8; spec 3 §4), mounted once by the internal layout:
 * - 'Sua sessão expirou.' whenever a 401 marks the session expired; cancelling resets the flag, so the
 *   next 401 opens it again;
 * - 'Atenção! A empresa foi alterada em outra aba' when a mutation was rejected for the company or another
 *   tab switched it (noticed at once through the storage event);
 * - the wrong-user question when the app was opened from outside (once per browser session).
 */
export function SessionDialogs() {
  const { expired, empresaAlterada, info } = useSession();
  const [askUser, setAskUser] = useState(false);

  useEffect(() => watchEmpresaInOtherTabs(), []);
  useEffect(() => {
    if (!shouldAskWrongUser()) return;
    markWrongUserChecked();
    setAskUser(true);
  }, []);

  const keepPage = () => sessionState.set((s) => ({ ...s, expired: false }));
  const keepTab = () => sessionState.set((s) => ({ ...s, empresaAlterada: false }));

  return (
    <>
      <Dialog
        header={MSG.dialogoCabecalhoPadrao}
        visible={expired}
        onHide={keepPage}
        style={DIALOG_STYLE}
        footer={
          <>
            <Button label={MSG.cancelar} severity="secondary" outlined onClick={keepPage} />
            <Button label={MSG.ok} onClick={logout} autoFocus />
          </>
        }
      >
        <p className="ipe-dialog-text">
          <i className="pi pi-clock" aria-hidden="true" /> {MSG.sessaoExpirouDialogo}
        </p>
      </Dialog>
      <Dialog
        header={MSG.empresaAlteradaOutraAba}
        visible={empresaAlterada && !expired}
        onHide={keepTab}
        style={DIALOG_STYLE}
        footer={
          <>
            <Button label={MSG.manter} severity="secondary" outlined onClick={keepTab} />
            <Button label={MSG.descartar} onClick={() => browser.reload()} autoFocus />
          </>
        }
      >
        <p className="ipe-dialog-text">{MSG.empresaAlteradaOutraAbaDetalhe}</p>
      </Dialog>
      <Dialog
        header={MSG.dialogoCabecalhoPadrao}
        visible={askUser && !!info && !expired}
        onHide={() => setAskUser(false)}
        style={DIALOG_STYLE}
        footer={
          <>
            <Button label={MSG.logout} severity="secondary" outlined onClick={logout} />
            <Button label={MSG.continuar} onClick={() => setAskUser(false)} autoFocus />
          </>
        }
      >
        <p className="ipe-dialog-text">{info ? MSG.wrongUser(info.usuario.nome) : ''}</p>
      </Dialog>
    </>
  );
}
