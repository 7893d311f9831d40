import { defineRegistroNomeado } from './registros.ts';

/**
 * Where candidates heard of the opening (spec 1 §2 /captacao/como-ficou-sabendo-vaga). Besides the
 * register, GET /contagem answers the 'Generic count register' (id, nome, qtd, percentual) of spec 1 §3.
 */
export const comoFicouSabendoVaga = defineRegistroNomeado({
  name: 'como-ficou-sabendo-vaga',
  // One row is a way the opening reached the candidate: 'Já existe um meio de divulgação com este nome.'
  label: 'Meio de Divulgação',
  labelPlural: 'Como Ficou Sabendo da Vaga',
  access: { read: 'ROLE_CAP_COMO_FICOU_SABENDO', write: 'ROLE_CAP_COMO_FICOU_SABENDO_EDITAR' },
});

/** Languages of candidates' CVs (spec 1 §3 'Language and certificate'; /captacao/idiomas). */
export const idiomas = defineRegistroNomeado({
  name: 'idiomas',
  label: 'Idioma',
  labelPlural: 'Idiomas',
  access: { read: 'ROLE_CAP_IDIOMAS', write: 'ROLE_CAP_IDIOMAS_EDITAR' },
});
