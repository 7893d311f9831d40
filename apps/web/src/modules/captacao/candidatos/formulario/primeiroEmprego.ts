/**
 * The two checkbox behaviours of the candidate form (spec 1 §4), as pure functions the form and the
 * experience dialog call, so they are tested without a screen.
 */

/** The part of the candidate the first-job checkbox touches. */
export interface EstadoPrimeiroEmprego<E> {
  primeiroEmprego: boolean;
  experiencias: readonly E[];
}

/**
 * Ticking or unticking 'Primeiro emprego'. Ticking while experiences are listed asks `confirmar`: yes
 * deletes every listed experience, no leaves the box unticked. Unticking changes nothing else.
 */
export async function alternarPrimeiroEmprego<E>(
  marcado: boolean,
  experiencias: readonly E[],
  confirmar: () => Promise<boolean>,
): Promise<EstadoPrimeiroEmprego<E>> {
  if (!marcado || experiencias.length === 0) return { primeiroEmprego: marcado, experiencias };
  return (await confirmar())
    ? { primeiroEmprego: true, experiencias: [] }
    : { primeiroEmprego: false, experiencias };
}

/** While 'Primeiro emprego' is ticked no experience may be added. */
export const podeInserirExperiencia = (primeiroEmprego: boolean | null | undefined) => !primeiroEmprego;

/** The role fields of one experience. */
export interface CargoExperiencia {
  cargoId: number | null;
  checkNomeCargo: boolean;
  nomeMercado: string | null;
}

/**
 * 'Outro cargo não listado': ticking clears the listed role and enables the free-text name; unticking
 * clears the free-text name and enables the listed role again.
 */
export function alternarOutroCargo<R extends CargoExperiencia>(linha: R, marcado: boolean): R {
  return marcado
    ? { ...linha, checkNomeCargo: true, cargoId: null }
    : { ...linha, checkNomeCargo: false, nomeMercado: null };
}

/** Which of the two role inputs is enabled. */
export const cargoDesabilitado = (linha: Pick<CargoExperiencia, 'checkNomeCargo'>) => !!linha.checkNomeCargo;
export const nomeMercadoDesabilitado = (linha: Pick<CargoExperiencia, 'checkNomeCargo'>) =>
  !linha.checkNomeCargo;
