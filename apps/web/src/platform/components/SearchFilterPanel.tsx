import { MSG } from '@ipe/domain';
import { Button } from 'primereact/button';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import './components.css';

/** Button texts of the filter panel. Not in MSG: defined here. */
export const PESQUISAR = 'Pesquisar';
export const LIMPAR = 'Limpar';
/** Accessible name of the filter form. */
export const FILTRO = 'Filtro';

export interface SearchFilterPanelProps {
  /** The filter fields. */
  children: ReactNode;
  onSearch: () => void;
  /** Shows 'Limpar' when given. */
  onClear?: () => void;
  /** Starts open (default closed). */
  defaultOpen?: boolean;
}

/**
 * The collapsible search filter of list screens: 'Exibir Filtro' / 'Ocultar Filtro' toggles the fields,
 * 'Pesquisar' (or Enter in a field) runs onSearch, 'Limpar' runs onClear. The fields stay mounted while
 * hidden, so what was typed is kept.
 */
export function SearchFilterPanel({
  children,
  onSearch,
  onClear,
  defaultOpen = false,
}: SearchFilterPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = `${useId()}-filtro`;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // React bubbles submit through portals: keep it from reaching an enclosing form.
    e.stopPropagation();
    onSearch();
  };
  return (
    <section className="ipe-filter-panel">
      <Button
        type="button"
        icon={open ? 'pi pi-chevron-up' : 'pi pi-filter'}
        label={open ? MSG.ocultarFiltro : MSG.exibirFiltro}
        outlined
        size="small"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((o) => !o)}
      />
      <form id={contentId} hidden={!open} onSubmit={submit} noValidate aria-label={FILTRO}>
        {children}
        <div className="ipe-filter-actions">
          {onClear && <Button type="button" label={LIMPAR} icon="pi pi-eraser" outlined onClick={onClear} />}
          <Button type="submit" label={PESQUISAR} icon="pi pi-search" />
        </div>
      </form>
    </section>
  );
}
