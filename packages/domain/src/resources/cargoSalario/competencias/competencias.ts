import { defineResource } from '../../../resource.ts';
import { campoDescricao } from '../../campos.ts';
import { CAMPO_AREAS_ORGANIZACIONAIS } from '../areas/areasOrganizacionais.ts';

export const COMPORTAMENTO_MAX = 250;
export const COMPETENCIA_NOME_MAX = 100;
export const OBSERVACAO_MAX = 255;

/**
 * One declaration for the three kinds of competence (conhecimentos, habilidades, atitudes): same fields,
 * rules and access; only the names differ. Each kind keeps its own table, so ids are per kind.
 */
function defineCompetencia<const N extends string>(p: {
  name: N;
  label: string;
  labelPlural: string;
  feminine: boolean;
}) {
  return defineResource({
    name: p.name,
    path: `/cargo-salario/${p.name}`,
    label: p.label,
    labelPlural: p.labelPlural,
    feminine: p.feminine,
    modulo: 'cargoSalario',
    menu: ['Cargos & Salários', 'Cadastros', p.labelPlural],
    access: { read: 'ROLE_CS_COMPETENCIAS', write: 'ROLE_CS_COMPETENCIAS_EDITAR' },
    empresaScoped: true,
    fields: [
      { name: 'nome', label: 'Nome', kind: 'text', required: true, max: COMPETENCIA_NOME_MAX },
      CAMPO_AREAS_ORGANIZACIONAIS,
      {
        name: 'observacao',
        label: 'Observação',
        kind: 'textarea',
        feminine: true,
        max: OBSERVACAO_MAX,
        span: 12,
      },
      { name: 'solicitarComentario', label: 'Solicitar comentário na avaliação', kind: 'boolean' },
      {
        name: 'existeNivelCompetencia',
        label: 'Nível configurado em faixa salarial',
        kind: 'boolean',
        readOnly: true,
      },
      {
        name: 'competencias',
        label: 'Comportamentos',
        kind: 'items',
        itemLabel: 'Comportamento',
        span: 12,
        fields: [{ ...campoDescricao(COMPORTAMENTO_MAX), span: 12 }],
      },
    ],
    list: {
      columns: ['nome', 'solicitarComentario', 'existeNivelCompetencia'],
      sort: 'nome',
      search: ['nome'],
      filters: ['areasOrganizacionaisIds'],
    },
    resumo: 'nome',
    audit: true,
  });
}

export const conhecimentos = defineCompetencia({
  name: 'conhecimentos',
  label: 'Conhecimento',
  labelPlural: 'Conhecimentos',
  feminine: false,
});

export const habilidades = defineCompetencia({
  name: 'habilidades',
  label: 'Habilidade',
  labelPlural: 'Habilidades',
  feminine: true,
});

export const atitudes = defineCompetencia({
  name: 'atitudes',
  label: 'Atitude',
  labelPlural: 'Atitudes',
  feminine: true,
});

/** The declaration of each kind. */
export const COMPETENCIA_DO_TIPO = { C: conhecimentos, H: habilidades, A: atitudes } as const;
