import { ConfirmHost } from '../components/confirm.tsx';
import { PopupHost } from './PopupHost.tsx';
import { Tema } from './Tema.tsx';
import { ToastHost } from './ToastHost.tsx';

/** The toast, popup and confirmation hosts (PrimeReact): loaded by App.tsx's HostsSobDemanda. */
export default function Hosts() {
  return (
    <Tema>
      <ToastHost />
      <PopupHost />
      <ConfirmHost />
    </Tema>
  );
}
