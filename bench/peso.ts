/**
 * `npm run bench:web`: start-up, idle memory and page weight of the production build on the embedded
 * PGlite default (README.md, 'Start-up, memory and page weight'). Needs `npm run build` first.
 * Prints a table and writes bench/results/peso.json. Reports figures; never fails on one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { abrirChromium, type Peso, pesoAreaDoCandidato, pesoLogin, pesoPrimeiraTela } from './peso-pagina.ts';
import { esperar, iniciarServidor, type Partida } from './peso-partida.ts';

/** Issue 18's targets. */
export const METAS = {
  loginKb: 120,
  loginRequisicoes: 8,
  primeiraTelaKb: 300,
  /** Issue 24 §1: the candidate area's first screen (ads list, ad page, registration's step 1). */
  areaCandidatoKb: 250,
  reinicioSegundos: 3,
  primeiraPartidaSegundos: 30,
  rssOciosoMb: 250,
};

export interface ResultadoPeso {
  primeiraPartida: Partida;
  reinicio: Partida;
  /** RSS after the warm restart and 10 s without requests. */
  rssOciosoMb: number | null;
  /** RSS after serving the login page and the first internal screen, then 5 s idle. */
  rssAposTelasMb: number | null;
  login: Peso;
  primeiraTela: Peso;
  /** The candidate area's first screens, as a visitor from a job link (390×844). */
  externo: { anuncios: Peso; anuncio: Peso; cadastro: Peso };
}

export async function medirPeso(log: (msg: string) => void = console.log): Promise<ResultadoPeso> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-peso-'));
  try {
    const dataDir = path.join(tmp, 'db');
    log('primeira partida (DATA_DIR vazio: migrações + demonstração)...');
    let srv = await iniciarServidor(dataDir);
    const primeiraPartida = srv.partida;
    await srv.parar();
    log('reinício...');
    srv = await iniciarServidor(dataDir);
    const reinicio = srv.partida;
    try {
      await esperar(10_000);
      const rssOciosoMb = srv.rssMb();
      log('páginas...');
      const browser = await abrirChromium();
      try {
        const login = await pesoLogin(browser, srv.url);
        const primeiraTela = await pesoPrimeiraTela(browser, srv.url);
        await esperar(5_000);
        const rssAposTelasMb = srv.rssMb();
        const externo = await pesoAreaDoCandidato(browser, srv.url);
        return { primeiraPartida, reinicio, rssOciosoMb, rssAposTelasMb, login, primeiraTela, externo };
      } finally {
        await browser.close();
      }
    } finally {
      await srv.parar();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export function tabelaPeso(r: ResultadoPeso): string {
  const linhas: [string, string, string][] = [
    [
      'primeira partida (migra + demo)',
      `${r.primeiraPartida.segundos} s (CPU ${r.primeiraPartida.cpuSegundos} s)`,
      `< ${METAS.primeiraPartidaSegundos} s`,
    ],
    [
      'reinício até a primeira resposta',
      `${r.reinicio.segundos} s (CPU ${r.reinicio.cpuSegundos} s)`,
      `< ${METAS.reinicioSegundos} s`,
    ],
    ['memória ociosa (RSS)', `${r.rssOciosoMb} MB`, `< ${METAS.rssOciosoMb} MB`],
    ['memória após login e 1ª tela', `${r.rssAposTelasMb} MB`, ''],
    [
      '/login: JS+CSS gzip',
      `${r.login.totalKb} KB (JS ${r.login.jsKb}, CSS ${r.login.cssKb})`,
      `< ${METAS.loginKb} KB`,
    ],
    ['/login: requisições', String(r.login.requisicoes), `≤ ${METAS.loginRequisicoes}`],
    ['/login: fontes', `${r.login.fontesKb} KB`, ''],
    [
      '1ª tela interna: JS+CSS gzip',
      `${r.primeiraTela.totalKb} KB em ${r.primeiraTela.requisicoes} requisições`,
      `< ${METAS.primeiraTelaKb} KB`,
    ],
    ['1ª tela interna: fontes', `${r.primeiraTela.fontesKb} KB`, ''],
    ...(
      [
        ['/externo/anuncios', r.externo.anuncios],
        ['/externo/anuncios/:id', r.externo.anuncio],
        ['/externo/candidatos/new', r.externo.cadastro],
      ] as const
    ).map(([tela, p]): [string, string, string] => [
      `${tela}: JS+CSS gzip`,
      `${p.totalKb} KB (JS ${p.jsKb}) em ${p.requisicoes} requisições`,
      `JS < ${METAS.areaCandidatoKb} KB`,
    ]),
  ];
  const w = [0, 1, 2].map((i) => Math.max(...linhas.map((l) => l[i].length)));
  return linhas.map((l) => l.map((c, i) => c.padEnd(w[i])).join('  ')).join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const load = os.loadavg()[0];
  const r = await medirPeso();
  console.log(`\n${tabelaPeso(r)}\n`);
  console.log(`/login:\n  ${r.login.lista.join('\n  ')}`);
  console.log(`1ª tela interna:\n  ${r.primeiraTela.lista.join('\n  ')}`);
  for (const [tela, p] of Object.entries(r.externo))
    console.log(`externo, ${tela}:\n  ${p.lista.join('\n  ')}`);
  if (load > os.cpus().length * 0.5)
    console.log(`\natenção: carga da máquina ${load.toFixed(1)} no início; tempos ruidosos, meça de novo.`);
  const out = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  const resultado = { generatedAt: new Date().toISOString(), loadAverage: os.loadavg(), metas: METAS, ...r };
  fs.writeFileSync(path.join(out, 'peso.json'), `${JSON.stringify(resultado, null, 2)}\n`);
}
