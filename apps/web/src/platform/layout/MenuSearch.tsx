import { normalizeSearch } from '@ipe/domain/format';
import { MSG } from '@ipe/domain/messages';
import { type MenuItem, type MenuSearchHit, searchMenu } from '@ipe/domain/menuBusca';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { openMenuTarget } from './menuNavigation.ts';

/** Written here: the spec names no text for an empty search. */
const NENHUM_ITEM = 'Nenhum item de menu encontrado.';
const MAX_HITS = 15;

/** Splits a breadcrumb so the part matching the query (accents and case ignored) can be emphasised. */
function highlight(text: string, query: string) {
  const q = normalizeSearch(query);
  const i = q ? normalizeSearch(text).indexOf(q) : -1;
  // NFD normalisation keeps one base letter per character for Portuguese text, so indexes line up.
  if (i < 0 || normalizeSearch(text).length !== text.length) return text;
  return (
    <>
      {text.slice(0, i)}
      <mark>{text.slice(i, i + q.length)}</mark>
      {text.slice(i + q.length)}
    </>
  );
}

/**
 * Header search over the user's menu (spec 1 §2, spec 3 §2): matches breadcrumbs ignoring accents and
 * case, lists them as 'Geral > Cadastros > Bairros'; Enter or click opens the entry. ARIA combobox with a
 * listbox popup; arrows move, Escape closes.
 */
export function MenuSearch({ menu }: { menu: readonly MenuItem[] }) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-lista`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const hits = useMemo(
    () => (normalizeSearch(query) ? searchMenu(menu, query).slice(0, MAX_HITS) : []),
    [menu, query],
  );
  const searching = open && normalizeSearch(query) !== '';
  const expanded = searching && hits.length > 0;

  const choose = (hit: MenuSearchHit | undefined) => {
    if (!hit) return;
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
    openMenuTarget(hit, navigate);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!hits.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      if (!expanded) return;
      e.preventDefault();
      choose(hits[active] ?? hits[0]);
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <search className="ipe-menu-search">
      <span className="ipe-menu-search-field">
        <i className="pi pi-search" aria-hidden="true" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={MSG.pesquisarMenu}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${id}-${active}` : undefined}
          placeholder={MSG.pesquisarMenu}
          autoComplete="off"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label={MSG.pesquisarMenu}
        className="ipe-menu-search-list"
        hidden={!expanded}
      >
        {hits.map((hit, i) => (
          // Combobox pattern: focus stays in the input (aria-activedescendant), which handles the keys.
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's onKeyDown handles Enter and the arrows.
          <div
            key={hit.breadcrumb}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'ipe-active' : undefined}
            // mousedown keeps the focus in the input so blur does not close the list before the click.
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(hit)}
          >
            {highlight(hit.breadcrumb, query)}
          </div>
        ))}
      </div>
      <div role="status" className="ipe-menu-search-status">
        {searching && !hits.length && (
          <p className="ipe-menu-search-list ipe-menu-search-empty">{NENHUM_ITEM}</p>
        )}
      </div>
    </search>
  );
}
