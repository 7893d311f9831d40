import type { PartTables } from '../../../db/resource-tables.ts';
import { anuncio, anuncioAvaliacao } from './schema.ts';

/** Tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_ANUNCIOS: PartTables = {
  tables: { anuncios: anuncio },
  links: {
    'anuncios.avaliacoesIds': {
      table: anuncioAvaliacao,
      owner: anuncioAvaliacao.anuncioId,
      target: anuncioAvaliacao.modeloAvaliacaoCandidatoId,
    },
  },
  labels: {
    anuncio_avaliacao: 'Anúncios (avaliações)',
    anuncio_envio_amigo: 'Envios de anúncio a amigos',
  },
};
