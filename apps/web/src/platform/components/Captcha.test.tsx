import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Captcha, CAPTCHA_DESAFIO_URL } from './Captcha.tsx';
import { renderPt } from './test-utils.tsx';

// The real widget needs Web Crypto workers jsdom lacks: the modules are stubbed, the element stays a
// plain unknown element, and the test plays the widget's 'statechange' events.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/pt-br', () => ({}));

const estado = (el: Element, state: string, payload?: string) =>
  el.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));

describe('Captcha', () => {
  it('loads the widget in pt-BR pointed at the challenge route and reports the payload once verified', async () => {
    const onChange = vi.fn();
    const { container } = renderPt(<Captcha onChange={onChange} />);
    const widget = await waitFor(() => {
      const w = container.querySelector('altcha-widget');
      expect(w).not.toBeNull();
      return w as Element;
    });
    expect(widget.getAttribute('challenge')).toBe(CAPTCHA_DESAFIO_URL);
    expect(widget.getAttribute('language')).toBe('pt-br');
    estado(widget, 'verifying');
    expect(onChange).toHaveBeenLastCalledWith(null);
    estado(widget, 'verified', 'cGF5bG9hZA==');
    expect(onChange).toHaveBeenLastCalledWith('cGF5bG9hZA==');
    estado(widget, 'expired');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('removes the widget when unmounted', async () => {
    const { container, unmount } = renderPt(<Captcha onChange={vi.fn()} invalid />);
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    expect(container.querySelector('.ipe-captcha-invalid')).not.toBeNull();
    const widget = container.querySelector('altcha-widget') as Element;
    unmount();
    expect(widget.isConnected).toBe(false);
  });
});
