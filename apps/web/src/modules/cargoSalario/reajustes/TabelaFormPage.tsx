import { isAllowed } from '@ipe/domain';
import {
  ROTAS_REAJUSTE_COLETIVO,
  tabelasReajustesColaboradores as def,
} from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { keys } from '../../../platform/resource/options.ts';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { useSession } from '../../../platform/session/state.ts';
import { PlanejamentoPainel } from './PlanejamentoPainel.tsx';
import { TXT } from './texts.ts';
import './reajustes.css';

/**
 * The planning table form: the generic fields (read-only once applied: the server refuses changes) and,
 * for a saved table, its records with the payroll before and after, the link to the collective screen
 * of its kind and the apply/cancel actions.
 */
export default function TabelaFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <TabelaForm id={id} />;
}

function TabelaForm({ id }: { id: number | null }) {
  const state = useResourceForm(def, id);
  const qc = useQueryClient();
  const { info } = useSession();
  const authorities = new Set(info?.authorities ?? []);
  const row = state.row;
  const aplicada = row?.aprovada === true;
  const disabled = state.readOnly || state.loading || aplicada;
  const tipo = (row?.tipoReajuste ?? 'C') as keyof typeof ROTAS_REAJUSTE_COLETIVO;
  return (
    <ResourceFormFrame def={def} state={state}>
      <ResourceFields def={def} disabled={disabled} tab={state.tab} onTabChange={state.setTab} />
      {row && id !== null && (
        <>
          {!aplicada && isAllowed(def.access.write, authorities) && (
            <p>
              <Link to={`${ROTAS_REAJUSTE_COLETIVO[tipo]}?tabela=${id}`}>{TXT.movimentacao}</Link>
            </p>
          )}
          <PlanejamentoPainel
            tabela={{ id, tipoReajuste: tipo, aprovada: aplicada }}
            podeAplicar={isAllowed('ROLE_CS_REAJUSTES_APLICAR', authorities)}
            podeEditar={isAllowed(def.access.write, authorities)}
            onAlterada={() => qc.invalidateQueries({ queryKey: keys.all(def) })}
          />
        </>
      )}
    </ResourceFormFrame>
  );
}
