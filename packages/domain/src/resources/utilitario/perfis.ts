import { AUTHORITIES, MODULOS } from '../../authorities.ts';
import { defineResource } from '../../resource.ts';

/** A profile groups authorities; each user holds one profile per company. */
export const perfis = defineResource({
  name: 'perfis',
  path: '/utilitario/perfis',
  label: 'Perfil',
  labelPlural: 'Perfis',
  modulo: 'utilitario',
  menu: ['Utilitários', 'Segurança', 'Perfis'],
  access: { read: 'ROLE_UTI_PERFIS', write: 'ROLE_UTI_PERFIS_EDITAR' },
  empresaScoped: false,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100 },
    {
      name: 'authorities',
      label: 'Permissões',
      kind: 'checklist',
      feminine: true,
      span: 12,
      // Read on use: the catalogue is gathered from every module's manifest, this module's included.
      get options() {
        return Object.entries(AUTHORITIES).map(([value, info]) => ({
          value,
          label: info.descricao,
          group: MODULOS[info.modulo],
        }));
      },
    },
  ],
  list: { columns: ['nome'], sort: 'nome', search: ['nome'] },
  resumo: 'nome',
});
