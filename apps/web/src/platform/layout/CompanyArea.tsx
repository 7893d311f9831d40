import type { UserInfo } from '@ipe/domain';
import { Dropdown } from 'primereact/dropdown';
import { switchEmpresa } from '../session/session.ts';
import { Avatar } from './Avatar.tsx';

/** Written here: the spec shows the switch but names no label (read by screen readers only). */
const TROCAR_EMPRESA = 'Empresa';

/**
 * Company avatar (initials in the company colour) and name; a user with more than one company switches
 * it here (spec 1 §6: one company or fewer cannot change it).
 */
export function CompanyArea({ info }: { info: UserInfo }) {
  const { empresa, empresas } = info;
  return (
    <div className="ipe-company">
      <Avatar name={empresa.nome} color={empresa.corPrincipal} />
      {empresas.length > 1 ? (
        <>
          <label htmlFor="ipe-empresa-atual" className="ipe-sr-only">
            {TROCAR_EMPRESA}
          </label>
          <Dropdown
            inputId="ipe-empresa-atual"
            className="ipe-company-switch"
            value={empresa.id}
            options={empresas}
            optionLabel="nome"
            optionValue="id"
            onChange={(e) => {
              if (e.value !== empresa.id) void switchEmpresa(e.value);
            }}
          />
        </>
      ) : (
        <span className="ipe-company-name">{empresa.nome}</span>
      )}
    </div>
  );
}
