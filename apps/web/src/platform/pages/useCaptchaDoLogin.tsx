import { MSG } from '@ipe/domain/messages';
import { useState } from 'react';
import { Captcha } from '../components/Captcha.tsx';
import { FieldShell } from '../components/FieldShell.tsx';

/** Written here: the label of the captcha field on the login pages. */
const ROTULO = 'Verificação';

/**
 * The captcha of both login pages. After a few failed logins of a CPF the server answers with an entry
 * `captcha` (the failing login, or 400 CAPTCHA_OBRIGATORIO): from then on the page shows the ALTCHA
 * widget and sends its payload with the login. A solution serves once: each refused login gets a new one.
 */
export function useCaptchaDoLogin(id: string) {
  const [visivel, setVisivel] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [chave, setChave] = useState(0);
  const [erro, setErro] = useState<string | undefined>();
  return {
    payload,
    /** False (and the field's message shown) while the captcha is shown and not solved. */
    pronto(): boolean {
      if (visivel && !payload) setErro(MSG.captchaNaoConfirmado);
      return !visivel || !!payload;
    },
    /** After a refused login: shows the captcha when asked for, and a new challenge if it was used. */
    recusado(entries: readonly { field: string }[] | undefined) {
      if (entries?.some((e) => e.field === 'captcha')) setVisivel(true);
      if (payload) {
        setPayload(null);
        setChave((k) => k + 1);
      }
    },
    campo: visivel ? (
      <FieldShell id={id} label={ROTULO} required error={erro}>
        <Captcha
          key={chave}
          id={id}
          invalid={!!erro}
          onChange={(p) => {
            setPayload(p);
            if (p) setErro(undefined);
          }}
        />
      </FieldShell>
    ) : null,
  };
}
