/** pt-BR messages of the recruitment registers that the field declarations do not generate. */
export const MSG_CADASTROS_CAPTACAO = {
  /** A named register keeps one row per name in the company (names compared trimmed, ignoring case and accents). */
  nomeRepetido: (artigoLabel: string) => `Já existe ${artigoLabel} com este nome.`,
  descricaoRepetida: (artigoLabel: string) => `Já existe ${artigoLabel} com esta descrição.`,
} as const;

/** 'uma área de interesse' / 'um idioma': the indefinite article and the label in lower case. */
export const umaOuUm = (def: { label: string; feminine?: boolean }) =>
  `${def.feminine ? 'uma' : 'um'} ${def.label.toLowerCase()}`;
