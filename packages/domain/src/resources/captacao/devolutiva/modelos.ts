import { z } from 'zod';

/**
 * Rejection feedback (devolutiva, issue 24 §3): the e-mail a candidate gets when marked not fit (single
 * or bulk, on the board) or when the requisition closes without hiring them; once per candidate and
 * requisition. Each company edits its two templates; the placeholders are filled when the mail is queued.
 */
export const TIPOS_DEVOLUTIVA = ['NAO_APTO', 'ENCERRAMENTO'] as const;
export type TipoDevolutiva = (typeof TIPOS_DEVOLUTIVA)[number];
export const TIPO_DEVOLUTIVA_LABEL: Record<TipoDevolutiva, string> = {
  NAO_APTO: 'Candidato não apto',
  ENCERRAMENTO: 'Solicitação encerrada',
};

/** The placeholders a template may use, with what fills them. */
export const MARCADORES_DEVOLUTIVA = {
  candidato: 'nome do candidato (o nome social, quando houver)',
  vaga: 'título da vaga (o anúncio ou, sem anúncio, a descrição da solicitação)',
  empresa: 'nome da empresa',
} as const;
export type ValoresDevolutiva = Record<keyof typeof MARCADORES_DEVOLUTIVA, string>;

export const MODELOS_DEVOLUTIVA_PADRAO: Record<TipoDevolutiva, { assunto: string; corpo: string }> = {
  NAO_APTO: {
    assunto: 'Retorno sobre o processo seletivo para {vaga}',
    corpo: [
      'Olá, {candidato}.',
      '',
      'Agradecemos o seu interesse na vaga {vaga} e o tempo dedicado ao nosso processo seletivo.',
      'Após avaliarmos com cuidado, decidimos seguir com outros candidatos nesta etapa.',
      'Seu currículo continua no nosso banco de talentos e poderá ser considerado em novas oportunidades.',
      '',
      'Desejamos sucesso na sua trajetória.',
      'Equipe de Recrutamento e Seleção, {empresa}',
    ].join('\n'),
  },
  ENCERRAMENTO: {
    assunto: 'Processo seletivo para {vaga} encerrado',
    corpo: [
      'Olá, {candidato}.',
      '',
      'O processo seletivo para a vaga {vaga} foi encerrado e, desta vez, você não foi selecionado(a).',
      'Agradecemos a sua participação. Seu currículo continua no nosso banco de talentos para novas oportunidades.',
      '',
      'Atenciosamente,',
      'Equipe de Recrutamento e Seleção, {empresa}',
    ].join('\n'),
  },
};

export const MSG_DEVOLUTIVA = {
  assuntoObrigatorio: 'Assunto é obrigatório',
  corpoObrigatorio: 'Mensagem é obrigatória',
  assuntoMax: 'Assunto deve ter no máximo 200 caracteres',
  corpoMax: 'Mensagem deve ter no máximo 5000 caracteres',
  marcadorDesconhecido: (m: string) => `Marcador desconhecido: {${m}}. Use {candidato}, {vaga} ou {empresa}.`,
  tipoInvalido: 'Tipo de devolutiva inválido',
  salvo: 'Modelos de devolutiva salvos com sucesso.',
} as const;

const MARCADOR = /\{([^{}\s]{1,40})\}/g;

/** The placeholders of a text that are not known ({nome} instead of {candidato}). */
export function marcadoresDesconhecidos(texto: string): string[] {
  return [...new Set([...texto.matchAll(MARCADOR)].map((m) => m[1]))].filter(
    (m) => !(m in MARCADORES_DEVOLUTIVA),
  );
}

/** Fills the placeholders; an unknown one is left as written. */
export function aplicarModelo(texto: string, valores: ValoresDevolutiva): string {
  return texto.replace(MARCADOR, (todo, m: string) =>
    m in valores ? valores[m as keyof ValoresDevolutiva] : todo,
  );
}

const semMarcadorDesconhecido = (v: string, ctx: z.RefinementCtx) => {
  for (const m of marcadoresDesconhecidos(v))
    ctx.addIssue({ code: 'custom', message: MSG_DEVOLUTIVA.marcadorDesconhecido(m), input: v });
};

export const modeloDevolutivaSchema = z.object({
  tipo: z.enum(TIPOS_DEVOLUTIVA, { error: MSG_DEVOLUTIVA.tipoInvalido }),
  ativo: z.boolean().default(true),
  assunto: z
    .string({ error: MSG_DEVOLUTIVA.assuntoObrigatorio })
    .trim()
    .min(1, MSG_DEVOLUTIVA.assuntoObrigatorio)
    .max(200, MSG_DEVOLUTIVA.assuntoMax)
    .superRefine(semMarcadorDesconhecido),
  corpo: z
    .string({ error: MSG_DEVOLUTIVA.corpoObrigatorio })
    .trim()
    .min(1, MSG_DEVOLUTIVA.corpoObrigatorio)
    .max(5000, MSG_DEVOLUTIVA.corpoMax)
    .superRefine(semMarcadorDesconhecido),
});
export type ModeloDevolutiva = z.output<typeof modeloDevolutivaSchema>;
export const modelosDevolutivaSchema = z.object({ modelos: z.array(modeloDevolutivaSchema).min(1).max(2) });
