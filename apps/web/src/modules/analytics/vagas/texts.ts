/** Texts of the vacancy dashboard (pt-BR). The formulas match packages/domain …/analytics/vagas.ts. */
export const TXT = {
  periodo: 'Período',
  estabelecimentos: 'Estabelecimentos',
  areas: 'Áreas Organizacionais',
  todos: 'Todos',
  todas: 'Todas',
  indicadores: 'Indicadores',
  vagasAbertas: 'Vagas abertas',
  vagasPreenchidas: 'Vagas preenchidas',
  tempoMedio: 'Tempo médio de preenchimento',
  candidaturas: 'Candidaturas',
  contratados: 'Contratados',
  curriculosRecebidos: 'Currículos recebidos',
  participantes: 'Participantes de etapas',
  etapasConcluidas: 'Etapas concluídas',
  eficiencia: 'Eficiência da seleção',
  percentual: (p: string) => `${p} %`,
  contratadosDeParticipantes: (c: string, p: string) => `${c} contratados de ${p} participantes`,
  funil: 'Funil do processo seletivo',
  porArea: 'Vagas abertas por área organizacional',
  porMotivo: 'Vagas abertas por motivo',
  origens: 'Como os candidatos ficaram sabendo da vaga',
  porMes: 'Candidaturas por mês',
  dias: (n: string) => `${n} dias`,
  deSolicitadas: (p: string, s: string) => `${p} % de ${s} solicitadas`,
  emSolicitacoes: (n: string) => `em ${n} solicitações`,
  conversao: (p: string) => `${p} % das candidaturas`,
  filtrosUsados: (periodo: string, estabs: string, areas: string) =>
    `Solicitações abertas de ${periodo} · Estabelecimentos: ${estabs} · Áreas: ${areas}`,
  etapa: 'Etapa',
  candidatos: 'Candidatos',
  pctInscritos: '% dos inscritos',
  pctAnterior: '% da etapa anterior',
} as const;

/** Help tooltips: how each figure is computed. */
export const AJUDA = {
  conjunto:
    'Contam as solicitações de pessoal abertas (data da solicitação) no período, exceto as canceladas e as reprovadas, e os candidatos vinculados a elas.',
  vagasAbertas: 'Soma, nas solicitações ainda não encerradas, das vagas solicitadas menos as já preenchidas.',
  vagasPreenchidas:
    'Vagas preenchidas (no máximo as solicitadas) ÷ vagas solicitadas × 100, nas solicitações do período.',
  tempoMedio:
    'Média, por solicitação, dos dias entre a data da solicitação e o encerramento (ou hoje, se ainda aberta), como nas Estatísticas de Preenchimento de Vaga.',
  conversao:
    'Conversão = contratados ÷ candidaturas × 100. Uma candidatura é um candidato vinculado a uma solicitação.',
  curriculosRecebidos:
    'Currículos recebidos = candidatos distintos vinculados às solicitações do período (quem concorre a várias vagas conta uma vez).',
  participantes:
    'Participantes = candidatos distintos que chegaram a pelo menos uma etapa seletiva nas solicitações do período.',
  etapasConcluidas:
    'Etapas concluídas = etapas seletivas com resultado registrado (apto ou não apto) no histórico dos candidatos das solicitações do período.',
  eficiencia: 'Eficiência da seleção = contratados ÷ participantes × 100.',
  funil:
    'Cada etapa conta os candidatos que estão nela ou em uma etapa posterior (todos passaram por ela) e os contratados (concluíram o processo). Conversão da etapa = candidatos da etapa ÷ inscritos × 100; da etapa anterior = candidatos da etapa ÷ candidatos da barra anterior × 100.',
  porArea:
    'Vagas ainda por preencher nas solicitações não encerradas, por área organizacional da solicitação.',
  porMotivo: 'Vagas ainda por preencher nas solicitações não encerradas, pelo motivo da solicitação.',
  origens:
    'Candidatos distintos vinculados às solicitações do período (quem concorre a várias vagas conta uma vez), pelo campo "Como ficou sabendo da vaga" do currículo.',
  porMes:
    'Candidatos vinculados às solicitações do período, pelo mês em que foram incluídos no processo seletivo.',
} as const;
