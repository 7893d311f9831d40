import { autoridade } from '../../module.ts';

/** This module's part of the authority catalogue (see authorities.ts). */
export const AUTHORITIES_UTILITARIO = {
  // utilitario
  ROLE_UTI_USUARIOS: autoridade('utilitario', 'Usuários: consultar'),
  ROLE_UTI_USUARIOS_EDITAR: autoridade('utilitario', 'Usuários: incluir, alterar e remover'),
  ROLE_UTI_PERFIS: autoridade('utilitario', 'Perfis: consultar'),
  ROLE_UTI_PERFIS_EDITAR: autoridade('utilitario', 'Perfis: incluir, alterar e remover'),
  ROLE_UTI_EMPRESAS: autoridade('utilitario', 'Empresas: consultar'),
  ROLE_UTI_EMPRESAS_EDITAR: autoridade('utilitario', 'Empresas: incluir, alterar e remover'),
  ROLE_UTI_ERROS: autoridade('utilitario', 'Relatórios de erro: consultar'),
  ROLE_UTI_ESTABELECIMENTOS: autoridade('utilitario', 'Estabelecimentos: consultar'),
  ROLE_UTI_ESTABELECIMENTOS_EDITAR: autoridade('utilitario', 'Estabelecimentos: incluir, alterar e remover'),
  ROLE_UTI_PARAMETROS: autoridade('utilitario', 'Parâmetros do sistema: consultar'),
  ROLE_UTI_PARAMETROS_EDITAR: autoridade('utilitario', 'Parâmetros do sistema: alterar'),
  ROLE_UTI_LOG: autoridade('utilitario', 'Log de alterações: consultar'),
  ROLE_UTI_EMAILS: autoridade('utilitario', 'E-mails enviados: consultar'),
  ROLE_UTI_EMAILS_EDITAR: autoridade('utilitario', 'E-mails enviados: reenviar'),
  ROLE_UTI_TAREFAS_AGENDADAS: autoridade('utilitario', 'Tarefas agendadas: consultar'),
  ROLE_UTI_TAREFAS_AGENDADAS_EDITAR: autoridade('utilitario', 'Tarefas agendadas: executar agora'),
  ROLE_UTI_ENVIAR_MENSAGEM: autoridade('utilitario', 'Enviar mensagem às caixas dos usuários'),
  ROLE_UTI_MENU_EXTRA: autoridade('utilitario', 'Menu extra: consultar'),
  ROLE_UTI_MENU_EXTRA_EDITAR: autoridade('utilitario', 'Menu extra: incluir, alterar e remover'),
  ROLE_UTI_SUGESTOES_MELHORIA: autoridade('utilitario', 'Sugestões de melhoria: ler as de todos e remover'),
  ROLE_UTI_LIMITE_COLABORADOR: autoridade('utilitario', 'Limite de colaboradores: consultar'),
  ROLE_UTI_LIMITE_COLABORADOR_EDITAR: autoridade(
    'utilitario',
    'Limite de colaboradores: incluir, alterar e remover (só o administrador da instalação)',
  ),
} as const;
