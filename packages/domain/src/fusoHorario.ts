/**
 * Brazil's time zones by state (UF). Since 2019 Brazil has no daylight saving time, but the offsets are
 * still read from the IANA zone (Intl), never hard-coded, so a future change in the tz data is followed.
 * A state spanning two zones gets its capital's (AM: Manaus, not Eirunepé; PE: Recife, not Noronha).
 */
export const FUSO_POR_UF: Readonly<Record<string, string>> = {
  AC: 'America/Rio_Branco',
  AL: 'America/Maceio',
  AM: 'America/Manaus',
  AP: 'America/Belem',
  BA: 'America/Bahia',
  CE: 'America/Fortaleza',
  DF: 'America/Sao_Paulo',
  ES: 'America/Sao_Paulo',
  GO: 'America/Sao_Paulo',
  MA: 'America/Fortaleza',
  MG: 'America/Sao_Paulo',
  MS: 'America/Campo_Grande',
  MT: 'America/Cuiaba',
  PA: 'America/Belem',
  PB: 'America/Fortaleza',
  PE: 'America/Recife',
  PI: 'America/Fortaleza',
  PR: 'America/Sao_Paulo',
  RJ: 'America/Sao_Paulo',
  RN: 'America/Fortaleza',
  RO: 'America/Porto_Velho',
  RR: 'America/Boa_Vista',
  RS: 'America/Sao_Paulo',
  SC: 'America/Sao_Paulo',
  SE: 'America/Maceio',
  SP: 'America/Sao_Paulo',
  TO: 'America/Araguaina',
};

/** The server's zone (fuso.ts) when the state is unknown. */
export const FUSO_PADRAO = 'America/Sao_Paulo';

export const fusoDaUf = (uf: string | null | undefined) =>
  FUSO_POR_UF[(uf ?? '').toUpperCase()] ?? FUSO_PADRAO;

/** '-04:00': the zone's UTC offset at that instant (Intl's 'longOffset' names it 'GMT-04:00'). */
export function deslocamentoUtc(fuso: string, instante: Date): string {
  const nome = new Intl.DateTimeFormat('en-US', { timeZone: fuso, timeZoneName: 'longOffset' })
    .formatToParts(instante)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = nome?.match(/GMT([+-]\d{2}:\d{2})/);
  return m ? m[1] : '+00:00';
}

/**
 * The last second of a calendar day ('YYYY-MM-DD') in the state's zone, as ISO 8601 with its offset:
 * '2026-12-10T23:59:59-04:00' for AM. The offset is taken at local noon of that day (UTC 15:00 is noon
 * in every Brazilian zone within a couple of hours), which is safe against a midnight DST change.
 */
export function fimDoDiaNaUf(dia: string, uf: string | null | undefined): string {
  const offset = deslocamentoUtc(fusoDaUf(uf), new Date(`${dia}T15:00:00Z`));
  return `${dia}T23:59:59${offset}`;
}
