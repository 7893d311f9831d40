/** pt-BR messages of the personnel requisition (spec 1 §5 'Personnel requisition' and our own rules). */
export const MSG_SOLICITACAO = {
  remuneracaoPositiva: 'Remuneração deve ser um número positivo',
  quantidadePositiva: 'Número de vagas deve ser um número positivo',
  ultimoTalentoVazio: 'Somente o último talento pode ficar vazio',
  idadeMinimaMaior: 'Idade mínima deve ser menor ou igual à idade máxima',
  emailInvalido: (email: string) => `E-mail inválido: ${email}`,
  dataEncerramentoObrigatoria: 'Data de encerramento é obrigatória',
  obsCancelamentoObrigatoria: 'Observação do cancelamento é obrigatória',
  faixaDeOutroCargo: 'Faixa salarial não pertence ao cargo',
  naoPertenceEmpresa: 'Registro não pertence à empresa',
  areaForaDoEscopo: 'Área organizacional não está entre as áreas sob sua responsabilidade',
  encerradaNaoAltera: (situacao: string) =>
    `Não é possível alterar uma solicitação com situação "${situacao}". Reabra-a antes.`,
  substituidoRepetido: 'Talento informado mais de uma vez',
  semAnuncio: 'Esta solicitação não possui anúncio de vaga.',
  cidadeForaDaUf: 'Cidade não pertence à UF informada',
  dataEncerramentoAntes: 'Data de encerramento não pode ser anterior à data da solicitação',
} as const;
