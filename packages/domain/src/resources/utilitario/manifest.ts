import type { DomainModule } from '../../module.ts';
import { MENU_MINHAS_PENDENCIAS } from '../../painel.ts';
import { AUTHORITIES_UTILITARIO } from './authorities.ts';
import { MENU_EMAILS } from './emails.ts';
import { MENU_ENVIAR_MENSAGEM } from './enviarMensagem.ts';
import { empresas } from './empresas.ts';
import { RESOURCES_EXTRAS } from './extras/index.ts';
import { MENU_ORGANIZACAO, RESOURCES_ORGANIZACAO } from './organizacao/index.ts';
import { perfis } from './perfis.ts';
import { MENU_TAREFAS_AGENDADAS } from './tarefasAgendadas.ts';
import { usuarios } from './usuarios.ts';

/** Utilitários: companies, profiles, users, establishments, parameters, extra fields, log, mail. */
export const utilitario: DomainModule<typeof AUTHORITIES_UTILITARIO, 'utilitario'> = {
  id: 'utilitario',
  nome: 'Utilitários',
  ordem: 90,
  icone: 'pi pi-cog',
  authorities: AUTHORITIES_UTILITARIO,
  resources: [empresas, perfis, usuarios, ...RESOURCES_ORGANIZACAO, ...RESOURCES_EXTRAS],
  menu: [
    ...MENU_ORGANIZACAO,
    ...MENU_EMAILS,
    ...MENU_TAREFAS_AGENDADAS,
    ...MENU_ENVIAR_MENSAGEM,
    ...MENU_MINHAS_PENDENCIAS,
  ],
};
