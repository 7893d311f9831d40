import { and, eq, isNull, ne, notInArray, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { motivoSolicitacao } from '../cadastros/schema.ts';
import { limiteColaboradorCargo, solicitacao } from './schema.ts';

export interface PedidoLimite {
  /** The requisition being saved (its own vacancies are not counted twice); null for a new one. */
  id: number | null;
  faixaSalarialId: number;
  areaOrganizacionalId: number;
  motivoSolicitacaoId: number;
  quantidade: number;
}

export interface ResultadoLimite {
  dentroDoLimite: boolean;
  limite: number | null;
  colaboradores: number;
  vagasEmAberto: number;
  solicitadas: number;
  mensagem: string | null;
}

/**
 * POST /validarLimiteCargo/{id} (our design): when the reason counts the position's talents
 * (considerarQtdColaboradoresPorCargo) and the position has a limit (per area, else for the whole
 * company), active talents in the position + open vacancies of other open requisitions + the vacancies
 * asked must not exceed it.
 */
export async function validarLimiteCargo(
  db: Db,
  empresaId: number,
  p: PedidoLimite,
): Promise<ResultadoLimite> {
  const livre = {
    dentroDoLimite: true,
    limite: null,
    colaboradores: 0,
    vagasEmAberto: 0,
    solicitadas: p.quantidade,
    mensagem: null,
  };
  const [motivo] = await db
    .select({ considerar: motivoSolicitacao.considerarQtdColaboradoresPorCargo })
    .from(motivoSolicitacao)
    .where(and(eq(motivoSolicitacao.id, p.motivoSolicitacaoId), eq(motivoSolicitacao.empresaId, empresaId)));
  if (!motivo?.considerar) return livre;
  const [faixa] = await db
    .select({ cargoId: faixaSalarial.cargoId, cargoNome: cargo.nomeMercado })
    .from(faixaSalarial)
    .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
    .where(and(eq(faixaSalarial.id, p.faixaSalarialId), eq(cargo.empresaId, empresaId)));
  if (!faixa) return livre;
  // The area's own limit wins over the company-wide one.
  const [lim] = await db
    .select({ limite: limiteColaboradorCargo.limite, area: limiteColaboradorCargo.areaOrganizacionalId })
    .from(limiteColaboradorCargo)
    .where(
      and(
        eq(limiteColaboradorCargo.empresaId, empresaId),
        eq(limiteColaboradorCargo.cargoId, faixa.cargoId),
        or(
          eq(limiteColaboradorCargo.areaOrganizacionalId, p.areaOrganizacionalId),
          isNull(limiteColaboradorCargo.areaOrganizacionalId),
        ),
      ),
    )
    .orderBy(sql`${limiteColaboradorCargo.areaOrganizacionalId} is null`)
    .limit(1);
  if (!lim) return livre;
  const porArea = lim.area !== null;
  const [[{ n: colaboradores }], [{ v }]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(colaborador)
      .where(
        and(
          eq(colaborador.empresaId, empresaId),
          eq(colaborador.cargoId, faixa.cargoId),
          notInArray(colaborador.situacao, ['D', 'C']),
          porArea ? eq(colaborador.areaOrganizacionalId, p.areaOrganizacionalId) : undefined,
        ),
      ),
    db
      .select({
        v: sum(sql`greatest(${solicitacao.quantidade} - ${solicitacao.qtdVagasPreenchidas}, 0)`).mapWith(
          Number,
        ),
      })
      .from(solicitacao)
      .where(
        and(
          eq(solicitacao.empresaId, empresaId),
          eq(solicitacao.cargoId, faixa.cargoId),
          eq(solicitacao.encerrada, false),
          eq(solicitacao.cancelada, false),
          ne(solicitacao.status, 'R'),
          porArea ? eq(solicitacao.areaOrganizacionalId, p.areaOrganizacionalId) : undefined,
          p.id ? ne(solicitacao.id, p.id) : undefined,
        ),
      ),
  ]);
  const vagasEmAberto = v ?? 0;
  const dentroDoLimite = colaboradores + vagasEmAberto + p.quantidade <= lim.limite;
  return {
    dentroDoLimite,
    limite: lim.limite,
    colaboradores,
    vagasEmAberto,
    solicitadas: p.quantidade,
    mensagem: dentroDoLimite
      ? null
      : `Limite de ${lim.limite} talentos para o cargo ${faixa.cargoNome} excedido: ${colaboradores} talentos, ${vagasEmAberto} vagas em aberto e ${p.quantidade} solicitadas.`,
  };
}
