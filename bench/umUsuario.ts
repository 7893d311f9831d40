/**
 * The single-user table (issue 18): each candidate search and list page of `UM_USUARIO`, one request at a
 * time through the real server (no concurrency), `BENCH_UM_USUARIO_N` measured requests after 3 of
 * warm-up, p50 and p95; beside each row the bare SQL time, the sum of the EXPLAIN ANALYZE medians of the
 * statements the request sent (session lookup excluded), and the plan of its slowest statement.
 */
import { UM_USUARIO, type UmUsuarioContext } from './scenarios.ts';
import type { Statement } from './server.ts';

export interface UmUsuarioLinha {
  id: string;
  label: string;
  path: string;
  p50: number;
  p95: number;
  sqlMs: number;
  totalElements: number | null;
  plan: string | null;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const r1 = (n: number) => Math.round(n * 10) / 10;

export async function medirUmUsuario(
  base: string,
  headers: Record<string, string>,
  captureSql: (urlPath: string, h: Record<string, string>) => Promise<Statement[]>,
  n: number,
  log: (s: string) => void,
): Promise<UmUsuarioLinha[]> {
  const primeira = (await (
    await fetch(
      `${base}${UM_USUARIO[0].path({ cidadeId: 0, cpfPrefixo: '0' }).replace(/nome=[^&]*&?/, '')}`,
      { headers },
    )
  ).json()) as {
    content: { cidadeId: number | null; cpf: string | null }[];
  };
  const amostra = primeira.content.find((c) => c.cidadeId && c.cpf) ?? { cidadeId: 1, cpf: '123' };
  const ctx: UmUsuarioContext = {
    cidadeId: amostra.cidadeId ?? 1,
    cpfPrefixo: (amostra.cpf ?? '123').slice(0, 4),
  };
  const linhas: UmUsuarioLinha[] = [];
  for (const s of UM_USUARIO) {
    const urlPath = s.path(ctx);
    const um = async () => {
      const t = performance.now();
      const res = await fetch(base + urlPath, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${urlPath} respondeu ${res.status}: ${body.slice(0, 300)}`);
      return { ms: performance.now() - t, body };
    };
    for (let i = 0; i < 3; i++) await um();
    const ms: number[] = [];
    let total: number | null = null;
    for (let i = 0; i < n; i++) {
      const r = await um();
      ms.push(r.ms);
      total ??= (JSON.parse(r.body) as { totalElements?: number }).totalElements ?? null;
    }
    ms.sort((a, b) => a - b);
    const sql = (await captureSql(urlPath, headers)).filter((st) => !st.sql.includes('"sessao"'));
    const slowest = [...sql].sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))[0];
    const linha = {
      id: s.id,
      label: s.label,
      path: urlPath,
      p50: r1(percentile(ms, 0.5)),
      p95: r1(percentile(ms, 0.95)),
      sqlMs: r1(sql.reduce((sum, st) => sum + (st.ms ?? 0), 0)),
      totalElements: total,
      plan: slowest?.plan ?? null,
    };
    log(`(um usuário) ${s.label}: p50 ${linha.p50} ms, p95 ${linha.p95} ms, SQL ${linha.sqlMs} ms`);
    linhas.push(linha);
  }
  return linhas;
}

/** The table as markdown, for the terminal and bench/README.md. */
export function tabelaUmUsuario(linhas: UmUsuarioLinha[]): string {
  const f = (x: number) => x.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return [
    '| candidatos, um usuário | encontrados | p50 ms | p95 ms | SQL ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...linhas.map(
      (l) =>
        `| ${l.label} | ${l.totalElements === null ? '-' : f(l.totalElements)} | ${f(l.p50)} | ${f(l.p95)} | ${f(l.sqlMs)} |`,
    ),
  ].join('\n');
}
