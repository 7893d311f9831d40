import type { PartTables } from '../../../db/resource-tables.ts';
import { candidato } from '../schema.ts';
import {
  candidatoAreaInteresse,
  candidatoCargo,
  candidatoCertificado,
  candidatoConhecimento,
  candidatoExperiencia,
  candidatoFormacao,
  candidatoIdioma,
} from './schema.ts';

/** Tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_CANDIDATOS: PartTables = {
  tables: { candidatos: candidato },
  links: {
    'candidatos.cargosIds': {
      table: candidatoCargo,
      owner: candidatoCargo.candidatoId,
      target: candidatoCargo.cargoId,
    },
    'candidatos.areasInteresseIds': {
      table: candidatoAreaInteresse,
      owner: candidatoAreaInteresse.candidatoId,
      target: candidatoAreaInteresse.areaInteresseId,
    },
    'candidatos.conhecimentosIds': {
      table: candidatoConhecimento,
      owner: candidatoConhecimento.candidatoId,
      target: candidatoConhecimento.conhecimentoId,
    },
  },
  items: {
    'candidatos.formacao': { table: candidatoFormacao, owner: candidatoFormacao.candidatoId },
    'candidatos.certificados': { table: candidatoCertificado, owner: candidatoCertificado.candidatoId },
    'candidatos.candidatoIdiomas': { table: candidatoIdioma, owner: candidatoIdioma.candidatoId },
    'candidatos.experiencias': { table: candidatoExperiencia, owner: candidatoExperiencia.candidatoId },
  },
  labels: {
    candidato_formacao: 'Formações de Candidatos',
    candidato_certificado: 'Certificados de Candidatos',
    candidato_idioma: 'Idiomas de Candidatos',
    candidato_experiencia: 'Experiências de Candidatos',
    candidato_cargo: 'Cargos pretendidos de Candidatos',
    candidato_area_interesse: 'Áreas de interesse de Candidatos',
    candidato_conhecimento: 'Conhecimentos de Candidatos',
  },
};
