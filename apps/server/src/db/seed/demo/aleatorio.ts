/** Deterministic random data of the demo seed: the same demo on every first start. */

/** Deterministic pseudo-random numbers (mulberry32): the same demo on every first start. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}
export type Rng = ReturnType<typeof prng>;

/** Check digit of `digits` with `weights`, mod 11 (remainder below 2 gives 0). */
function mod11(digits: number[], weights: number[]) {
  const r = digits.reduce((s, d, i) => s + d * weights[i], 0) % 11;
  return r < 2 ? 0 : 11 - r;
}
/** The valid CPF whose first nine digits are `base` (0 to 999,999,999), with its two check digits. */
export function cpfDe(base: number): string {
  const d = String(base).padStart(9, '0').split('').map(Number);
  d.push(mod11(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(mod11(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}
export function cpfValido(rng: Rng): string {
  const d = Array.from({ length: 9 }, () => rng.int(0, 9));
  if (d.every((x) => x === d[0])) d[8] = (d[8] + 1) % 10;
  return cpfDe(Number(d.join('')));
}
export function pisValido(rng: Rng): string {
  const d = [1, ...Array.from({ length: 9 }, () => rng.int(0, 9))];
  d.push(mod11(d, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}
