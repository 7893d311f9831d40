/**
 * Path and authority of the Nine Box chart screen, for the web's route table: a file that builds no schema,
 * so the first internal screen loads no zod (docs/arquitetura/build-peso.md).
 */
export const NINEBOX_GRAFICO_PATH = '/avaliacao/ninebox/chart' as const;
export const NINEBOX_GRAFICO_ACCESS = 'ROLE_AVA_NINEBOX_GRAFICO' as const;
