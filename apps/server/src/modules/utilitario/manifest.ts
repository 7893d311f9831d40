import { defineServerModule } from '../../platform/modules.ts';
import { seedDemoEmails } from './demo/emails.ts';
import { seedDemoOrganizacao } from './demo/organizacao.ts';
import { registerOrganizacao } from './organizacao/routes.ts';
import { TABLES_ORGANIZACAO } from './organizacao/tables.ts';
import { registerUtilitario } from './routes.ts';
import { TABLES_UTILITARIO } from './tables.ts';

/** Utilitários: users, profiles, companies, establishments, parameters, extra fields, log, mail. */
export const utilitario = defineServerModule({
  id: 'utilitario',
  tables: [TABLES_UTILITARIO, TABLES_ORGANIZACAO],
  register: [registerUtilitario, registerOrganizacao],
  demo: [
    seedDemoOrganizacao, // establishments, company parameters
    seedDemoEmails, // a few mails in the outbox (/utilitario/emails)
  ],
});
