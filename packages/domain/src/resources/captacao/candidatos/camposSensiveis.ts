/**
 * Candidate fields sensitive under the LGPD (issue 24 §1): family data, ethnicity (sensitive personal
 * data, art. 5º II) and the marital status, whose options carry the property regime of a marriage.
 * The candidate area does not ask them unless the company turns them on in its candidate-form
 * configuration (catalogue default: hidden); when it does, each comes with why it is asked.
 * Keys are catalogue fields (CAMPOS_CANDIDATO) and declared fields alike (same names).
 */
export const CAMPOS_SENSIVEIS: Readonly<Record<string, string>> = {
  estadoCivil:
    'A empresa pede o estado civil (com o regime de bens) para os dados de admissão exigidos pelo eSocial e para a inclusão de dependentes em benefícios.',
  conjuge:
    'A empresa pede o nome do cônjuge para a inclusão de dependentes em benefícios e para verificar conflito de interesses.',
  profissaoConjuge:
    'A empresa pede a profissão do cônjuge para verificar conflito de interesses (por exemplo, cônjuge em concorrente ou fornecedor).',
  pai: 'A empresa pede a filiação para os documentos de admissão (eSocial) e para distinguir pessoas com o mesmo nome.',
  mae: 'A empresa pede a filiação para os documentos de admissão (eSocial) e para distinguir pessoas com o mesmo nome.',
  profissaoPai: 'A empresa pede a profissão dos pais para o perfil socioeconômico do processo seletivo.',
  profissaoMae: 'A empresa pede a profissão dos pais para o perfil socioeconômico do processo seletivo.',
  etniaRaca:
    'A empresa pede a etnia/raça (dado sensível pela LGPD) só para ações de diversidade e inclusão e para o relatório de transparência salarial (Lei 14.611/2023), sempre de forma agregada.',
};

/** Why the company asks a field, for the text under it; undefined for a field that is not sensitive. */
export const motivoDoCampo = (campo: string): string | undefined => CAMPOS_SENSIVEIS[campo];
