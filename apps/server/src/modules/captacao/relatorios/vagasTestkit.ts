/**
 * A year of requisitions in 2016 (a year no demo data touches), written straight into the demo company so
 * the vacancy reports' figures can be asserted exactly. One new position P ('Cargo Teste Vagas 2016', CBO
 * 252105, in the first occupational group and in areas A and B), two new reasons M1 and M2:
 *
 * | req | opened     | area | reason | vacancies | filled | closed on            | candidates (source)          |
 * |-----|------------|------|--------|-----------|--------|----------------------|------------------------------|
 * | R1  | 2016-01-10 | A    | M1     | 2         | 2      | 2016-02-09 (30 days) | C1 f1 hired, C2 f1 hired      |
 * | R2  | 2016-01-20 | A    | M2     | 1         | 1      | 2016-01-30 (10 days) | C3 f2 hired, C6 removed       |
 * | R3  | 2016-03-05 | B    | M1     | 3         | 1      | 2016-04-19 (45 days) | C1 f1, C4 f2, C5 none hired   |
 * | R4  | 2016-03-15 | B    | M2     | 1         | 0      | open                 | C6 f1                         |
 * | R5  | 2016-03-20 | A    | M1     | 5         | 0      | cancelled            | C7 f2 (never counted)         |
 * | R6  | 2016-12-01 | B    | M2     | 2         | 2      | 2017-01-16 (46 days) | —                             |
 *
 * R1 has the job ad 'Anúncio Teste Divulgação 2016', R3 one titled as the requisition. C1 and C2 (registered 2016-01-05/06) and C3
 * (registered 2015-12-20) are interested in P.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  areaOrganizacional,
  cargo,
  cargoAreaOrganizacional,
  grupoOcupacional,
} from '../../cargoSalario/areas/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { anuncio } from '../anuncios/schema.ts';
import { comoFicouSabendoVaga, motivoSolicitacao } from '../cadastros/schema.ts';
import { candidatoCargo } from '../candidatos/schema.ts';
import { candidato } from '../schema.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import type { TestApp } from '../../../test/harness.ts';

export const CARGO_TESTE = 'Cargo Teste Vagas 2016';
export const M1 = 'Motivo Teste Aumento 2016';
export const M2 = 'Motivo Teste Reposição 2016';
export const ANUNCIO_TESTE = 'Anúncio Teste Divulgação 2016';

export interface CenarioVagas {
  areaA: { id: number; nome: string };
  areaB: { id: number; nome: string };
  grupo: { id: number; nome: string };
  estabelecimento: string;
  fonte1: string;
  fonte2: string;
  cargoId: number;
  req: Record<'R1' | 'R2' | 'R3' | 'R4' | 'R5' | 'R6', number>;
}

export async function cenarioVagas2016(t: TestApp, empresaId = 1): Promise<CenarioVagas> {
  const db = t.database.db;
  const [[estab], areas, [grupo], fontes] = await Promise.all([
    db
      .select({ id: estabelecimento.id, nome: estabelecimento.nome })
      .from(estabelecimento)
      .where(eq(estabelecimento.empresaId, empresaId))
      .orderBy(asc(estabelecimento.id))
      .limit(1),
    db
      .select({ id: areaOrganizacional.id, nome: areaOrganizacional.nome })
      .from(areaOrganizacional)
      .where(and(eq(areaOrganizacional.empresaId, empresaId), eq(areaOrganizacional.ativo, true)))
      .orderBy(asc(areaOrganizacional.id))
      .limit(2),
    db
      .select({
        id: grupoOcupacional.id,
        codigo: grupoOcupacional.codigo,
        descricao: grupoOcupacional.descricao,
      })
      .from(grupoOcupacional)
      .where(eq(grupoOcupacional.empresaId, empresaId))
      .orderBy(asc(grupoOcupacional.id))
      .limit(1),
    db
      .select({ id: comoFicouSabendoVaga.id, nome: comoFicouSabendoVaga.nome })
      .from(comoFicouSabendoVaga)
      .where(eq(comoFicouSabendoVaga.empresaId, empresaId))
      .orderBy(asc(comoFicouSabendoVaga.id))
      .limit(2),
  ]);
  const [areaA, areaB] = areas;
  const [p] = await db
    .insert(cargo)
    .values({ empresaId, nome: CARGO_TESTE, nomeMercado: CARGO_TESTE, grupoOcupacionalId: grupo.id })
    .returning({ id: cargo.id });
  await db.insert(cargoAreaOrganizacional).values([
    { cargoId: p.id, areaOrganizacionalId: areaA.id },
    { cargoId: p.id, areaOrganizacionalId: areaB.id },
  ]);
  const [faixa] = await db
    .insert(faixaSalarial)
    .values({ cargoId: p.id, nome: 'Única', codigoCBO: '252105', descricaoCBO: 'Administrador' })
    .returning({ id: faixaSalarial.id });
  const [m1, m2] = await db
    .insert(motivoSolicitacao)
    .values([
      { empresaId, descricao: M1 },
      { empresaId, descricao: M2 },
    ])
    .returning({ id: motivoSolicitacao.id });

  const requisicao = async (
    descricao: string,
    data: string,
    area: number,
    motivo: number,
    quantidade: number,
    preenchidas: number,
    fim: string | null | 'cancelada',
  ) => {
    const [s] = await db
      .insert(solicitacao)
      .values({
        empresaId,
        data,
        descricao,
        horarioComercial: '08:00 às 17:48',
        estabelecimentoId: estab.id,
        areaOrganizacionalId: area,
        faixaSalarialId: faixa.id,
        cargoId: p.id,
        motivoSolicitacaoId: motivo,
        quantidade,
        qtdVagasPreenchidas: preenchidas,
        status: 'L',
        encerrada: fim != null && fim !== 'cancelada',
        dataEncerramento: fim === 'cancelada' ? null : fim,
        cancelada: fim === 'cancelada',
      })
      .returning({ id: solicitacao.id });
    return s.id;
  };
  const req = {
    R1: await requisicao('Vaga Teste R1', '2016-01-10', areaA.id, m1.id, 2, 2, '2016-02-09'),
    R2: await requisicao('Vaga Teste R2', '2016-01-20', areaA.id, m2.id, 1, 1, '2016-01-30'),
    R3: await requisicao('Vaga Teste R3', '2016-03-05', areaB.id, m1.id, 3, 1, '2016-04-19'),
    R4: await requisicao('Vaga Teste R4', '2016-03-15', areaB.id, m2.id, 1, 0, null),
    R5: await requisicao('Vaga Teste R5', '2016-03-20', areaA.id, m1.id, 5, 0, 'cancelada'),
    R6: await requisicao('Vaga Teste R6', '2016-12-01', areaB.id, m2.id, 2, 2, '2017-01-16'),
  };
  await db.insert(anuncio).values([
    { empresaId, solicitacaoId: req.R1, titulo: ANUNCIO_TESTE, descricao: 'Teste.' },
    { empresaId, solicitacaoId: req.R3, titulo: 'Vaga Teste R3', descricao: 'Teste.' },
  ]);

  const [f1, f2] = fontes.map((f) => f.id);
  const novo = async (nome: string, fonte: number | null, dataCadastro: string) => {
    const [c] = await db
      .insert(candidato)
      .values({ empresaId, nome, dataCadastro, comoFicouSabendoVagaId: fonte })
      .returning({ id: candidato.id });
    return c.id;
  };
  const c1 = await novo('C1 Teste Vagas', f1, '2016-01-05');
  const c2 = await novo('C2 Teste Vagas', f1, '2016-01-06');
  const c3 = await novo('C3 Teste Vagas', f2, '2015-12-20');
  const c4 = await novo('C4 Teste Vagas', f2, '2015-12-21');
  const c5 = await novo('C5 Teste Vagas', null, '2015-12-22');
  const c6 = await novo('C6 Teste Vagas', f1, '2015-12-23');
  const c7 = await novo('C7 Teste Vagas', f2, '2015-12-24');
  await db.insert(candidatoCargo).values([c1, c2, c3].map((candidatoId) => ({ candidatoId, cargoId: p.id })));
  const vinculo = (
    candidatoId: number,
    solicitacaoId: number,
    extra: Partial<typeof candidatoSolicitacao.$inferInsert> = {},
  ) => ({
    empresaId,
    candidatoId,
    solicitacaoId,
    createdAt: new Date('2016-01-15T10:00:00-03:00'),
    ...extra,
  });
  const contratado = (dataContratacao: string) => ({ contratado: true, dataContratacao });
  await db
    .insert(candidatoSolicitacao)
    .values([
      vinculo(c1, req.R1, contratado('2016-02-05')),
      vinculo(c2, req.R1, contratado('2016-02-06')),
      vinculo(c3, req.R2, contratado('2016-01-28')),
      vinculo(c6, req.R2, { removedAt: new Date('2016-01-25T10:00:00-03:00') }),
      vinculo(c1, req.R3),
      vinculo(c4, req.R3),
      vinculo(c5, req.R3, contratado('2016-04-10')),
      vinculo(c6, req.R4),
      vinculo(c7, req.R5),
    ]);
  return {
    areaA,
    areaB,
    grupo: { id: grupo.id, nome: `${grupo.codigo} – ${grupo.descricao}` },
    estabelecimento: estab.nome,
    fonte1: fontes[0].nome,
    fonte2: fontes[1].nome,
    cargoId: p.id,
    req,
  };
}
