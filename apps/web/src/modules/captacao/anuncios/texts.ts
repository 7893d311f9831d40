/** Texts of the job-ad screens (the spec names the fields; the rest was written here). */
export const TXT = {
  situacao: 'Situação',
  vigente: 'Vigente',
  expirado: 'Expirado',
  areaCandidato: 'Área do Candidato',
  todos: 'Todos',
  sim: 'Sim',
  nao: 'Não',
  motivoExpirado: (situacaoSolicitacao: string) =>
    situacaoSolicitacao === 'E'
      ? 'Solicitação encerrada'
      : situacaoSolicitacao === 'C'
        ? 'Solicitação cancelada'
        : 'Data de expiração atingida',
  /** A suspended requisition keeps its ad current but out of the candidate area. */
  suspensa: 'Solicitação suspensa: fora da Área do Candidato',
  enviarEmail: 'Enviar por e-mail',
  verAreaCandidato: 'Ver na Área do Candidato',
  assunto: 'Assunto',
  emails: 'E-mails',
  emailsDica: 'Um ou mais endereços, separados por vírgula, ponto e vírgula ou quebra de linha.',
  enviar: 'Enviar',
  cancelar: 'Cancelar',
  assuntoPadrao: (titulo: string) => `Vaga: ${titulo}`,
  semSolicitacoes:
    'Nenhuma solicitação de pessoal liberada sem anúncio. Libere uma solicitação para anunciá-la.',
  avaliacoesTitulo: 'Avaliações do candidato',
  previa: 'Pré-visualização na Área do Candidato',
  previaSemTitulo: 'Título do anúncio',
};
