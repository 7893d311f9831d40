/**
 * `npm run relatorios:cargos -w @ipe/bench`: the position-and-salary reports of issue 20 over
 * BENCH_TALENTOS_HISTORICO talents (default 20,000) with three years of history (talentosHistorico.ts) beside
 * the demo's, through the real HTTP route: each report's PDF (budget 3 s) and XLSX (budget 5 s), one warm-up
 * then BENCH_REPETICOES runs, timed to the last byte, with the server's peak RSS. The same child process
 * as relatorios.ts (relatorios-servidor.ts); a fresh database (PGlite in a temp folder, or
 * `BENCH_DATABASE_URL`'s server, database ipe_bench_relatorios_cs). Writes
 * bench/results/relatorios-cargos-<driver>.json. Reports figures; never fails on a timing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchHistorico } from './benchHistorico.ts';
import type { ParaServidor } from './relatorios-servidor.ts';

const env = process.env;
const TALENTOS = Number(env.BENCH_TALENTOS_HISTORICO ?? 20_000);
const REPETICOES = Number(env.BENCH_REPETICOES ?? 2);
const DB = 'ipe_bench_relatorios_cs';
const ALVO = { pdfMs: 3000, xlsxMs: 5000 };
const here = import.meta.dirname;
const inicio = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - inicio) / 1000).toFixed(1).padStart(6)} s] ${m}`);
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { pgUrl, criarBanco, filho, entrar } = await benchHistorico({
  banco: DB,
  prefixo: 'ipe-bench-rel-cs-',
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
    const ids = async (recurso: string) =>
      ((await (await fetch(`${base}/api/${recurso}`, { headers })).json()) as { id: number }[]).map(
        (r) => r.id,
      );
    const [est, car, are, gru] = [
      await ids('utilitario/estabelecimentos'),
      await ids('cargo-salario/cargos'),
      await ids('cargo-salario/areas-organizacionais'),
      await ids('cargo-salario/grupos-ocupacionais'),
    ];
    const d = new Date();
    const hoje = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const umAno = `${d.getFullYear() - 1}-${hoje.slice(5)}`;
    const tresAnos = `${d.getFullYear() - 3}-${hoje.slice(5)}`;
    const casos: [string, Record<string, unknown>][] = [
      ['cargos', { cargosIds: car }],
      ['cargos-resumidos', { cargosIds: car }],
      [
        'talentos-cargos',
        { dataReferencia: hoje, estabelecimentosIds: est, cargosIds: car, exibirSalario: true },
      ],
      ['talentos-areas-organizacionais', { dataReferencia: hoje, estabelecimentosIds: est, areasIds: are }],
      [
        'talentos-grupos-ocupacionais',
        { dataReferencia: hoje, estabelecimentosIds: est, gruposOcupacionaisIds: gru },
      ],
      ['historicos-faixas-salariais', { dataIni: tresAnos, dataFim: hoje, cargosIds: car }],
      ['analise-tabelas-salariais', { dataReferencia: hoje, estabelecimentosIds: est, cargosIds: car }],
      [
        'situacoes',
        {
          dataIni: umAno,
          dataFim: hoje,
          estabelecimentosIds: est,
          origem: 'TODOS',
          agruparPor: 'AREA_ORGANIZACIONAL',
        },
      ],
    ];
    const medidas = [];
    for (const [id, filtro] of casos)
      for (const formato of ['pdf', 'xlsx'] as const) {
        const ms: number[] = [];
        let linhas = '';
        let bytes = 0;
        let pico = 0;
        for (let i = 0; i <= REPETICOES; i++) {
          await s.pedir({ type: 'mark' }, 'memory');
          const t0 = performance.now();
          const res = await fetch(`${base}/api/cargo-salario/relatorios/${id}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ ...filtro, pdf: formato === 'pdf' }),
          });
          const corpo = Buffer.from(await res.arrayBuffer());
          const dt = Math.round(performance.now() - t0);
          if (res.status !== 200 || (res.headers.get('content-type') ?? '').includes('json'))
            throw new Error(`${id} ${formato}: ${res.status} ${corpo.subarray(0, 200).toString()}`);
          const mem = await s.pedir({ type: 'memory' }, 'memory');
          if (i > 0) {
            ms.push(dt);
            pico = Math.max(pico, mem.peakRssMb);
          }
          linhas = res.headers.get('x-relatorio-linhas') ?? linhas;
          bytes = corpo.length;
        }
        const m = { id, formato, linhas, ms, medianaMs: mediana(ms), bytes, picoRssMb: pico };
        log(`${id} ${formato}: ${ms.join(', ')} ms, ${(bytes / 1048576).toFixed(1)} MB, pico RSS ${pico} MB`);
        medidas.push(m);
      }
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
    const arquivo = path.join(here, 'results', `relatorios-cargos-${resultado.driver}.json`);
    fs.writeFileSync(arquivo, `${JSON.stringify(resultado, null, 2)}\n`);
    console.log(
      '\n| relatório | formato | linhas (PDF) | mediana ms | execuções ms | tamanho | pico RSS | alvo |',
    );
    console.log('| --- | --- | ---: | ---: | --- | ---: | ---: | --- |');
    for (const m of medidas)
      console.log(
        `| ${m.id} | ${m.formato.toUpperCase()} | ${m.linhas} | ${m.medianaMs} | ${m.ms.join(', ')} | ${(m.bytes / 1048576).toFixed(1)} MB | ${m.picoRssMb} MB | < ${m.formato === 'pdf' ? ALVO.pdfMs : ALVO.xlsxMs} ms |`,
      );
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
