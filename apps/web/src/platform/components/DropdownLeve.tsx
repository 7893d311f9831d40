// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive lint/a11y/useSemanticElements: PrimeReact Dropdown's markup (the listbox's options are reached through the input's aria-activedescendant; the trigger is hidden from assistive technology).
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { RefCallBack } from 'react-hook-form';
import type { FieldAria } from './FieldShell.tsx';
import { IconeAbaixo, IconeAcima, IconeBusca, IconeCarregando } from './icones.tsx';
// Its rules (the theme's, copied): the header's company switch uses it too, where PrimeReact's theme has no
// rule for the panel this component positions itself.
import '../pages/entrada.css';

/** PrimeReact's pt-BR texts (platform/layout/locale.ts) and the filter's name (main.tsx's pass-through). */
const T = { lista: 'Lista de opções', vazio: 'Nenhum registro encontrado.', filtro: 'Filtrar opções' };

export interface Opcao {
  id: number;
  nome: string;
}

interface Props extends Partial<Omit<FieldAria, 'id'>> {
  inputId: string;
  /** Class of the root, beside PrimeReact's. */
  className?: string;
  inputRef?: RefCallBack;
  value: number | null;
  options: readonly Opcao[];
  placeholder?: string;
  /** A filter box above the options. */
  filter?: boolean;
  /** The options are still loading: a spinner instead of the arrow. */
  loading?: boolean;
  invalid?: boolean;
  onChange: (id: number) => void;
  onBlur?: () => void;
}

/** Lower case without accents, as PrimeReact's 'contains' filter compares. */
const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();

/**
 * A list of companies without PrimeReact, for the login and the header's company switch (docs/architecture.md,
 * 'Page weight': the login page loads no PrimeReact, the first screen no PrimeReact Dropdown): its
 * markup, classes and keyboard (Alt+↓ opens, ↑/↓/Home/End move, Enter/Space/Tab choose, Escape closes,
 * letters jump to a name, a click outside closes), so the theme's look (copied in pages/entrada.css for the login) and
 * the tests that drive it stay the same. The focus stays on the readonly input that carries the label; the option under
 * the keyboard is its aria-activedescendant. The panel opens below the box (above it when there is no room).
 */
