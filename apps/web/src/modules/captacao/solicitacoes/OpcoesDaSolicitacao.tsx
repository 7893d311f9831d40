import { areasDaSolicitacao } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import { type ReactNode, useContext, useMemo } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { type FonteDeOpcoes, FonteDasOpcoes } from '../../../platform/resource/options.ts';

const AREAS = 'areas-organizacionais';
/** The `ids` of the dropdown's query ('3,5': the saved value's rows), as numbers. */
const idsDe = (v: unknown) => (v ? String(v).split(',').map(Number) : []);

/**
 * The requisition form's dropdowns: the area is chosen among the areas the session may request for (an
 * area manager: only those it is responsible for, `GET …/solicitacoes-pessoal/areas-organizacionais`);
 * every other register reads as usual.
 */
export function OpcoesDaSolicitacao({ children }: { children: ReactNode }) {
  const padrao = useContext(FonteDasOpcoes);
  const fonte = useMemo(
    (): FonteDeOpcoes => ({
      chave: (ref) => (ref.name === AREAS ? '/captacao/solicitacoes-pessoal/areas' : padrao.chave(ref)),
      ler: (ref, query, opts) =>
        ref.name === AREAS
          ? chamar(areasDaSolicitacao, { query: { ids: idsDe(query.ids) } }, opts)
          : padrao.ler(ref, query, opts),
    }),
    [padrao],
  );
  return <FonteDasOpcoes.Provider value={fonte}>{children}</FonteDasOpcoes.Provider>;
}
