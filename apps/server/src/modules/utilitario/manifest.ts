import { defineServerModule } from '../../platform/modules.ts';
import { seedDemoEmails } from './demo/emails.ts';
import { seedDemoExtras } from './demo/extras.ts';
import { seedDemoMensagens } from './demo/mensagens.ts';
import { seedDemoOrganizacao } from './demo/organizacao.ts';
import { menuExtrasDaSessao } from './extras/menuExtra.ts';
import { registerExtras } from './extras/routes.ts';
import { registerEnviarMensagem } from './mensagens/enviar.ts';
import { TABLES_EXTRAS } from './extras/tables.ts';
import { registerOrganizacao } from './organizacao/routes.ts';
import { TABLES_ORGANIZACAO } from './organizacao/tables.ts';
import { registerUtilitario } from './routes.ts';
import { TABLES_UTILITARIO } from './tables.ts';
import { jobAvisoExpiracao } from './usuarios/expiracao.ts';

/** Utilitários: users, profiles, companies, establishments, parameters, extra fields, log, mail. */
export const utilitario = defineServerModule({
  id: 'utilitario',
  tables: [TABLES_UTILITARIO, TABLES_ORGANIZACAO, TABLES_EXTRAS],
  register: [registerUtilitario, registerOrganizacao, registerExtras, registerEnviarMensagem],
  menu: menuExtrasDaSessao,
  jobs: (app, { db }) => [jobAvisoExpiracao(db, () => app.mailer.acordar())],
  demo: [
    seedDemoOrganizacao, // establishments, company parameters
    seedDemoEmails, // a few mails in the outbox (/utilitario/emails)
    seedDemoExtras, // an extra menu with links, suggestions, the demo company's collaborator limit
    seedDemoMensagens, // messages in several of the administrator's home-page boxes, some read
  ],
});
