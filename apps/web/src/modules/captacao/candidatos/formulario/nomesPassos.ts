/**
 * The candidate area's registration steps (issue 24 §1), apart from passos.ts (which builds them from
 * the declaration): the light first step (PrimeiroPasso.tsx) draws their names without loading it.
 */
export const PASSO_CURRICULO = 'Currículo';
export const PASSO_OBRIGATORIOS = 'Dados obrigatórios';
export const PASSO_OPCIONAIS = 'Mais informações';
export const PASSO_CONSENTIMENTO = 'Senha e consentimento';
