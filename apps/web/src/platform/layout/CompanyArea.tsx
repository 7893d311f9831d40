// Contracts by type only (chamarRota): the first internal screen loads no zod (pesoDaPrimeiraTela.test.ts).
import type { UserInfo } from '@ipe/domain';
import type { configuracaoDaEmpresaDaSessao } from '@ipe/domain/resources/utilitario/organizacao/contratosEmpresas';
import { useQuery } from '@tanstack/react-query';
import { chamarRota } from '../api/chamar.ts';
import { DropdownLeve } from '../components/DropdownLeve.tsx';
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
  // The company configuration (utilities: /utilitario/empresas/configuracao) carries its logo.
  const { data: cfg, dataUpdatedAt } = useQuery({
    queryKey: ['/utilitario/empresas', 'configuracao'],
    staleTime: 60_000,
    queryFn: () =>
      chamarRota<typeof configuracaoDaEmpresaDaSessao>(
        'GET /api/utilitario/empresas/configuracao',
        undefined,
        {
          errors: 'silent',
          loading: 'none',
        },
      ),
  });
  return (
    <div className="ipe-company">
      {cfg?.logoUrl ? (
        <img
          className="ipe-company-logo"
          // A new fetch of the configuration (after an upload) reloads the image.
          src={`${cfg.logoUrl}?v=${dataUpdatedAt}`}
          alt=""
          style={{ height: '2.25rem', maxWidth: '7rem', objectFit: 'contain' }}
        />
      ) : (
        <Avatar name={empresa.nome} color={cfg?.corPrincipal ?? empresa.corPrincipal} />
      )}
      {empresas.length > 1 ? (
        <>
          <label htmlFor="ipe-empresa-atual" className="ipe-sr-only">
            {TROCAR_EMPRESA}
          </label>
          {/* Not PrimeReact's Dropdown: the first screen does without it (docs/architecture.md, 'Page weight'). */}
          <DropdownLeve
            inputId="ipe-empresa-atual"
            className="ipe-company-switch"
            value={empresa.id}
            options={empresas}
            onChange={(id) => {
              if (id !== empresa.id) void switchEmpresa(id);
            }}
          />
        </>
      ) : (
        <span className="ipe-company-name">{empresa.nome}</span>
      )}
    </div>
  );
}
