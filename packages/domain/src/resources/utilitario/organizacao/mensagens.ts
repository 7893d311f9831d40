/**
 * Messages of the organisation registers (companies, establishments, parameters, extra fields, log).
 * Spec texts are verbatim (spec 3 §5); the others were written here and are marked so.
 */
export const MSG_ORG = {
  /** Spec 3 §5 'Establishment': a CNPJ/CAEPF piece of the wrong length or wrong check digits. */
  invalido: 'Inválido',
  /** Spec 3 §5 'Address'. */
  numeroMaximo: 'Número deve ter no máximo 10 dígitos',
  /** Spec 3 §5 'Address': the complement's limit, with "Logradouro" as the spec writes it. */
  complementoMaximo: 'Logradouro deve ter no máximo 30 caracteres',
  // Written here.
  cidadeForaDoEstado: 'Cidade não pertence ao estado selecionado',
  inscricaoRepetida: 'Já existe outro estabelecimento desta empresa com este CNPJ/CAEPF.',
  complementoEmUso: 'Este complemento já é usado por outro estabelecimento da empresa.',
  codigoACObrigatorio: 'Código no Fortes Pessoal é obrigatório quando a empresa é integrada',
  politicaObrigatoria: 'Política de segurança é obrigatória quando o aceite é exigido',
  modeloCertificadoObrigatorio: 'Modelo do certificado é obrigatório quando o certificado está ativo',
  labelCampoExtraObrigatorio: 'Nome do campo é obrigatório',
  labelCampoExtraMaximo: 'Nome do campo deve ter no máximo 60 caracteres',
  campoExtraInvisivelObrigatorio: 'Um campo obrigatório precisa estar visível',
  campoDesconhecido: (campo: string) => `Campo desconhecido: ${campo}`,
  nomeSempreObrigatorio: 'O nome do candidato é sempre obrigatório',
  obrigatorioOculto: (label: string) =>
    `${label}: um campo obrigatório precisa ficar visível para o candidato`,
  entidadeInvalida: 'Entidade deve ser candidato ou colaborador',
  parametrosSalvos: 'Parâmetros do sistema gravados com sucesso.',
  camposSalvos: 'Configuração de campos gravada com sucesso.',
} as const;
