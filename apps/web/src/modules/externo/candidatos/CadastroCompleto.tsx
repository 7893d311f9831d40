import type { FormularioCandidato } from '@ipe/domain/resources/captacao/candidatos/index';
import { portaCandidato } from '@ipe/domain/resources/captacao/candidatos/portas';
import { type ReactNode, useMemo } from 'react';
import { CandidatoForm, type InicioCadastro } from '../../captacao/index.ts';
import { OpcoesExternas, useOcultosExterno } from './formularioExterno.tsx';

/**
 * The registration's full form in steps (HR's candidate form as the candidate fills it), loaded once the
 * light first step hands over (CadastroCandidatoPage): the company's lists from the public routes, HR's
 * fields hidden, the company sent with the fields.
 */
export default function CadastroCompleto(props: {
  empresaId: string;
  configuracao: FormularioCandidato;
  inicio: InicioCadastro;
  cabecalho: ReactNode;
  afterSave: (saved: Record<string, unknown>) => string;
}) {
  const ocultar = useOcultosExterno(props.configuracao);
  const extras = useMemo(() => ({ empresaId: Number(props.empresaId) }), [props.empresaId]);
  return (
    <OpcoesExternas empresaId={props.empresaId}>
      <CandidatoForm
        id={null}
        configuracao={props.configuracao}
        porta={portaCandidato}
        ocultar={ocultar}
        avisosRh={false}
        peloCandidato
        passos
        valoresExtras={extras}
        cabecalho={props.cabecalho}
        afterSave={props.afterSave}
        inicio={props.inicio}
      />
    </OpcoesExternas>
  );
}
