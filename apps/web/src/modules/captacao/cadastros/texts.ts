/** Texts of the recruitment registers' special screens (the spec gives none for these). */
export const TXT = {
  contagemTitulo: 'Como Ficou Sabendo da Vaga: Contagem',
  contagemBotao: 'Contagem por origem',
  origem: 'Como ficou sabendo',
  quantidade: 'Candidatos',
  percentual: 'Percentual',
  total: (n: number) => `Total: ${n.toLocaleString('pt-BR')} candidato(s) com origem informada no período.`,
  voltarCadastro: 'Voltar ao cadastro',
  periodo: 'Período de cadastro do candidato',
  cbo: 'CBO',
  areas: 'Áreas Organizacionais',
  vagasAbertas: 'Vagas em aberto',
} as const;