export function DropdownLeve(props: Props) {
  const {
    inputId,
    value,
    options,
    placeholder = '',
    filter = false,
    loading = false,
    invalid = false,
  } = props;
  const [aberto, setAberto] = useState(false);
  const [foco, setFoco] = useState(false);
  const [ativo, setAtivo] = useState(-1);
  const [busca, setBusca] = useState('');
  const [acima, setAcima] = useState(false);
  const raiz = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const filtroRef = useRef<HTMLInputElement>(null);
  const letras = useRef({ texto: '', timer: 0 });

  const escolhida = options.find((o) => o.id === value) ?? null;
  const visiveis = filter && busca ? options.filter((o) => normal(o.nome).includes(normal(busca))) : options;
  const listaId = `${inputId}_list`;
  const itemId = (i: number) => `${inputId}_item_${i}`;

  const abrir = () => {
    if (aberto) return;
    const r = raiz.current?.getBoundingClientRect();
    const altura = Math.min(200, options.length * 48) + 24 + (filter ? 64 : 0);
    setAcima(!!r && r.bottom + altura > window.innerHeight && r.top > altura);
    setAtivo(escolhida ? options.indexOf(escolhida) : -1);
    setAberto(true);
  };
  const fechar = () => {
    setAberto(false);
    setAtivo(-1);
    setBusca('');
  };
  const escolher = (o: Opcao | undefined) => {
    if (o) props.onChange(o.id);
    fechar();
    input.current?.focus();
  };

  // A click outside closes; the filter takes the focus when the panel opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fechar only calls state setters.
  useEffect(() => {
    if (!aberto) return;
    filtroRef.current?.focus();
    const fora = (e: MouseEvent) => {
      if (!raiz.current?.contains(e.target as Node)) fechar();
    };
    document.addEventListener('mousedown', fora);
    return () => document.removeEventListener('mousedown', fora);
  }, [aberto]);

  useEffect(() => {
    if (ativo >= 0) document.getElementById(itemId(ativo))?.scrollIntoView?.({ block: 'nearest' });
  });

  const mover = (i: number) => setAtivo(Math.max(0, Math.min(visiveis.length - 1, i)));
  const primeiroFocado = () => (escolhida ? visiveis.indexOf(escolhida) : -1);

  const teclas = (e: KeyboardEvent, doFiltro: boolean) => {
    switch (e.key) {
      case 'ArrowDown':
        if (!aberto) abrir();
        else mover(ativo !== -1 ? ativo + 1 : Math.max(0, primeiroFocado()));
        e.preventDefault();
        return;
      case 'ArrowUp':
        if (e.altKey && !doFiltro) {
          if (ativo !== -1) escolher(visiveis[ativo]);
          else fechar();
        } else {
          mover(ativo !== -1 ? ativo - 1 : primeiroFocado() >= 0 ? primeiroFocado() : visiveis.length - 1);
          abrir();
        }
        e.preventDefault();
        return;
      case 'Home':
      case 'End':
        if (doFiltro) return;
        mover(e.key === 'Home' ? 0 : visiveis.length - 1);
        abrir();
        e.preventDefault();
        return;
      case ' ':
        if (doFiltro) return;
        e.preventDefault();
        if (!aberto) abrir();
        else if (ativo !== -1) escolher(visiveis[ativo]);
        return;
      case 'Enter':
        e.preventDefault();
        if (!aberto) abrir();
        else if (ativo !== -1) escolher(visiveis[ativo]);
        return;
      case 'Escape':
        if (aberto) fechar();
        if (doFiltro) input.current?.focus();
        e.preventDefault();
        return;
      case 'Tab':
        if (aberto && ativo !== -1) props.onChange(visiveis[ativo].id);
        fechar();
        return;
      default:
        // Letters jump to the next name that starts with what was typed (half a second to type more).
        if (doFiltro || e.key.length !== 1 || e.metaKey || e.ctrlKey || e.altKey) return;
        abrir();
        window.clearTimeout(letras.current.timer);
        letras.current.texto += e.key.toLocaleLowerCase();
        letras.current.timer = window.setTimeout(() => {
          letras.current.texto = '';
        }, 500);
        {
          const t = letras.current.texto;
          const ordem = [...visiveis.slice(Math.max(ativo, 0)), ...visiveis.slice(0, Math.max(ativo, 0))];
          const achou = ordem.find((o) => o.nome.toLocaleLowerCase().startsWith(t));
          if (achou) setAtivo(visiveis.indexOf(achou));
        }
    }
  };

  const raizClasse = [
    'p-dropdown p-component p-inputwrapper',
    props.className,
    escolhida && 'p-inputwrapper-filled',
    foco && 'p-focus',
    (foco || aberto) && 'p-inputwrapper-focus',
    invalid && 'p-invalid',
  ]
    .filter(Boolean)
    .join(' ');
  const Seta = loading ? IconeCarregando : aberto ? IconeAcima : IconeAbaixo;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the keyboard is on the input inside (PrimeReact's Dropdown does the same).
    <div
      ref={raiz}
      className={raizClasse}
      data-p-focus={foco}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('.p-dropdown-panel')) return;
        if (aberto) fechar();
        else abrir();
        input.current?.focus();
      }}
      onBlur={(e) => {
        if (!raiz.current?.contains(e.relatedTarget as Node | null)) fechar();
      }}
    >
      <div className="p-hidden-accessible">
        <input
          ref={(el) => {
            input.current = el;
            props.inputRef?.(el);
          }}
          id={inputId}
          type="text"
          readOnly
          aria-haspopup="listbox"
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          aria-required={props['aria-required']}
          aria-controls={aberto ? listaId : undefined}
          aria-activedescendant={aberto && ativo !== -1 ? itemId(ativo) : undefined}
          tabIndex={0}
          value={escolhida?.nome ?? ''}
          onFocus={() => setFoco(true)}
          onBlur={() => {
            setFoco(false);
            props.onBlur?.();
          }}
          onKeyDown={(e) => teclas(e, false)}
        />
      </div>
      <span
        className={escolhida ? 'p-dropdown-label p-inputtext' : 'p-dropdown-label p-inputtext p-placeholder'}
      >
        {escolhida?.nome ?? placeholder}
      </span>
      <div
        className="p-dropdown-trigger"
        role="button"
        aria-haspopup="listbox"
        aria-expanded={aberto}
        aria-label={placeholder}
        aria-hidden="true"
      >
        <Seta
          className={
            loading
              ? 'p-icon-spin p-dropdown-trigger-icon p-clickable'
              : 'p-dropdown-trigger-icon p-clickable'
          }
        />
      </div>
      {aberto && (
        // biome-ignore lint/a11y/noStaticElementInteractions: keeps the focus on the input while an option is clicked.
        <div
          className={`p-dropdown-panel p-component ipe-entrada-painel${acima ? ' ipe-entrada-painel-acima' : ''}`}
          onMouseDown={(e) => {
            if (e.target !== filtroRef.current) e.preventDefault();
          }}
        >
          {filter && (
            <div className="p-dropdown-header">
              <div className="p-dropdown-filter-container">
                <input
                  ref={filtroRef}
                  type="text"
                  autoComplete="off"
                  className="p-dropdown-filter p-inputtext p-component"
                  aria-label={T.filtro}
                  value={busca}
                  onChange={(e) => {
                    setBusca(e.target.value);
                    setAtivo(-1);
                  }}
                  onKeyDown={(e) => teclas(e, true)}
                />
                <IconeBusca className="p-dropdown-filter-icon" />
              </div>
            </div>
          )}
          <div className="p-dropdown-items-wrapper" style={{ maxHeight: 200 }}>
            <ul id={listaId} className="p-dropdown-items" role="listbox" aria-label={T.lista}>
              {visiveis.map((o, i) => {
                const selecionada = o.id === value;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is on the input (aria-activedescendant).
                  <li
                    key={o.id}
                    id={itemId(i)}
                    role="option"
                    className={`p-dropdown-item${selecionada ? ' p-highlight' : ''}${i === ativo ? ' p-focus' : ''}`}
                    aria-setsize={visiveis.length}
                    aria-posinset={i + 1}
                    aria-label={o.nome}
                    aria-selected={selecionada}
                    onMouseMove={() => ativo !== i && setAtivo(i)}
                    onClick={() => escolher(o)}
                  >
                    <span className="p-dropdown-item-label">{o.nome}</span>
                  </li>
                );
              })}
              {!visiveis.length && (
                <li className="p-dropdown-empty-message" role="option" aria-selected={false}>
                  {T.vazio}
                </li>
              )}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
