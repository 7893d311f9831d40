import { z } from 'zod';
import { defineContrato, paramsId } from '../../../contrato.ts';
import { defineResource } from '../../../resource.ts';

/**
 * Collaborator limit per company (spec 3 §2 /utilitario/configuracoes-limite-colaborador; the spec leaves
 * its bounds open). Decision: `limite` bounds the company's ACTIVE talents (situação 'A'): creating an
 * active talent, or making one active again, is refused once the company has `limite` of them. One row
 * per company; a company without a row has no limit. The company's users read it; only the
 * installation's administrator (user 1) writes it, so a company cannot raise its own limit.
 */
export const configuracoesLimiteColaborador = defineResource({
  name: 'configuracoes-limite-colaborador',
  path: '/utilitario/configuracoes-limite-colaborador',
  label: 'Configuração de Limite de Colaboradores',
  labelPlural: 'Configurações de Limite de Colaboradores',
  feminine: true,
  modulo: 'utilitario',
  menu: ['Utilitários', 'Cadastros', 'Configurações de Limite de Colaboradores'],
  access: { read: 'ROLE_UTI_LIMITE_COLABORADOR', write: 'ROLE_UTI_LIMITE_COLABORADOR_EDITAR' },
  empresaScoped: false,
  audit: true,
  fields: [
    {
      name: 'empresaId',
      label: 'Empresa',
      kind: 'reference',
      resource: 'empresas',
      required: true,
      feminine: true,
      span: 8,
    },
    {
      name: 'limite',
      label: 'Limite de colaboradores ativos',
      kind: 'integer',
      required: true,
      min: 1,
      max: 1000000,
      span: 4,
    },
    { name: 'observacao', label: 'Observação', kind: 'textarea', feminine: true, max: 500, span: 12 },
  ],
  list: { columns: ['empresaId', 'limite'], sort: 'empresaId', filters: ['empresaId'] },
  resumo: 'limite',
});

/** GET …/empresa/{id}/verificar-existencia: whether the company already has its configuration. */
export const verificarExistenciaLimite = defineContrato(
  'GET /api/utilitario/configuracoes-limite-colaborador/empresa/:id/verificar-existencia',
  {
    summary: 'Se a empresa já tem configuração de limite de colaboradores (e qual)',
    params: paramsId,
    response: z.object({ existe: z.boolean(), id: z.number().nullable() }),
  },
);
