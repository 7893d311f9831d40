import type { CurriculoLido } from '@ipe/domain/resources/captacao/candidatos/curriculo/lerCurriculo';

type Valores = Record<string, unknown>;

const vazio = (v: unknown) =>
  v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The form values a résumé's reading gives (lerCurriculo), for the fields the form shows and the
 * candidate has not filled yet: what was typed is never overwritten. The city needs its ids (looked up
 * by the caller: `cidade`). Returns the values and the labels of what was filled, for the notice.
 */
export function valoresDoCurriculo(
  lido: CurriculoLido,
  atuais: Valores,
  visivel: (campo: string) => boolean,
  cidade?: { ufId: number; cidadeId: number | null },
): { valores: Valores; preenchidos: string[] } {
  const valores: Valores = {};
  const preenchidos: string[] = [];
  const por = (rotulo: string, campos: Valores) => {
    const nomes = Object.keys(campos);
    if (!nomes.every((c) => visivel(c) && vazio(atuais[c]))) return;
    Object.assign(valores, campos);
    preenchidos.push(rotulo);
  };
  if (lido.nome) por('Nome', { nome: lido.nome });
  if (lido.email) por('E-mail', { email: lido.email });
  if (lido.cpf) por('CPF', { cpf: lido.cpf });
  if (lido.dataNascimento) por('Data de nascimento', { dataNascimento: lido.dataNascimento });
  if (lido.celular) por('Celular', { dddCelular: lido.celular.ddd, foneCelular: lido.celular.numero });
  if (lido.fixo) por('Telefone fixo', { ddd: lido.fixo.ddd, foneFixo: lido.fixo.numero });
  if (cidade)
    por(cidade.cidadeId === null ? 'Estado' : 'Cidade', {
      ufId: cidade.ufId,
      ...(cidade.cidadeId === null ? {} : { cidadeId: cidade.cidadeId }),
    });
  if (lido.escolaridade) por('Escolaridade', { escolaridade: lido.escolaridade });
  if (
    lido.experiencias.length &&
    visivel('experiencias') &&
    vazio(atuais.experiencias) &&
    atuais.primeiroEmprego !== true
  ) {
    // The role as written ('Outro cargo (não listado)'): the company's cargos list rarely has it.
    valores.experiencias = lido.experiencias.map((e) => ({
      empresa: e.empresa.slice(0, 100),
      cargoId: null,
      checkNomeCargo: true,
      nomeMercado: e.cargo.slice(0, 100),
      dataAdmissao: e.inicio,
      dataDesligamento: e.fim,
    }));
    preenchidos.push(
      lido.experiencias.length === 1 ? '1 experiência' : `${lido.experiencias.length} experiências`,
    );
  }
  return { valores, preenchidos };
}
