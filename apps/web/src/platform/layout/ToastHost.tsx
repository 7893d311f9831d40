import { Toast, type ToastMessage } from 'primereact/toast';
import { type ReactNode, useEffect, useRef } from 'react';
import { type Notice, notices } from '../api/notify.ts';

function detailOf(n: Notice): ReactNode {
  if (!n.lines?.length) return n.detail;
  return (
    <>
      {n.detail && <span>{n.detail}</span>}
      <ul className="ipe-toast-lines">
        {n.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * Shows the notices of the api store as toasts (spec 1 §2, §8): sticky and closable unless the notice
 * has a life; a notice with the id of one on screen replaces it; field entries listed under the message.
 * Notices are taken out of the store as they are shown.
 */
export function ToastHost() {
  const toast = useRef<Toast>(null);
  const shown = useRef(new Map<string, ToastMessage>());
  const pending = notices.useValue();

  useEffect(() => {
    if (!pending.length || !toast.current) return;
    for (const n of pending) {
      const old = shown.current.get(n.id);
      if (old) toast.current.remove(old);
      // `id` goes last: PrimeReact compares messages key by key from the end, so different ids stop the
      // comparison before it walks into the detail.
      const message: ToastMessage = {
        severity: n.severity,
        summary: n.summary,
        detail: detailOf(n),
        closable: true,
        sticky: !n.life,
        life: n.life,
        id: n.id,
      };
      shown.current.set(n.id, message);
      toast.current.show(message);
    }
    notices.set([]);
  }, [pending]);

  const forget = (message: ToastMessage) => {
    for (const [id, m] of shown.current) if (m === message) shown.current.delete(id);
  };
  return <Toast ref={toast} position="top-right" onRemove={forget} className="ipe-toast" />;
}
