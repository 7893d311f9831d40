/** Texts of the personnel-requisition screens that the spec leaves to us. */
export const TXT = {
  codigo: 'Código',
  periodoIni: 'Data inicial',
  periodoFim: 'Data final',
  encerramentoIni: 'Encerramento a partir de',
  encerramentoFim: 'Encerramento até',
  situacao: 'Situação',
  vagas: 'Vagas (preenchidas)',
  cargo: 'Cargo',
  solicitante: 'Solicitante',
  clonar: 'Clonar',
  pdf: 'Imprimir (PDF)',
  historico: 'Histórico',
  clonada: 'Solicitação clonada. Revise e grave a nova solicitação.',
  liberar: 'Liberar',
  reprovar: 'Reprovar',
  suspender: 'Suspender',
  reabrir: 'Reabrir',
  encerrar: 'Encerrar',
  cancelar: 'Cancelar solicitação',
  observacao: 'Observação',
  dataEncerramento: 'Data de encerramento',
  confirmar: 'Confirmar',
  acaoFeita: (acao: string) => `Solicitação ${acao} com sucesso.`,
  estabilidade: (nomes: string) =>
    `O(s) talento(s) ${nomes} pertence(m) à CIPA e ainda possui(em) estabilidade. Deseja substituí-lo(s) mesmo assim?`,
  historicoTitulo: 'Histórico das Solicitações de Pessoal',
  acao: 'Ação',
  de: 'De',
  para: 'Para',
  usuario: 'Usuário',
  quando: 'Quando',
  solicitacao: 'Solicitação',
  talento: 'Talento',
  substituidos: 'Talentos substituídos',
  inserirTalento: 'Inserir Talento',
  nenhumTalento: 'Nenhum talento encontrado',
} as const;

/** Past participle of each action, for the success toast. */
export const FEITO: Record<string, string> = {
  libera: 'liberada',
  reprova: 'reprovada',
  suspende: 'suspensa',
  reabre: 'reaberta',
  encerra: 'encerrada',
  cancela: 'cancelada',
};

export const ACAO_NOME: Record<string, string> = {
  cria: 'Criação',
  libera: 'Liberação',
  reprova: 'Reprovação',
  suspende: 'Suspensão',
  reabre: 'Reabertura',
  encerra: 'Encerramento',
  cancela: 'Cancelamento',
};
