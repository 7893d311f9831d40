/**
 * pt-BR messages of the candidate (spec 1 §5 'Candidate, full form', 'Work experience', 'Education',
 * 'Language'). Texts the spec gives are copied verbatim; the others are marked "written here".
 */
export const MSG_CANDIDATO = {
  dataAdmissaoObrigatoria: 'Data de Admissão é obrigatória',
  dataAdmissaoFutura: 'A data de admissão deve ser igual ou anterior a data atual',
  selecioneAreaFormacao: 'Selecione a Área de Formação',
  situacaoObrigatoria: 'Situação é obrigatória',
  idiomaObrigatorio: 'Idioma é obrigatório',
  nivelObrigatorio: 'Nível é obrigatório',
  senhasDevemSerIguais: 'As senhas devem ser iguais',
  pisInvalido: 'O número PIS é inválido',
  invalido: 'Inválido',
  dataFinalInferior: 'Data final inferior a data inicial.',
  maximoCargos: (n: number) => `Não é permitido selecionar mais do que ${n} cargos`,
  obrigatorio: (label: string) => `${label} é obrigatório`,
  obrigatoria: (label: string) => `${label} é obrigatória`,
  /** Written here: the other-role name when the role is not in the list. */
  nomeCargoObrigatorio: 'Nome do cargo é obrigatório',
  /** Written here: "possuiParentes requires a value or the relatives text". */
  possuiParentesObrigatorio: 'Informe se possui parentes/amigos na empresa',
  /** Written here: 'Sim' without naming them. */
  parentesAmigosObrigatorio: 'Informe os parentes/amigos na empresa',
  /** Written here: the spec's first-job rule seen from the server. */
  primeiroEmpregoComExperiencias: 'Candidato em primeiro emprego não pode ter experiências profissionais',
  /** Written here: required experiences, unless first job. */
  experienciasObrigatorias: 'Informe ao menos uma experiência profissional ou marque Primeiro emprego',
  /** Written here. */
  cpfDuplicado: 'Já existe um candidato com este CPF nesta empresa.',
  /** The candidate area's registration: the CPF is theirs, they only lost the password. */
  cpfJaCadastrado:
    'Este CPF já está cadastrado. Se o cadastro é seu, entre com sua senha ou use "Esqueci minha senha" para recuperá-la.',
  /** Written here. */
  aceitePoliticaObrigatorio: 'É necessário aceitar a política de segurança e privacidade',
  /** Written here: the summary of mensagemQualificacao. */
  dadosIncompletos: (campos: string[]) => `Dados incompletos: ${campos.join(', ')}.`,
  /** Written here: the simplified form with résumé requires its text. */
  ocrTextoObrigatorio: 'Texto do currículo é obrigatório',
} as const;
