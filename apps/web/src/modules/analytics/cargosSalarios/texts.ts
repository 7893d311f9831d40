/** Texts of the positions-and-salaries dashboard (pt-BR). The formulas match packages/domain …/analytics/cargosSalarios.ts. */
export const TXT = {
  periodo: 'Período',
  dataBase: 'Data-base',
  indicadores: 'Indicadores',
  talentos: 'Talentos na folha',
  folha: 'Folha salarial',
  salarioMedio: 'Salário médio',
  promocoesHorizontais: 'Promoções horizontais',
  promocoesVerticais: 'Promoções verticais',
  folhaFaturamento: 'Folha ÷ faturamento',
  semFaturamento: 'sem faturamento no mês',
  folhaPorArea: 'Folha salarial por área organizacional',
  horizontaisPorArea: 'Promoções horizontais por área organizacional',
  verticaisPorArea: 'Promoções verticais por área organizacional',
  folhaFaturamentoMes: 'Folha salarial ÷ faturamento por mês (%)',
  salarioPorCargo: 'Salário médio × ponto médio das faixas por cargo',
  salarioMedioSerie: 'Salário médio',
  pontoMedioSerie: 'Ponto médio das faixas',
  area: 'Área organizacional',
  valor: 'Valor',
  promocoes: 'Promoções',
  promovidos: 'Talentos promovidos',
  cargo: 'Cargo',
  compaRatio: 'Compa-ratio',
  verFilhas: (nome: string) => `Ver áreas filhas de ${nome}`,
  propria: (nome: string) => `${nome} (própria área)`,
  naData: (d: string) => `em ${d}`,
  noPeriodo: (periodo: string) => `de ${periodo}`,
  deTalentos: (n: string) => `${n} talentos`,
  filtrosUsados: (periodo: string, base: string) => `Período: ${periodo} · Data-base: ${base}`,
  voltar: 'Voltar',
  semFaturamentoMes: 'Cadastre o faturamento mensal para ver este indicador.',
} as const;

/** Help tooltips: how each figure is computed. */
export const AJUDA = {
  folha:
    'Soma dos salários, na data-base, dos talentos admitidos até ela, não desligados antes dela e não cancelados. O salário e a área são os do histórico vigente na data-base.',
  salarioMedio: 'Folha salarial ÷ talentos na folha, na data-base.',
  promocoes:
    'Uma promoção é um histórico (não a admissão) cujo salário é maior do que o do histórico anterior do talento na mesma data, exceto dissídio: vertical quando o cargo muda, horizontal quando o cargo é o mesmo. Contam as datadas no período, pela área do novo histórico (como nos relatórios de promoções).',
  folhaFaturamento:
    'Folha salarial do último dia de cada mês ÷ faturamento do mês × 100 (Cargos & Salários › Cadastros › Faturamento Mensal). Sem faturamento cadastrado, o mês fica sem valor.',
  porArea:
    'Cada fatia é uma área de primeiro nível com as suas subáreas. Clique numa fatia (ou no nome da área na tabela) para ver as áreas filhas.',
  salarioPorCargo:
    'Salário médio dos talentos do cargo na data-base, comparado ao ponto médio das faixas do cargo ((menor + maior valor das faixas) ÷ 2). Compa-ratio = salário médio ÷ ponto médio × 100.',
} as const;
