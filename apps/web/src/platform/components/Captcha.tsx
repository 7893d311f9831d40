import { useEffect, useRef, useState } from 'react';
import './Captcha.css';

/** Where the widget fetches its challenge (platform/captcha on the server, public). */
export const CAPTCHA_DESAFIO_URL = '/api/captcha/desafio';
/** Written here: shown when the widget's script cannot be loaded. */
export const MSG_CAPTCHA_INDISPONIVEL = 'Não foi possível carregar a verificação. Recarregue a página.';

// The widget (~35 kB gzipped) is only loaded by the screens that show it, never with the login bundle.
let carregando: Promise<unknown> | null = null;
function carregarWidget() {
  carregando ??= import('altcha').then(() => import('altcha/i18n/pt-br'));
  carregando.catch(() => {
    carregando = null;
  });
  return carregando;
}

interface EstadoWidget {
  state: string;
  payload?: string | null;
}

export interface CaptchaProps {
  /** The payload to send to the server once verified; null while unverified, expired or after an error. */
  onChange: (payload: string | null) => void;
  /** Id of the hidden input holding the payload (a FieldShell label or error can point at it). */
  id?: string;
  /** Marks the widget invalid (the form's 'Confirme que você não é um robô' error). */
  invalid?: boolean;
}

/**
 * 'Eu não sou um robô': the self-hosted ALTCHA proof-of-work widget in pt-BR. Ticking it solves a
 * challenge from the server in web workers (well under a second) and hands over the payload; the server
 * checks it with verificarCaptcha. Works offline: nothing is asked of third parties.
 */
export function Captcha({ onChange, id = 'captcha', invalid }: CaptchaProps) {
  const host = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [erro, setErro] = useState(false);

  useEffect(() => {
    let cancelado = false;
    let widget: HTMLElement | null = null;
    const aoMudar = (ev: Event) => {
      const { state, payload } = (ev as CustomEvent<EstadoWidget>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    carregarWidget()
      .then(() => {
        if (cancelado || !host.current) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', CAPTCHA_DESAFIO_URL);
        widget.setAttribute('language', 'pt-br');
        widget.setAttribute('name', id);
        widget.setAttribute('configuration', JSON.stringify({ hideLogo: false, hideFooter: false }));
        widget.addEventListener('statechange', aoMudar);
        host.current.appendChild(widget);
      })
      .catch(() => !cancelado && setErro(true));
    return () => {
      cancelado = true;
      widget?.removeEventListener('statechange', aoMudar);
      widget?.remove();
    };
  }, [id]);

  return (
    <div className={`ipe-captcha${invalid ? ' ipe-captcha-invalid' : ''}`} ref={host} data-testid="captcha">
      {erro && <small className="p-error">{MSG_CAPTCHA_INDISPONIVEL}</small>}
    </div>
  );
}
