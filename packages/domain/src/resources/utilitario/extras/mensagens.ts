/** pt-BR messages of the extra menus, improvement suggestions and the collaborator limit (spec 3 §5). */
export const MSG_EXTRAS = {
  urlInvalida: 'Endereço inválido: informe uma URL completa que comece com http:// ou https://',
  sugestaoSoAutor: 'Só quem enviou a sugestão pode alterá-la.',
  limiteEmpresaRepetida: 'Esta empresa já tem uma configuração de limite de colaboradores.',
  limiteAtingido: (limite: number) =>
    `Limite de colaboradores ativos da empresa atingido (${limite}). Desligue um colaborador ou peça a quem administra o sistema para alterar o limite em Utilitários > Configurações de Limite de Colaboradores.`,
} as const;

/** An absolute http or https address (the only kinds a menu link may open). */
export function urlHttpValida(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** Only the installation's administrator (user 1) sets the limits: a company cannot raise its own. */
export const MSG_LIMITE_SO_ADMINISTRADOR =
  'Só o administrador da instalação inclui, altera ou remove limites de colaboradores.';
