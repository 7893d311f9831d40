/**
 * The candidate form, for the screens that host it: HR's (CandidatoFormPage) and the candidate area's
 * (issue 7), which passes its own API door (portaCandidato), hides HR's fields and notices and fills it as the candidate:
 *
 * ```tsx
 * <CandidatoForm id={id} configuracao={formulario} porta={portaCandidato}
 *   ocultar={CAMPOS_SOMENTE_RH} avisosRh={false} peloCandidato afterSave={() => '/externo/anuncios'} />
 * ```
 */
export { CandidatoForm, type CandidatoFormProps } from './CandidatoForm.tsx';
export { useFormularioCandidato } from './configuracao.ts';
export { CAMPOS_SOMENTE_RH } from './layout.ts';
