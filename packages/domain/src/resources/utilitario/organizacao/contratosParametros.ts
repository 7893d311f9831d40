/** Contracts of the system parameters (a singleton) and of the flag reads of spec 3 §7. */
import { z } from 'zod';
import { defineContrato } from '../../../contrato.ts';

const BASE = '/api/utilitario/parametros-sistema';

const parametros = z.object({
  compartilharCandidatos: z.boolean(),
  compartilharColaboradores: z.boolean(),
  compartilharCursos: z.boolean(),
  aderiuAoESocial: z.boolean(),
  inverterEixoResultadoNineBox: z.boolean(),
  diasAvisoPeriodoExperiencia: z.number(),
  emailRemetente: z.string().nullable(),
  linkChat: z.string().nullable(),
  codEmpresaSuporte: z.string().nullable(),
  codClienteSuporte: z.string().nullable(),
  /** Version of the running application (read-only). */
  appVersao: z.string(),
});

export const lerParametrosSistema = defineContrato(`GET ${BASE}`, {
  summary: 'Parâmetros do sistema',
  response: parametros,
});

export const alterarParametrosSistema = defineContrato(`PUT ${BASE}`, {
  summary: 'Altera os parâmetros do sistema',
  // Validated by the handler with the declaration's schema (its messages as field entries).
  body: z.custom<Partial<Omit<z.input<typeof parametros>, 'appVersao'>>>(),
  response: parametros,
});

const flag = <const P extends string>(nome: P, summary: string) =>
  defineContrato(`GET ${BASE}/${nome}`, { summary, response: z.boolean() });

export const FLAGS_PARAMETROS = {
  compartilharCandidatos: flag('compartilha-candidatos', 'Candidatos compartilhados entre empresas?'),
  compartilharColaboradores: flag('compartilha-colaboradores', 'Talentos compartilhados entre empresas?'),
  compartilharCursos: flag('compartilha-cursos', 'Cursos compartilhados entre empresas?'),
  aderiuAoESocial: flag('aderiu-ao-esocial', 'A instalação aderiu ao eSocial?'),
  inverterEixoResultadoNineBox: flag(
    'inverter-eixo-resultado-nineBox',
    'Inverter os eixos da Matriz Nine Box?',
  ),
  sistemaRhAutenticado: flag('sistema-rh-atenticado', 'Sistema de RH autenticado?'),
};
