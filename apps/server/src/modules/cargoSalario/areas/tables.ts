import type { PartTables } from '../../../db/resource-tables.ts';
import {
  areaCoResponsavel,
  areaEmailNotificacao,
  areaOrganizacional,
  areaResponsavel,
  cargo,
  cargoAreaOrganizacional,
  cargoAtitude,
  cargoConhecimento,
  cargoHabilidade,
  grupoOcupacional,
} from './schema.ts';

/** Tables, link tables and child tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_AREAS: PartTables = {
  tables: {
    'areas-organizacionais': areaOrganizacional,
    'grupos-ocupacionais': grupoOcupacional,
    cargos: cargo,
  },
  links: {
    'areas-organizacionais.responsaveisIds': {
      table: areaResponsavel,
      owner: areaResponsavel.areaOrganizacionalId,
      target: areaResponsavel.colaboradorId,
    },
    'areas-organizacionais.coResponsaveisIds': {
      table: areaCoResponsavel,
      owner: areaCoResponsavel.areaOrganizacionalId,
      target: areaCoResponsavel.colaboradorId,
    },
    'cargos.areasOrganizacionaisIds': {
      table: cargoAreaOrganizacional,
      owner: cargoAreaOrganizacional.cargoId,
      target: cargoAreaOrganizacional.areaOrganizacionalId,
    },
  },
  items: {
    'cargos.conhecimentos': { table: cargoConhecimento, owner: cargoConhecimento.cargoId },
    'cargos.habilidades': { table: cargoHabilidade, owner: cargoHabilidade.cargoId },
    'cargos.atitudes': { table: cargoAtitude, owner: cargoAtitude.cargoId },
    'areas-organizacionais.emailsNotificacoes': {
      table: areaEmailNotificacao,
      owner: areaEmailNotificacao.areaOrganizacionalId,
    },
  },
  labels: {
    cargo_area_organizacional: 'Cargos',
    cargo_conhecimento: 'Cargos (conhecimentos)',
    cargo_habilidade: 'Cargos (habilidades)',
    cargo_atitude: 'Cargos (atitudes)',
    area_responsavel: 'Áreas Organizacionais (responsáveis)',
    area_co_responsavel: 'Áreas Organizacionais (corresponsáveis)',
    area_email_notificacao: 'E-mails para notificações',
  },
};
