/**
 * The server's time zone, imported first by main.ts so it holds before any module reads a date: Brazil's
 * (America/Sao_Paulo) unless the operator sets TZ. The web computes "today" in the user's browser, the
 * shared date rules (hojeIso…) with the local clock and the database sessions in this same zone
 * (db/client.ts), so a Brazilian evening is the same day everywhere: on a UTC host, records made between
 * 21:00 and midnight fell on the next day (a requisition cloned at 22:00 could not be closed "today").
 */
process.env.TZ ||= 'America/Sao_Paulo';
