/** Tabs of the candidate form: the spec's groups (pessoal, endereco, contato, …) flattened into tabs. */
export const ABAS_CANDIDATO = {
  pessoal: 'Dados Pessoais',
  documentos: 'Documentos',
  endereco: 'Endereço',
  contato: 'Contato',
  socioEconomica: 'Socioeconômico',
  habilitacao: 'Habilitação',
  profissional: 'Perfil Profissional',
  formacao: 'Formação',
  idiomas: 'Idiomas',
  experiencias: 'Experiências',
  outros: 'Outros',
} as const;
