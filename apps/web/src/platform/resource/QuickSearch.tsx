import { InputText } from 'primereact/inputtext';
import { T } from './texts.ts';
import './resource.css';

/**
 * The quick-search box above a list (the generic list's and the special screens'): the field users search
 * most, outside the collapsed filter panel; Enter applies it.
 */
export function QuickSearch({
  id = 'pesquisa',
  label = T.pesquisar,
  value,
  onChange,
  onSubmit,
}: {
  id?: string;
  /** Accessible name and placeholder (the field's label on a special screen, 'Pesquisar' by default). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  return (
    <search className="ipe-list-search">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <span className="p-input-icon-left">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText
            id={id}
            type="search"
            aria-label={label}
            placeholder={label}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </span>
      </form>
    </search>
  );
}
