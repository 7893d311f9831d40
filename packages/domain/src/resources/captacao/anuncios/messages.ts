/**
 * Messages of job ads and their sharing. The spec gives the send-to-friend ones (kept in MSG:
 * anuncioEnviado, erroEnviarEmail, captchaNaoConfirmado); the others were written here.
 */
export const MSG_ANUNCIO = {
  solicitacaoNaoLiberada: 'Somente solicitações de pessoal liberadas (em andamento) podem receber anúncio.',
  solicitacaoComAnuncio: 'Esta solicitação de pessoal já possui um anúncio.',
  avaliacoesOuEtapas:
    'Informe as avaliações do anúncio ou utilize as avaliações das etapas seletivas, não os dois.',
  anuncioExpirado: 'Este anúncio está expirado.',
  anuncioIndisponivel: 'Este anúncio não está mais disponível.',
  emailsObrigatorios: 'Informe pelo menos um e-mail',
  emailsMaximo: (n: number) => `Informe no máximo ${n} e-mails`,
  emailInvalido: 'E-mail inválido',
  emailsRepetido: 'E-mail repetido',
  emailEnviado: (n: number) =>
    n === 1 ? 'Anúncio enviado para 1 e-mail.' : `Anúncio enviado para ${n} e-mails.`,
  muitosEnvios: 'Muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.',
} as const;

/** Messages of the ad's structured fields (issue 24 §2; written here). */
export const MSG_ANUNCIO_ESTRUTURA = {
  cidadeObrigatoria: 'Informe a cidade da vaga (obrigatória para vagas presenciais ou híbridas)',
  estadoObrigatorio: 'Informe o estado (UF) da vaga',
  cidadeForaDoEstado: 'A cidade não pertence ao estado informado',
  salarioFaixaInvertida: 'Salário final deve ser maior ou igual ao salário inicial',
  salarioOuCombinar: 'Informe a faixa salarial ou marque "Salário a combinar", não os dois',
} as const;
