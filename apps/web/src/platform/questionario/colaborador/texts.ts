import { formatDate } from '@ipe/domain';

/** Texts of the answering record's screens (written here: the spec names the routes, not these texts). */
export const TXT_REGISTRO = {
  tituloPagina: 'Responder questionário',
  salvarDepois: 'Salvar e continuar depois',
  concluir: 'Concluir',
  salvo: 'Respostas salvas. Você pode continuar depois.',
  concluido: 'Questionário concluído. Obrigado!',
  porOutro: (nome: string | null) =>
    nome ? `Você está respondendo por ${nome}.` : 'Você está respondendo por outro usuário.',
  avaliado: 'Avaliado',
  prazo: 'Prazo',
  respondente: 'Respondente',
  concluidoEm: 'Concluído em',
  somenteLeitura: 'Este questionário já foi concluído.',
  semPermissao: 'Você pode consultar este questionário, mas não respondê-lo.',
  imprimir: 'Imprimir',
  voltar: 'Voltar',
  falha: 'Não foi possível carregar o questionário.',
  // Minhas pendências
  listaTitulo: 'Questionários a responder',
  listaFalha: 'Não foi possível carregar os seus questionários.',
  responder: 'Responder',
  continuar: 'Continuar',
  vencido: 'Prazo encerrado',
  venceHoje: 'Vence hoje',
  vence: (prazo: string) => `Prazo: ${formatDate(prazo)}`,
  emAndamento: 'Em andamento',
} as const;
