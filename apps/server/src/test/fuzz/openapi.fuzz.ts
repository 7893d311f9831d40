import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HEADER_EMPRESA_ID, HEADER_PAGE_PATH, SESSION_COOKIE } from '@ipe/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../harness.ts';
import { aleatorio, type Operacao, operacoesDo, requisicaoPara } from './gerador.ts';

type Linha = Record<string, unknown>;

/**
 * `npm run test:fuzz` (not part of `npm test`): FUZZ_REQUESTS (10,000) requests drawn from the OpenAPI
 * document at /api/docs, as the logged-in administrator of the demo, through fastify.inject on PGlite
 * (no SMTP: mail stays in the outbox; the CEP service is a local stub, so nothing leaves the machine). Boundary and random strings, NUL, huge numbers and
 * wrong types in path, query and body. The bar is zero 5xx answers and no request hanging; FUZZ_SEED
 * repeats a run.
 */

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEMENTE = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** A request slower than this counts as hanging. */
const LIMITE_MS = 20_000;

/** Routes that would end the session the run relies on (it logs in again after a 401 anyway). */
const FORA = [/^\/api\/logout/, /^\/logout/, /^\/api\/userinfo\/empresa\//];

let t: TestApp;
let cookie = '';
/** A ViaCEP stand-in: an address for CEPs starting with 0-4, 'not found' for the others. */
const cep = http.createServer((req, res) => {
  const digitos = req.url?.split('/')[1] ?? '';
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify(
      /^[0-4]/.test(digitos)
        ? {
            cep: digitos,
            logradouro: 'Praça da Sé',
            bairro: 'Sé',
            localidade: 'São Paulo',
            uf: 'SP',
            ibge: '3550308',
          }
        : { erro: 'true' },
    ),
  );
});
const login = async () => {
  const res = await t.anonymous().post('/api/login', { ...DEMO_ADMIN, empresaId: 1 });
  cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  if (!cookie) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
};

beforeAll(async () => {
  await new Promise<void>((ok) => cep.listen(0, '127.0.0.1', ok));
  const { port } = cep.address() as AddressInfo;
  t = await createTestApp({ cepUrl: `http://127.0.0.1:${port}` });
  await login();
}, 120_000);
afterAll(async () => {
  await t?.close();
  cep.close();
});

it(`answers ${TOTAL} random requests over the OpenAPI document without a 5xx or a hang`, async () => {
  const doc = (await t.anonymous().get('/api/docs')).json();
  const operacoes = operacoesDo(doc).filter((o) => !FORA.some((r) => r.test(o.caminho)));
  expect(operacoes.length).toBeGreaterThan(100);
  const r = aleatorio(SEMENTE);
  const falhas = new Map<string, string>();
  const porStatus = new Map<number, number>();
  console.log(`fuzz: semente ${SEMENTE}, ${operacoes.length} operações, ${TOTAL} requisições`);

  /** A row the API answers for a write's path (its list's first row, or the row of id 1), cached. */
  const amostras = new Map<string, Linha | null>();
  const amostraPara = async (op: Operacao): Promise<Linha | undefined> => {
    const chave = `${op.metodo} ${op.caminho}`;
    if (!amostras.has(chave)) {
      const url =
        op.metodo === 'POST' ? `${op.caminho}?page=0&size=1` : op.caminho.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: {
          [HEADER_PAGE_PATH]: '/fuzz',
          [HEADER_EMPRESA_ID]: '1',
          cookie: `${SESSION_COOKIE}=${cookie}`,
        },
      });
      const corpo = res.statusCode === 200 ? (res.json() as Linha | { content?: Linha[] }) : null;
      const linha = corpo && Array.isArray(corpo.content) ? corpo.content[0] : corpo;
      amostras.set(
        chave,
        linha && typeof linha === 'object' && !Array.isArray(linha) ? (linha as Linha) : null,
      );
    }
    return amostras.get(chave) ?? undefined;
  };

  for (let i = 0; i < TOTAL; i++) {
    const op: Operacao = operacoes[i % operacoes.length];
    // Half the writes start from a row the API answered, so they reach the rules behind validation.
    const amostra = op.corpo && r.chance(0.5) ? await amostraPara(op) : undefined;
    const req = requisicaoPara(op, r, amostra);
    const enviar = () =>
      t.app.inject({
        method: op.metodo,
        url: req.url,
        headers: {
          [HEADER_PAGE_PATH]: '/fuzz',
          [HEADER_EMPRESA_ID]: '1',
          cookie: `${SESSION_COOKIE}=${cookie}`,
          ...(req.corpo === undefined ? {} : { 'content-type': 'application/json' }),
        },
        payload: req.corpo,
      });
    let timer: NodeJS.Timeout | undefined;
    const res = await Promise.race([
      enviar(),
      new Promise<null>((ok) => {
        timer = setTimeout(() => ok(null), LIMITE_MS);
      }),
    ]);
    clearTimeout(timer);
    const chave = `${op.metodo} ${op.caminho}`;
    const exemplo = `${op.metodo} ${req.url}${req.corpo === undefined ? '' : ` ${req.corpo.slice(0, 300)}`}`;
    if (res === null) {
      falhas.set(chave, `sem resposta em ${LIMITE_MS} ms: ${exemplo}`);
      continue;
    }
    porStatus.set(res.statusCode, (porStatus.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500 && !falhas.has(chave))
      falhas.set(chave, `${res.statusCode} ${res.body.slice(0, 200)} ← ${exemplo}`);
    if (res.statusCode === 401) await login();
  }
  console.log('fuzz: respostas por status', Object.fromEntries([...porStatus].sort(([a], [b]) => a - b)));
  expect([...falhas.values()]).toEqual([]);
}, 3_600_000);
