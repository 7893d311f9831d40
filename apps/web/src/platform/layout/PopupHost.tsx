import { MSG } from '@ipe/domain/messages';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { type Notice, popup } from '../api/notify.ts';

const ICONS: Record<Notice['severity'], string> = {
  success: 'pi pi-check-circle',
  info: 'pi pi-info-circle',
  warn: 'pi pi-exclamation-triangle',
  error: 'pi pi-times-circle',
};

/** Popup-mode notices (spec 1 §8): one dialog at a time, header from the summary, OK closes. */
export function PopupHost() {
  const current = popup.useValue();
  // Keeps the last notice while the dialog fades out.
  const [shown, setShown] = useState<Notice | null>(current);
  useEffect(() => {
    if (current) setShown(current);
  }, [current]);
  const close = () => popup.set(null);
  return (
    <Dialog
      header={shown?.summary ?? ''}
      visible={current !== null}
      onHide={close}
      style={{ width: '768px', maxWidth: '95vw' }}
      footer={<Button label={MSG.ok} onClick={close} autoFocus />}
      className={`ipe-popup ipe-popup-${shown?.severity ?? 'info'}`}
    >
      {shown && (
        <div className="ipe-popup-body">
          <i className={ICONS[shown.severity]} aria-hidden="true" />
          <div>
            {shown.detail && <p>{shown.detail}</p>}
            {!!shown.lines?.length && (
              <ul>
                {shown.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
