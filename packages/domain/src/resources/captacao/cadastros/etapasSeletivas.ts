import { defineResource } from '../../../resource.ts';
import { CADASTROS_MENU } from './registros.ts';

export const ETAPA_ORDEM_MAX = 999;
export const ETAPA_NOME_MAX = 100;

/**
 * Selection steps (spec 1 §3 'Selection step', §5: ordem required ≤ 999, nome required ≤ 100,
 * analiseComportamental default false). Listed by ordem; a new step gets GET /proxima-ordem (max + 1).
 */
export const etapasSeletivas = defineResource({
  name: 'etapas-seletivas',
  path: '/captacao/etapas-seletivas',
  label: 'Etapa Seletiva',
  labelPlural: 'Etapas Seletivas',
  feminine: true,
  modulo: 'captacao',
  menu: [...CADASTROS_MENU, 'Etapas Seletivas'],
  access: { read: 'ROLE_CAP_ETAPAS_SELETIVAS', write: 'ROLE_CAP_ETAPAS_SELETIVAS_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    {
      name: 'ordem',
      label: 'Ordem',
      kind: 'integer',
      required: true,
      feminine: true,
      min: 1,
      max: ETAPA_ORDEM_MAX,
      span: 2,
    },
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: ETAPA_NOME_MAX, span: 10 },
    {
      name: 'analiseComportamental',
      label: 'Análise comportamental',
      kind: 'boolean',
      feminine: true,
      default: false,
      span: 12,
    },
  ],
  list: {
    columns: ['ordem', 'nome', 'analiseComportamental'],
    sort: 'ordem',
    search: ['nome'],
    filters: ['analiseComportamental'],
  },
  resumo: 'nome',
});
