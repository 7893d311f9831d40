/**
 * `npm run reajuste -w @ipe/bench`: a collective adjustment applied to BENCH_TALENTOS_HISTORICO talents
 * (default 20,000, with three years of history, talentosHistorico.ts) beside the demo's, through the real
 * HTTP routes (issue 20: apply under 10 s, one transaction, server memory under 300 MB). Steps, each timed
 * with the server's peak RSS: a planning table dated today; `POST …/reajustes-colaboradores/aplicar-dissidio`
 * (every establishment and area, +5 %: one insert … select); `GET …/total-folha`; `POST
 * …/aplicar-colaboradores` (one transaction); `POST …/cancelar-reajuste`. The demo's own talents leave the
 * table first (the demo's dissídio is cancelled, the demo's random history may reach today). The child
 * process is relatorios-servidor.ts (the same as the report benches). Writes
 * bench/results/reajuste-<driver>.json. Reports figures; never fails on a timing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchHistorico } from './benchHistorico.ts';
import type { ParaServidor } from './relatorios-servidor.ts';

const env = process.env;
const TALENTOS = Number(env.BENCH_TALENTOS_HISTORICO ?? 20_000);
const DB = 'ipe_bench_reajuste';
const ALVO = { aplicarMs: 10_000, rssMb: 300 };
const here = import.meta.dirname;
const inicio = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - inicio) / 1000).toFixed(1).padStart(6)} s] ${m}`);

const { pgUrl, criarBanco, filho, entrar } = await benchHistorico({
  banco: DB,
  prefixo: 'ipe-bench-reajuste-',
  talentos: TALENTOS,
  log,
});

async function main() {
  const banco = await criarBanco();
  const servidores: ReturnType<typeof filho>[] = [];
  try {
    log(`preparando (${pgUrl ? 'PostgreSQL' : 'PGlite'}): ${TALENTOS} talentos com 3 anos de histórico`);
    const prep = filho('prepare', banco.childEnv);
    await prep.esperar('prepared');
    await new Promise((r) => prep.p.once('exit', r));
    const s = filho('serve', banco.childEnv);
    servidores.push(s);
    const pronto = await s.esperar('ready');
    const base = `http://127.0.0.1:${pronto.port}`;
    const headers = await entrar(base);
    const api = async (metodo: string, url: string, corpo?: unknown) => {
      const { 'content-type': _json, ...semCorpo } = headers;
      const res = await fetch(`${base}/api/cargo-salario/${url}`, {
        method: metodo,
        headers: metodo === 'POST' ? headers : semCorpo,
        // A POST without a body sends '{}' (an empty JSON body is refused); a GET or DELETE none.
        body: metodo === 'POST' ? JSON.stringify(corpo ?? {}) : undefined,
      });
      const json = res.status === 204 ? null : await res.json();
      if (res.status >= 300) throw new Error(`${metodo} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const TAB = 'tabelas-reajustes-colaboradores';
    for (const t of (await api('GET', `${TAB}?tipoReajuste=C`)) as { id: number; aprovada: boolean }[])
      if (t.aprovada) await api('POST', `${TAB}/${t.id}/cancelar-reajuste`);
    const ids = async (recurso: string) =>
      ((await (await fetch(`${base}/api/${recurso}`, { headers })).json()) as { id: number }[]).map(
        (r) => r.id,
      );
    const est = await ids('utilitario/estabelecimentos');
    const are = await ids('cargo-salario/areas-organizacionais');
    const d = new Date();
    const hoje = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const tabela = (await api('POST', TAB, { nome: 'Bench', data: hoje, tipoReajuste: 'C' })) as {
      id: number;
    };
    const medidas: { passo: string; ms: number; picoRssMb: number; resposta: string }[] = [];
    const medir = async (passo: string, f: () => Promise<unknown>) => {
      await s.pedir({ type: 'mark' }, 'memory');
      const t0 = performance.now();
      const r = await f();
      const ms = Math.round(performance.now() - t0);
      const mem = await s.pedir({ type: 'memory' }, 'memory');
      const resposta = JSON.stringify(r).slice(0, 160);
      medidas.push({ passo, ms, picoRssMb: mem.peakRssMb, resposta });
      log(`${passo}: ${ms} ms, pico RSS ${mem.peakRssMb} MB — ${resposta}`);
      return r;
    };
    await medir('aplicar-dissidio (coletivo)', () =>
      api('POST', 'reajustes-colaboradores/aplicar-dissidio', {
        tabelaReajusteColaboradorId: tabela.id,
        estabelecimentosIds: est,
        areasOrganizacionaisIds: are,
        modo: 'V',
        forma: 'P',
        valor: 5,
      }),
    );
    // The demo's 200 talents leave the table (only the generated ones are sure to have no history today).
    let pagina = 0;
    const fora: number[] = [];
    for (;;) {
      const p = (await api('GET', `${TAB}/${tabela.id}/colaboradores?page=${pagina}&size=500`)) as {
        content: { id: number; colaborador: { nome: string } }[];
        totalPages: number;
      };
      for (const r of p.content) if (!r.colaborador.nome.startsWith('Talento Bench')) fora.push(r.id);
      if (++pagina >= p.totalPages) break;
    }
    for (const id of fora) await api('DELETE', `reajustes-colaboradores/${id}`);
    log(`${fora.length} reajustes de talentos da demonstração retirados`);
    await medir('total-folha', () => api('GET', `${TAB}/${tabela.id}/total-folha`));
    await medir('aplicar-colaboradores', () => api('POST', `${TAB}/${tabela.id}/aplicar-colaboradores`));
    await medir('cancelar-reajuste', () => api('POST', `${TAB}/${tabela.id}/cancelar-reajuste`));
    const resultado = {
      driver: pgUrl ? 'pg' : 'pglite',
      data: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      talentos: TALENTOS,
      alvos: ALVO,
      medidas,
    };
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    const arquivo = path.join(here, 'results', `reajuste-${resultado.driver}.json`);
    fs.writeFileSync(arquivo, `${JSON.stringify(resultado, null, 2)}\n`);
    console.log('\n| passo | ms | pico RSS (MB) |\n| --- | ---: | ---: |');
    for (const m of medidas) console.log(`| ${m.passo} | ${m.ms} | ${m.picoRssMb} |`);
    log(`resultado em ${path.relative(process.cwd(), arquivo)}`);
    s.p.send({ type: 'stop' } satisfies ParaServidor);
    await new Promise((r) => setTimeout(r, 2000));
  } finally {
    for (const s of servidores) s.p.kill();
    await banco.apagar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
