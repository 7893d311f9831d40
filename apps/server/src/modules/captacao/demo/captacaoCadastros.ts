import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  areaFormacao,
  areaFormacaoCargo,
  areaInteresse,
  comoFicouSabendoVaga,
  etapaSeletiva,
  idioma,
  motivoSolicitacao,
} from '../cadastros/schema.ts';
import { candidato } from '../schema.ts';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { conhecimento, conhecimentoArea } from '../../cargoSalario/competencias/schema.ts';
import { prng } from '../../../db/seed/demo/aleatorio.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

export const DEMO_AREAS_INTERESSE = [
  'Administrativo',
  'Atendimento ao Cliente',
  'Comercial e Vendas',
  'Financeiro e Contábil',
  'Logística e Suprimentos',
  'Marketing',
  'Recursos Humanos',
  'Tecnologia da Informação',
];

/** [formation area, Nomenclaturas of the demo positions it prepares for]. */
const AREAS_FORMACAO: [string, string[]][] = [
  ['Administração', ['Gerente Administrativo Financeiro', 'Assistente Administrativo']],
  ['Ciências Contábeis', ['Analista Contábil I', 'Analista Financeiro I']],
  ['Economia', ['Analista Financeiro I']],
  ['Engenharia de Produção', ['Gerente de Operações']],
  ['Gestão de Recursos Humanos', ['Gerente de Recursos Humanos', 'Analista de Departamento Pessoal']],
  ['Psicologia', ['Gerente de Recursos Humanos']],
  ['Marketing', ['Analista de Marketing Digital', 'Gerente Comercial']],
  ['Logística', ['Auxiliar de Logística', 'Operador de Empilhadeira']],
  ['Direito', []],
  ['Sistemas de Informação', []],
];

/** [ordem, nome, analiseComportamental]. */
export const DEMO_ETAPAS: [number, string, boolean][] = [
  [1, 'Triagem de currículos', false],
  [2, 'Entrevista com RH', false],
  [3, 'Teste técnico', false],
  [4, 'Dinâmica de grupo', true],
  [5, 'Entrevista com o gestor', false],
  [6, 'Exame admissional', false],
];

/** [descricao, turnover, considerarQtdColaboradoresPorCargo]. */
export const DEMO_MOTIVOS: [string, boolean, boolean][] = [
  ['Aumento de quadro', false, true],
  ['Substituição', true, false],
  ['Demissão a pedido', true, false],
  ['Projeto temporário', false, false],
  ['Nova área', false, false],
  ['Promoção interna', false, false],
];

/** [source, how many of the demo candidates heard of openings through it]. */
export const DEMO_FONTES: [string, number][] = [
  ['LinkedIn', 9],
  ['Indeed', 5],
  ['Site da empresa', 6],
  ['Indicação de colaborador', 7],
  ['InfoJobs', 2],
  ['Catho', 3],
  ['Faculdade/universidade', 2],
  ['Agência de empregos', 1],
];

export const DEMO_IDIOMAS = ['Alemão', 'Espanhol', 'Francês', 'Inglês', 'Italiano', 'Libras'];

/** [knowledge, observation, organisational areas], besides the four of Cargos & Salários. */
const CONHECIMENTOS: [string, string, string[]][] = [
  ['Recrutamento e seleção', 'Entrevistas, triagem e testes.', ['Recursos Humanos']],
  ['Rotinas de folha de pagamento', 'Admissão, férias e rescisão.', ['Departamento Pessoal']],
  ['Pacote Office', 'Word, Excel e PowerPoint no dia a dia.', ['Administrativo']],
  ['Power BI', 'Painéis e indicadores.', ['Financeiro', 'Marketing']],
  ['Técnicas de vendas', 'Prospecção, negociação e fechamento.', ['Vendas', 'Comercial']],
  ['Marketing digital', 'SEO, mídia paga e redes sociais.', ['Marketing']],
  ['Gestão de estoques', 'Inventário, curva ABC e recebimento.', ['Logística']],
  ['NR-11 (operação de empilhadeira)', 'Transporte e movimentação de cargas.', ['Logística', 'Operações']],
];

