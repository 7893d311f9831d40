/**
 * A faster `labels` and `control` for jsdom (the answers are the same, per the HTML standard).
 *
 * jsdom finds an element's labels by walking the whole document and, for each node on the way, asking
 * a label for its control, which walks the document again to find the `for` id: O(nodes²) per element.
 * `getByLabelText` asks it of every element of the container, and the accessible name of `getByRole`
 * asks it too, so on a big form (the candidate form, 14 tabs) a quarter of a test's CPU went there.
 * Here a label's `for` is looked up by id (jsdom keeps an id index) and the labels are the document's
 * `label` elements whose control is the element, in tree order, as the standard says.
 */
const LABELAVEIS = 'button, input, meter, output, progress, select, textarea';

function rotulavel(el: Element): boolean {
  if (el instanceof HTMLInputElement) return el.type !== 'hidden';
  return el.matches(LABELAVEIS);
}

function porId(raiz: Node, id: string): Element | null {
  if (raiz instanceof Document || raiz instanceof DocumentFragment) return raiz.getElementById(id);
  if (!(raiz instanceof Element)) return null;
  return raiz.id === id ? raiz : raiz.querySelector(`[id="${CSS.escape(id)}"]`);
}

function controle(rotulo: HTMLLabelElement): HTMLElement | null {
  if (rotulo.hasAttribute('for')) {
    const id = rotulo.getAttribute('for') ?? '';
    const alvo = id === '' ? null : porId(rotulo.getRootNode(), id);
    return alvo && rotulavel(alvo) ? (alvo as HTMLElement) : null;
  }
  for (const d of rotulo.querySelectorAll(LABELAVEIS)) if (rotulavel(d)) return d as HTMLElement;
  return null;
}

// An array stands for the NodeList: Testing Library reads `labels` with Array.from and length.
function rotulos(this: HTMLElement): HTMLLabelElement[] | null {
  if (!rotulavel(this)) return null;
  const raiz = this.getRootNode();
  const todos: HTMLLabelElement[] = [];
  if (raiz instanceof HTMLLabelElement) todos.push(raiz);
  if (raiz instanceof Document || raiz instanceof DocumentFragment || raiz instanceof Element)
    todos.push(...raiz.querySelectorAll('label'));
  return todos.filter((r) => controle(r) === this);
}

export function rotulosRapidos() {
  // Files that run in the node environment (no DOM) have nothing to speed up.
  if (typeof HTMLLabelElement === 'undefined') return;
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return controle(this);
    },
  });
  for (const tipo of [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
  ])
    Object.defineProperty(tipo.prototype, 'labels', { configurable: true, get: rotulos });
}
