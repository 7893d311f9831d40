import { lazy } from 'react';

/**
 * Recruitment's public surface on the web: the candidate form and document screens the candidate area
 * reuses. They load when first drawn (render them inside a Suspense): importing this file costs the
 * candidate area's first screens nothing but the registration's light first step (issue 24 §1,
 * docs/arquitetura/build-peso.md).
 */
export const carregarCandidatoForm = () => import('./candidatos/formulario/CandidatoForm.tsx');
export const CandidatoForm = lazy(() => carregarCandidatoForm().then((m) => ({ default: m.CandidatoForm })));
export const NovoDocumento = lazy(() =>
  import('./documentos/DocumentoAnexoNovoPage.tsx').then((m) => ({ default: m.NovoDocumento })),
);
export const Documentos = lazy(() =>
  import('./documentos/DocumentosAnexosPage.tsx').then((m) => ({ default: m.Documentos })),
);
export {
  curriculoObrigatorio,
  type InicioCadastro,
  PrimeiroPasso,
} from './candidatos/formulario/PrimeiroPasso.tsx';
/** The documents asked of the logged-in candidate (issue 24 §4), for the candidate area's page. */
export const DocumentosSolicitados = lazy(() =>
  import('./documentos/pedidos/DocumentosSolicitados.tsx').then((m) => ({
    default: m.DocumentosSolicitados,
  })),
);
