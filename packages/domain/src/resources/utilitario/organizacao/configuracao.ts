/** The company configuration the shell and the other modules read (spec 1 §7, spec 3 §3). */
export const PARAMETROS_EMPRESA = [
  'acIntegra',
  'solPessoalExibirSalario',
  'solPessoalExibirColabSubstituido',
  'solPessoalObrigarDadosComplementares',
  'solPessoalReabrirSolicitacao',
  'exibirSalario',
  'obrigarAmbienteFuncao',
  'certificado',
  'modeloCertificado',
  'campoExtraCandidato',
  'campoExtraColaborador',
  'maxCandidataCargo',
  'exigirAceitePsi',
  'politicaSeguranca',
  'tempoExclusaoCandidato',
] as const;

export interface ParametrosEmpresa {
  acIntegra: boolean;
  solPessoalExibirSalario: boolean;
  solPessoalExibirColabSubstituido: boolean;
  solPessoalObrigarDadosComplementares: boolean;
  solPessoalReabrirSolicitacao: boolean;
  exibirSalario: boolean;
  obrigarAmbienteFuncao: boolean;
  certificado: boolean;
  modeloCertificado: string | null;
  campoExtraCandidato: boolean;
  campoExtraColaborador: boolean;
  maxCandidataCargo: number;
  exigirAceitePsi: boolean;
  politicaSeguranca: string | null;
  tempoExclusaoCandidato: number | null;
}

/** GET /utilitario/empresas/configuracao and /empresas/{id}/configuracao. */
export interface EmpresaConfiguracao {
  id: number;
  nome: string;
  /** The company's colour, or the default orange (#FF850A) when it has none. */
  corPrincipal: string;
  corSecundaria: string;
  /** URL of the uploaded logo, or null (the shell shows the initials avatar). */
  logoUrl: string | null;
  parametros: ParametrosEmpresa;
}

/** A company offered by /permitidas-por-compartilhar-colaboradores. */
export interface EmpresaPermitida {
  id: number;
  nome: string;
}
