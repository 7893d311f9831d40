/** Texts of the candidate search screen (the spec leaves them to us). */
export const TXT_BUSCA = {
  nome: 'Nome',
  cpf: 'CPF',
  texto: 'Busca no currículo',
  textoDica:
    'Experiências, cursos, formação e texto do currículo. Use "frase exata" e -palavra para excluir.',
  status: 'Status',
  qualificacao: 'Qualificação',
  cargos: 'Cargos pretendidos',
  areasInteresse: 'Áreas de interesse',
  conhecimentos: 'Conhecimentos',
  estado: 'Estado',
  cidade: 'Cidade',
  escolaridade: 'Escolaridade',
  idioma: 'Idioma',
  nivelIdioma: 'Nível mínimo',
  idadeMin: 'Idade de',
  idadeMax: 'Idade até',
  todos: 'Todos',
  // Columns
  cidadeUf: 'Cidade/UF',
  celular: 'Celular',
  situacao: 'Status',
  disponivel: 'Disponível',
  indisponivel: 'Indisponível',
  contratado: 'Contratado',
  // Row actions
  avaliacoes: 'Avaliações',
  documentos: 'Documentos',
  historico: 'Histórico',
  // Batch actions
  selecionados: (n: number) =>
    n === 0
      ? 'Nenhum candidato selecionado'
      : n === 1
        ? '1 candidato selecionado'
        : `${n} candidatos selecionados`,
  verificarPendencias: 'Verificar pendências',
  removerSelecionados: 'Remover selecionados',
  confirmaRemocaoLote: (n: number) =>
    n === 1
      ? 'Tem certeza que deseja remover o candidato selecionado? Esta ação não pode ser desfeita.'
      : `Tem certeza que deseja remover os ${n} candidatos selecionados? Esta ação não pode ser desfeita.`,
  pendenciasVerificadas: (verificados: number, qualificados: number, incompletos: number) =>
    `${verificados} candidato(s) verificado(s): ${qualificados} qualificado(s), ${incompletos} com dados incompletos.`,
  ordenadoPorRelevancia: 'Resultados ordenados pela relevância da busca no currículo.',
} as const;