/**
 * The recruitment registers of the demo company: interest and formation areas (with related positions),
 * selection steps, requisition reasons, sources (some candidates pointed at them), languages and
 * knowledge. Runs after the candidates and before the requisitions, which refer to reasons and steps.
 */
export async function seedDemoCaptacaoCadastros({ tx, matrizId }: DemoCtx): Promise<void> {
  const empresaId = matrizId;
  await tx.insert(areaInteresse).values(DEMO_AREAS_INTERESSE.map((nome) => ({ empresaId, nome })));
  await tx.insert(idioma).values(DEMO_IDIOMAS.map((nome) => ({ empresaId, nome })));
  await tx.insert(etapaSeletiva).values(
    DEMO_ETAPAS.map(([ordem, nome, analiseComportamental]) => ({
      empresaId,
      ordem,
      nome,
      analiseComportamental,
    })),
  );
  await tx.insert(motivoSolicitacao).values(
    DEMO_MOTIVOS.map(([descricao, turnover, considerarQtdColaboradoresPorCargo]) => ({
      empresaId,
      descricao,
      turnover,
      considerarQtdColaboradoresPorCargo,
    })),
  );

  const formacoes = await tx
    .insert(areaFormacao)
    .values(AREAS_FORMACAO.map(([nome]) => ({ empresaId, nome })))
    .returning({ id: areaFormacao.id, nome: areaFormacao.nome });
  const cargos = await tx
    .select({ id: cargo.id, nome: cargo.nome })
    .from(cargo)
    .where(eq(cargo.empresaId, empresaId));
  const cargoId = new Map(cargos.map((c) => [c.nome, c.id]));
  const links = AREAS_FORMACAO.flatMap(([nome, nomesCargos]) => {
    const areaFormacaoId = formacoes.find((f) => f.nome === nome)?.id as number;
    return nomesCargos
      .map((n) => cargoId.get(n))
      .filter((id): id is number => id !== undefined)
      .map((id) => ({ areaFormacaoId, cargoId: id }));
  });
  if (links.length) await tx.insert(areaFormacaoCargo).values(links);

  // Sources, and the demo candidates who heard of openings through them (a few did not say).
  const fontes = await tx
    .insert(comoFicouSabendoVaga)
    .values(DEMO_FONTES.map(([nome]) => ({ empresaId, nome })))
    .returning({ id: comoFicouSabendoVaga.id });
  const candidatos = await tx
    .select({ id: candidato.id })
    .from(candidato)
    .where(eq(candidato.empresaId, empresaId))
    .orderBy(asc(candidato.id));
  const rng = prng(5_2026);
  const ordem = candidatos.map((c) => c.id);
  for (let k = ordem.length - 1; k > 0; k--) {
    const j = rng.int(0, k);
    [ordem[k], ordem[j]] = [ordem[j], ordem[k]];
  }
  let i = 0;
  for (const [f, [, qtd]] of DEMO_FONTES.entries()) {
    const ids = ordem.slice(i, i + qtd);
    i += qtd;
    if (ids.length)
      await tx
        .update(candidato)
        .set({ comoFicouSabendoVagaId: fontes[f].id })
        .where(and(eq(candidato.empresaId, empresaId), inArray(candidato.id, ids)));
  }

  // Knowledge: the company's one catalogue, shared with Cargos & Salários.
  const areas = await tx
    .select({ id: areaOrganizacional.id, nome: areaOrganizacional.nome })
    .from(areaOrganizacional)
    .where(eq(areaOrganizacional.empresaId, empresaId));
  const areaId = new Map(areas.map((a) => [a.nome, a.id]));
  for (const [nome, observacao, nomesAreas] of CONHECIMENTOS) {
    const ids = nomesAreas.map((n) => areaId.get(n)).filter((id): id is number => id !== undefined);
    if (!ids.length) continue;
    const [c] = await tx
      .insert(conhecimento)
      .values({ empresaId, nome, observacao })
      .returning({ id: conhecimento.id });
    await tx
      .insert(conhecimentoArea)
      .values(ids.map((a) => ({ competenciaId: c.id, areaOrganizacionalId: a })));
  }
}
