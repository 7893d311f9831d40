import { RESOURCES } from '@ipe/domain';
import { lazy } from 'react';
import { ROUTES_ANUNCIOS } from './captacao/anuncios/routes.ts';
import { ROUTES_AVALIACOES_CAPTACAO } from './captacao/avaliacoes/routes.ts';
import { ROUTES_CADASTROS_CAPTACAO } from './captacao/cadastros/routes.ts';
import { ROUTES_ANALYTICS_VAGAS } from './analytics/vagas/routes.ts';
import { ROUTES_ESTATISTICAS } from './captacao/estatisticas/routes.ts';
import { ROUTES_RELATORIOS_CAPTACAO } from './captacao/relatorios/routes.ts';
import { ROUTES_CANDIDATOS } from './captacao/candidatos/routes.ts';
import { ROUTES_DOCUMENTOS } from './captacao/documentos/routes.ts';
import { ROUTES_SOLICITACOES } from './captacao/solicitacoes/routes.ts';
import { ROUTES_SELECAO } from './captacao/selecao/routes.ts';
import { ROUTES_AREAS } from './cargoSalario/areas/routes.ts';
import { ROUTES_COLABORADORES } from './cargoSalario/colaboradores/routes.ts';
import { ROUTES_COMPETENCIAS } from './cargoSalario/competencias/routes.ts';
import { ROUTES_FAIXAS } from './cargoSalario/faixas/routes.ts';
import type { AppRoute } from './types.ts';
import { ROUTES_EMAILS } from './utilitario/emails/routes.ts';
import { ROUTES_ORGANIZACAO } from './utilitario/organizacao/routes.ts';
import { ROUTES_TAREFAS_AGENDADAS } from './utilitario/tarefasAgendadas/routes.ts';

export type { AppRoute } from './types.ts';
/** Pages of the candidate area (/externo/*) written by modules; App.tsx hands them to the external layout. */
export { ROUTES_EXTERNO as externalRoutes } from './externo/routes.ts';

const ResourceListPage = lazy(() => import('../platform/resource/ResourceListPage.tsx'));
const ResourceFormPage = lazy(() => import('../platform/resource/ResourceFormPage.tsx'));
const HomePage = lazy(() => import('./home/HomePage.tsx'));
const MeusDadosPage = lazy(() => import('./home/MeusDadosPage.tsx'));
const RenderErrorTestPage = lazy(() => import('../platform/pages/RenderErrorTestPage.tsx'));

/** Screens a module writes by hand; they take precedence over the generic resource screens. */
const SPECIAL_ROUTES: AppRoute[] = [
  { path: '/', access: 'authenticated', component: HomePage },
  { path: '/geral/meus-dados', access: 'ROLE_CAD_INFO_PESSOAL', component: MeusDadosPage },
  // Hidden (no menu entry): throws while rendering, so browser tests reach the error boundary's 500 page.
  { path: '/teste/erro-render', access: 'authenticated', component: RenderErrorTestPage },
  // Usuários: the generic form plus the password and the profile per company (modules/utilitario).
  {
    path: '/utilitario/usuarios/new',
    access: RESOURCES.find((r) => r.name === 'usuarios')?.access.write ?? 'ROLE_UTI_USUARIOS_EDITAR',
    component: lazy(() => import('./utilitario/UsuarioFormPage.tsx')),
  },
  {
    path: '/utilitario/usuarios/:id',
    access: RESOURCES.find((r) => r.name === 'usuarios')?.access.read ?? 'ROLE_UTI_USUARIOS',
    component: lazy(() => import('./utilitario/UsuarioFormPage.tsx')),
  },
  ...ROUTES_ORGANIZACAO,
  ...ROUTES_EMAILS,
  ...ROUTES_TAREFAS_AGENDADAS,
  ...ROUTES_AREAS,
  ...ROUTES_COMPETENCIAS,
  ...ROUTES_FAIXAS,
  ...ROUTES_COLABORADORES,
  ...ROUTES_CANDIDATOS,
  ...ROUTES_DOCUMENTOS,
  ...ROUTES_AVALIACOES_CAPTACAO,
  ...ROUTES_SOLICITACOES,
  ...ROUTES_SELECAO,
  ...ROUTES_CADASTROS_CAPTACAO,
  ...ROUTES_ESTATISTICAS,
  ...ROUTES_RELATORIOS_CAPTACAO,
  ...ROUTES_ANALYTICS_VAGAS,
  ...ROUTES_ANUNCIOS,
];

/** Every resource of the registry gets its list (/path), new (/path/new) and edit (/path/:id) screens. */
const resourceRoutes: AppRoute[] = RESOURCES.flatMap((r) => [
  { path: r.path, access: r.access.read, component: ResourceListPage },
  { path: `${r.path}/new`, access: r.access.write, component: ResourceFormPage },
  { path: `${r.path}/:id`, access: r.access.read, component: ResourceFormPage },
]);

const special = new Set(SPECIAL_ROUTES.map((r) => r.path));
export const appRoutes: AppRoute[] = [
  ...SPECIAL_ROUTES,
  ...resourceRoutes.filter((r) => !special.has(r.path)),
];
