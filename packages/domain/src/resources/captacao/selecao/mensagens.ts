/**
 * pt-BR messages of the selection process (spec 1 §5 'Candidate-solicitation link'; the rest are our own
 * rules, where the spec names the operation but not its refusals).
 */
export const MSG_SELECAO = {
  empresaObrigatoria: 'Empresa é obrigatória',
  candidatoObrigatorio: 'Candidato é obrigatório',
  solicitacoesObrigatorias: 'É necessário selecionar ao menos 1 solicitação.',
  candidatosObrigatorios: 'É necessário selecionar ao menos 1 candidato.',
  etapaObrigatoria: 'Etapa seletiva é obrigatória',
  resultadoObrigatorio: 'Resultado é obrigatório',
  dataObrigatoria: 'Data é obrigatória',
  dataInvalida: 'Data inválida',
  dataHoraInvalida: 'Data e hora inválidas',
  empresaDaSessao: 'A empresa informada não é a empresa em uso.',
  solicitacaoNaoAceita: (descricao: string, situacao: string) =>
    `A solicitação "${descricao}" não aceita candidatos: está com situação "${situacao}".`,
  solicitacaoFechada: (situacao: string) =>
    `Não é possível movimentar candidatos de uma solicitação com situação "${situacao}".`,
  jaParticipa: (nome: string, descricao: string) => `${nome} já participa da solicitação "${descricao}".`,
  vinculoRemovido: 'O candidato foi removido desta solicitação.',
  jaContratadoAqui: 'O candidato já foi contratado nesta solicitação.',
  jaContratado: 'O candidato já está marcado como contratado.',
  naoContratado: 'O candidato não foi contratado nesta solicitação.',
  mesmaEtapa: (etapa: string) => `O candidato já está na etapa "${etapa}".`,
  avancarSemApto: (etapa: string) =>
    `O candidato precisa ser considerado apto na etapa "${etapa}" antes de avançar.`,
  naoAptoNaoContrata: (etapa: string) =>
    `O candidato foi considerado não apto na etapa "${etapa}" e não pode ser contratado.`,
  vagasPreenchidas: 'Todas as vagas desta solicitação já foram preenchidas.',
  semEtapa: 'O candidato ainda não está em uma etapa seletiva.',
  etapaDeOutraEmpresa: 'Etapa seletiva não pertence à empresa.',
  solicitacaoDeOutraEmpresa: 'Solicitação não pertence à empresa.',
  candidatoDeOutraEmpresa: 'Candidato não pertence à empresa.',
  contratadoNaoRemove: 'Candidato contratado não pode ser removido da solicitação.',
  historicoDeOutroVinculo: 'A etapa informada não pertence a este candidato nesta solicitação.',
  expiracaoPassada: 'A data e hora de expiração deve ser posterior ao momento atual.',
  dataFutura: 'Data não pode ser posterior a hoje',
} as const;
