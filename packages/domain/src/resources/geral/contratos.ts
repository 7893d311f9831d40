/** Contracts of the special routes of Geral (states' cities, cities' neighbourhoods, address by CEP). */
import { z } from 'zod';
import { defineContrato, idNome } from '../../contrato.ts';

const idParams = z.object({ id: z.coerce.number().int() });

export const cidadesDoEstado = defineContrato('GET /api/geral/estados/:id/cidades', {
  summary: 'Cidades de um estado, em ordem de nome',
  params: idParams,
  response: z.array(z.object({ id: z.number(), nome: z.string(), codigoIbge: z.number().nullable() })),
});

export const bairrosDaCidade = defineContrato('GET /api/geral/cidades/:id/bairros', {
  summary: 'Bairros de uma cidade, em ordem de nome',
  params: idParams,
  response: z.array(idNome),
});

export const enderecoDoCep = defineContrato('GET /api/geral/cep/:cep', {
  summary: 'Endereço de um CEP, com os ids do estado e da cidade',
  params: z.object({ cep: z.string() }),
  response: z.object({
    cep: z.string(),
    logradouro: z.string(),
    complemento: z.string(),
    bairro: z.string(),
    cidade: z.string(),
    uf: z.string(),
    codigoIbge: z.number().nullable(),
    cidadeId: z.number().nullable(),
    estadoId: z.number().nullable(),
  }),
});

/** The same as GET /estados/{id}/cidades, at the path spec 3 §7 gives ('City GET /estado/{id}'). */
export const cidadesPorEstado = defineContrato('GET /api/geral/cidades/estado/:id', {
  summary: 'Cidades de um estado, em ordem de nome',
  params: idParams,
  response: cidadesDoEstado.response,
});
