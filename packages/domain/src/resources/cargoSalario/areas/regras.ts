/**
 * Rules of organisational areas (spec 2 §4) and the pt-BR messages of this part, in one place: the
 * server applies them inside the write transaction, the unit tests check each one.
 */

export const MSG_AREAS = {
  inativarComFilhasAtivas:
    'Não é possível inativar a área organizacional, pois ela possui áreas filhas ativas.',
  inativarComMaeInativa: 'Não é possível inativar a área organizacional, pois a área mãe está inativa.',
  ativarComMaeInativa: 'Não é possível ativar a área organizacional, pois a área mãe está inativa.',
  /** An active area moved under an inactive parent (its status did not change). */
  maeInativa: 'Uma área organizacional ativa não pode ficar sob uma área mãe inativa.',
  ciclo: 'A área mãe não pode ser a própria área organizacional nem uma de suas áreas filhas.',
  maeIntegrada: 'A área mãe não pode ser alterada, pois a empresa está integrada com a folha de pagamento.',
  maeEmHistorico:
    'A área mãe não pode ser alterada, pois a área organizacional é utilizada no histórico de talentos.',
  maeNaoEncontrada: 'Área mãe não encontrada.',
  areaNaoEncontrada: 'Área Organizacional não encontrada.',
  colaboradorNaoEncontrado: 'Talento não encontrado.',
  selecioneAoMenosUmaArea: 'Selecione ao menos uma Área Organizacional',
  grupoCodigoDuplicado: 'Já existe um grupo ocupacional com este código.',
  grupoNaoEncontrado: 'Grupo ocupacional não encontrado.',
  competenciaNaoEncontrada: 'Competência não encontrada.',
  competenciaRepetida: 'Esta competência já foi incluída no cargo.',
} as const;

/** Separator of the hierarchy description: 'Diretoria > Comercial > Vendas'. */
export const SEPARADOR_HIERARQUIA = ' > ';

export interface StatusArea {
  /** Stored status; null for a new area. */
  ativoAntes: boolean | null;
  /** Status being saved. */
  ativo: boolean;
  /** Status of the (new) parent; null without a parent. */
  maeAtiva: boolean | null;
  /** Active child areas (always 0 for a new area). */
  filhasAtivas: number;
}

/**
 * The activation rules of spec 2 §4, as the error message of the first broken one (null when none):
 * - an area cannot be inactivated while it has active children;
 * - its status cannot change (inactivate or activate) while its parent is inactive;
 * - an active area never sits under an inactive parent (a new active area, or a move).
 * Creating an inactive area under an inactive parent is allowed: nothing is activated.
 */
export function erroStatusArea({ ativoAntes, ativo, maeAtiva, filhasAtivas }: StatusArea): string | null {
  const mudou = ativoAntes === null ? ativo : ativoAntes !== ativo;
  if (mudou && maeAtiva === false)
    return ativo ? MSG_AREAS.ativarComMaeInativa : MSG_AREAS.inativarComMaeInativa;
  if (!ativo && filhasAtivas > 0) return MSG_AREAS.inativarComFilhasAtivas;
  if (ativo && maeAtiva === false) return MSG_AREAS.maeInativa;
  return null;
}

export interface TrocaMae {
  /** The area being saved; null when new. */
  id: number | null;
  areaMaeAntes: number | null;
  areaMae: number | null;
  /** The company is integrated with the payroll system (empresa.acIntegra). */
  empresaIntegrada: boolean;
  /** Some talent history points at this area. */
  usadaEmHistorico: boolean;
  /** Ancestors of the new parent, nearest first (the parent itself not included). */
  ancestraisDaMae: readonly number[];
}

/**
 * The parent rules: no cycle (an area is never its own ancestor), and the parent of an existing area is
 * locked when the company is integrated with payroll or the area is used by a talent history.
 */
export function erroTrocaMae(t: TrocaMae): string | null {
  if (t.id !== null && t.areaMae !== null && (t.areaMae === t.id || t.ancestraisDaMae.includes(t.id)))
    return MSG_AREAS.ciclo;
  if (t.id === null || t.areaMaeAntes === t.areaMae) return null;
  if (t.empresaIntegrada) return MSG_AREAS.maeIntegrada;
  if (t.usadaEmHistorico) return MSG_AREAS.maeEmHistorico;
  return null;
}

export interface AreaNo {
  id: number;
  nome: string;
  areaMaeId: number | null;
}

/**
 * 'Diretoria > Comercial > Vendas' for every area of a company, from the parent links. Stops at a
 * repeated area, so bad data never loops.
 */
export function descricoesHierarquia(areas: readonly AreaNo[]): Map<number, string> {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const out = new Map<number, string>();
  for (const a of areas) {
    const nomes: string[] = [];
    const vistos = new Set<number>();
    let cur: AreaNo | undefined = a;
    while (cur && !vistos.has(cur.id)) {
      vistos.add(cur.id);
      nomes.unshift(cur.nome);
      cur = cur.areaMaeId === null ? undefined : byId.get(cur.areaMaeId);
    }
    out.set(a.id, nomes.join(SEPARADOR_HIERARQUIA));
  }
  return out;
}

/** Ids of the descendants of an area (children, grandchildren, …), breadth first. */
export function descendentes(areas: readonly AreaNo[], id: number): number[] {
  const filhas = new Map<number, number[]>();
  for (const a of areas)
    if (a.areaMaeId !== null) filhas.set(a.areaMaeId, [...(filhas.get(a.areaMaeId) ?? []), a.id]);
  const out: number[] = [];
  const vistos = new Set([id]);
  const fila = [...(filhas.get(id) ?? [])];
  while (fila.length) {
    const x = fila.shift() as number;
    if (vistos.has(x)) continue;
    vistos.add(x);
    out.push(x);
    fila.push(...(filhas.get(x) ?? []));
  }
  return out;
}

/** Ancestors of an area, nearest first (stops at a repeated area). */
export function ancestrais(areas: readonly AreaNo[], id: number): number[] {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const out: number[] = [];
  const vistos = new Set([id]);
  let mae = byId.get(id)?.areaMaeId ?? null;
  while (mae !== null && !vistos.has(mae)) {
    vistos.add(mae);
    out.push(mae);
    mae = byId.get(mae)?.areaMaeId ?? null;
  }
  return out;
}
