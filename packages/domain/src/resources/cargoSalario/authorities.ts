import { autoridade } from '../../module.ts';

/** This module's part of the authority catalogue (see authorities.ts). */
export const AUTHORITIES_CARGO_SALARIO = {
  // cargo-salario
  ROLE_CS_AREAS: autoridade('cargoSalario', 'Áreas organizacionais e organograma: consultar'),
  ROLE_CS_AREAS_EDITAR: autoridade('cargoSalario', 'Áreas organizacionais: incluir, alterar e remover'),
  ROLE_CS_COMPETENCIAS: autoridade('cargoSalario', 'Competências e níveis de competência: consultar'),
  ROLE_CS_COMPETENCIAS_EDITAR: autoridade(
    'cargoSalario',
    'Competências e níveis de competência: incluir, alterar e remover',
  ),
  ROLE_CS_NIVEIS_COLABORADOR: autoridade('cargoSalario', 'Níveis de competência dos talentos: consultar'),
  ROLE_CS_NIVEIS_COLABORADOR_EDITAR: autoridade(
    'cargoSalario',
    'Níveis de competência dos talentos: registrar, alterar e remover',
  ),
  ROLE_CS_CARGOS: autoridade('cargoSalario', 'Cargos e grupos ocupacionais: consultar'),
  ROLE_CS_CARGOS_EDITAR: autoridade(
    'cargoSalario',
    'Cargos e grupos ocupacionais: incluir, alterar e remover',
  ),
  ROLE_CS_FAIXAS: autoridade('cargoSalario', 'Faixas salariais: consultar'),
  ROLE_CS_FAIXAS_EDITAR: autoridade(
    'cargoSalario',
    'Faixas salariais e históricos: incluir, alterar e remover',
  ),
  ROLE_CS_INDICES: autoridade('cargoSalario', 'Índices: consultar'),
  ROLE_CS_INDICES_EDITAR: autoridade('cargoSalario', 'Índices e históricos: incluir, alterar e remover'),
  ROLE_CS_COLABORADORES: autoridade('cargoSalario', 'Talentos: consultar'),
  ROLE_CS_COLABORADORES_EDITAR: autoridade(
    'cargoSalario',
    'Talentos e históricos: incluir, alterar e remover',
  ),
  ROLE_CS_RELATORIOS: autoridade('cargoSalario', 'Relatórios de cargos e salários: gerar em PDF e XLSX'),
  ROLE_CS_FATURAMENTOS: autoridade('cargoSalario', 'Faturamento mensal: consultar'),
  ROLE_CS_FATURAMENTOS_EDITAR: autoridade('cargoSalario', 'Faturamento mensal: incluir, alterar e remover'),
  ROLE_CS_ANALYTICS: autoridade(
    'cargoSalario',
    'Analytics de cargos e salários (painel de indicadores): consultar',
  ),
  ROLE_CS_REAJUSTES: autoridade('cargoSalario', 'Planejamentos de realinhamento: consultar'),
  ROLE_CS_REAJUSTES_EDITAR: autoridade(
    'cargoSalario',
    'Planejamentos de realinhamento: incluir, alterar e remover',
  ),
  ROLE_CS_REAJUSTES_APLICAR: autoridade('cargoSalario', 'Planejamentos de realinhamento: aplicar e cancelar'),
} as const;
