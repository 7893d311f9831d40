/** Texts of this part's special screens (pt-BR). */
export const TXT = {
  configuracao: 'Configuração dos níveis',
  considerar: 'Considerar percentual mínimo',
  obrigar: 'Obrigar percentual mínimo em todos os níveis',
  configuracaoSalva: 'Configuração salva com sucesso.',
  percentualPorCriterios:
    'O percentual mínimo é obrigatório em todos os níveis: existem critérios de avaliação das competências (comportamentos ou critérios cadastrados).',
  niveisSemPercentual: (n: number) =>
    `${n === 1 ? 'Há 1 nível' : `Há ${n} níveis`} sem percentual mínimo: enquanto houver, não é possível adicionar comportamentos às competências.`,
  percentualDesativado:
    "O percentual mínimo fica desativado enquanto a configuração 'Considerar percentual mínimo' (na lista de níveis) estiver desligada.",
  historicoPreenchido:
    'Os níveis vêm preenchidos com os pesos e percentuais atuais; ajuste o que mudou nesta data.',
  // The matrix
  cargo: 'Cargo',
  faixa: 'Faixa Salarial',
  configuracaoData: 'Configuração',
  novaConfiguracao: 'Nova configuração',
  data: 'Data',
  competencia: 'Competência',
  peso: 'Peso',
  naoExigido: 'Não exigido',
  somenteDoCargo: 'Somente as competências do cargo',
  semNiveis: 'Cadastre os níveis de competência antes de configurar as faixas salariais.',
  semCompetencias: 'Nenhuma competência cadastrada.',
  escolhaFaixa: 'Escolha o cargo e a faixa salarial para ver a matriz de competências.',
  configuracaoGravada: 'Configuração de competências salva com sucesso.',
  configuracaoRemovida: 'Configuração de competências removida com sucesso.',
  removerConfiguracao: 'Remover configuração',
  grupos: { C: 'Conhecimentos', H: 'Habilidades', A: 'Atitudes' },
  nivelDe: (competencia: string, nivel: string) => `${competencia}: ${nivel}`,
  pesoDe: (competencia: string) => `Peso de ${competencia}`,
  vigente: 'em vigor',
} as const;
