import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The installation's parameters (spec 3 §3 'Session/system parameters'): one row, id 1, created on first
 * read. Sharing flags decide whether candidates, talents and courses are seen across companies.
 */
export const parametrosSistema = pgTable(
  'parametros_sistema',
  {
    id: integer().primaryKey().default(1),
    compartilharCandidatos: boolean().notNull().default(false),
    compartilharColaboradores: boolean().notNull().default(false),
    compartilharCursos: boolean().notNull().default(false),
    aderiuAoESocial: boolean().notNull().default(true),
    inverterEixoResultadoNineBox: boolean().notNull().default(false),
    diasAvisoPeriodoExperiencia: integer().notNull().default(10),
    emailRemetente: varchar({ length: 120 }),
    linkChat: varchar({ length: 255 }),
    codEmpresaSuporte: varchar({ length: 20 }),
    codClienteSuporte: varchar({ length: 20 }),
  },
  (t) => [check('parametros_sistema_unico', sql`${t.id} = 1`)],
);
