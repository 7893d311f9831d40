import {
  CADASTROS_DO_FORMULARIO,
  cadastrosDoFormularioExterno,
} from '@ipe/domain/resources/externo/candidatos/contratos';
import { CAMPOS_SOMENTE_RH, type FormularioCandidato } from '@ipe/domain/resources/captacao/candidatos/index';
import { camposOcultosAoCandidato } from '@ipe/domain/resources/utilitario/organizacao/index';
import { type ReactNode, useMemo } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { toQuery } from '../../../platform/api/client.ts';
import { type FonteDeOpcoes, FonteDasOpcoes } from '../../../platform/resource/options.ts';

/**
 * Declared fields the candidate area leaves out: HR's own and those the company does not show to
 * candidates (its candidate-form configuration, issue 24 §4).
 */
export function useOcultosExterno(config: FormularioCandidato | undefined): readonly string[] {
  const visiveis = config?.visiveis;
  return useMemo(
    () => [...CAMPOS_SOMENTE_RH, ...(visiveis ? camposOcultosAoCandidato(visiveis) : [])],
    [visiveis],
  );
}

/**
 * The form's dropdowns (cargos, idiomas, cidades…) read from the candidate area's public copies: the
 * internal lists need HR authorities.
 */
export function OpcoesExternas({ empresaId, children }: { empresaId: string | null; children: ReactNode }) {
  const fonte = useMemo((): FonteDeOpcoes => {
    const empresa = String(empresaId);
    return {
      chave: (ref) => `/externo/empresas/${empresa}/cadastros/${ref.name}`,
      // A register the public route does not serve has no options (as its refusal gave).
      ler: async (ref, query, opts) =>
        eCadastroDoFormulario(ref.name)
          ? chamar(
              cadastrosDoFormularioExterno,
              { params: { empresaId: empresa, recurso: ref.name }, query: textos(query) },
              opts,
            )
          : [],
    };
  }, [empresaId]);
  return <FonteDasOpcoes.Provider value={fonte}>{children}</FonteDasOpcoes.Provider>;
}

const eCadastroDoFormulario = (nome: string): nome is (typeof CADASTROS_DO_FORMULARIO)[number] =>
  CADASTROS_DO_FORMULARIO.some((c) => c === nome);

/** The query's values as the URL carries them (lists comma-separated, empty ones left out). */
const textos = (query: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(toQuery(query)));
