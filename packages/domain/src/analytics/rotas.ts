/**
 * Paths and authorities of the analytics screens that the web's route table needs (vagas.ts and
 * cargosSalarios.ts re-export them). A file that builds no schema, so the first internal screen loads no
 * zod (docs/arquitetura/build-peso.md, 'Route tables without declarations').
 */
export const ANALYTICS_VAGAS_PATH = '/analytics/vagas';
export const ANALYTICS_VAGAS_ACCESS = 'ROLE_CAP_ANALYTICS_VAGAS' as const;

export const ANALYTICS_CS_PATH = '/analytics/cargos-salarios';
export const ANALYTICS_CS_ACCESS = 'ROLE_CS_ANALYTICS' as const;

export const ANALYTICS_DESEMPENHO_PATH = '/analytics/desempenho';
export const ANALYTICS_DESEMPENHO_ACCESS = 'ROLE_AVA_ANALYTICS' as const;
