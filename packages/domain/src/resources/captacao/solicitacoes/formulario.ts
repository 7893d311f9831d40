import type { Field, ResourceDef } from '../../../resource.ts';
import { DADOS_COMPLEMENTARES, type ParametrosSolicitacao } from './regras.ts';
import { solicitacoesPessoal, TAB_SITUACAO } from './solicitacoesPessoal.ts';

/** Fields the company's parameters hide from the form. */
export function camposOcultos(p: ParametrosSolicitacao): Set<string> {
  const ocultos = new Set<string>();
  if (!p.solPessoalExibirSalario) ocultos.add('remuneracao');
  if (!p.solPessoalExibirColabSubstituido) {
    ocultos.add('colaboradoresSubstituidos');
    ocultos.add('incluirColaboradoresDesligados');
  }
  return ocultos;
}

/** Fields the company's parameters make required, with the messages of regrasPorParametro. */
export function camposObrigatorios(p: ParametrosSolicitacao): Map<string, string> {
  const m = new Map<string, string>();
  if (p.obrigarAmbienteFuncao) {
    m.set('ambienteId', 'Ambiente é obrigatório');
    m.set('funcaoId', 'Função é obrigatória');
  }
  if (p.solPessoalObrigarDadosComplementares) {
    for (const d of DADOS_COMPLEMENTARES) m.set(d.field, d.message);
    if (p.solPessoalExibirSalario) m.set('remuneracao', 'Remuneração é obrigatória');
  }
  return m;
}

/**
 * The requisition as the company's form shows it: hidden fields left out, parameter-required fields
 * marked required (so the form shows '*' and the shared schema gives the same messages as the server's
 * validate hook), and the read-only status tab only for a saved requisition.
 */
export function solicitacaoParaEmpresa(p: ParametrosSolicitacao, { novo }: { novo: boolean }): ResourceDef {
  const ocultos = camposOcultos(p);
  const obrigatorios = camposObrigatorios(p);
  const fields = solicitacoesPessoal.fields
    .filter((f) => !ocultos.has(f.name) && !(novo && f.tab === TAB_SITUACAO))
    .map((f): Field => {
      const msg = obrigatorios.get(f.name);
      return msg ? ({ ...f, required: true, requiredMessage: msg } as Field) : f;
    });
  return { ...solicitacoesPessoal, fields };
}
