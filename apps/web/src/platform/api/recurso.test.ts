import { bairros } from '@ipe/domain';
import type { cargos } from '@ipe/domain/resources/cargoSalario/areas/index';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { initialSession, sessionState } from '../session/state.ts';
import { AREA_CHUNK, listarEmPartes, type Pagina, type Rotulo, recurso } from './recurso.ts';

type Handler = (url: string, init: RequestInit) => Response;
let handler: Handler;
const calls: { url: string; init: RequestInit }[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  sessionState.set({ ...initialSession, status: 'authenticated', empresaId: 7 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('recurso(def): the generic routes of a declaration', () => {
  it('reads a page, every row, the dropdown rows and one record', async () => {
    handler = (url) =>
      json(
        200,
        url.includes('page=') ? { content: [], totalElements: 0, totalPages: 0, number: 0, size: 15 } : [],
      );
    await recurso(bairros).pagina({ page: 1, size: 15, q: 'cen', sort: 'nome' });
    await recurso(bairros).listar({ cidadeId: [1, 2] });
    await recurso(bairros).opcoes({ cidadeId: 3 });
    handler = () => json(200, { id: 5, nome: 'Centro', cidadeId: 3, cidade: { id: 3, nome: 'Aracaju' } });
    const bairro = await recurso(bairros).obter(5, { errors: 'silent' });
    expect(bairro.cidade?.nome).toBe('Aracaju');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', '/api/geral/bairros?page=1&size=15&q=cen&sort=nome'],
      ['GET', '/api/geral/bairros?cidadeId=1%2C2'],
      ['GET', '/api/geral/bairros?resumido=true&unpaged=true&cidadeId=3'],
      ['GET', '/api/geral/bairros/5'],
    ]);
  });

  it('creates, updates and removes', async () => {
    handler = (_, init) =>
      init.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, { id: 9 });
    expect((await recurso(bairros).criar({ nome: 'Novo', cidadeId: 1 })).id).toBe(9);
    await recurso(bairros).alterar(9, { nome: 'Outro', cidadeId: 1 });
    expect(await recurso(bairros).remover(9)).toBeUndefined();
    expect(calls.map((c) => [c.init.method, c.url, c.init.body])).toEqual([
      ['POST', '/api/geral/bairros', '{"nome":"Novo","cidadeId":1}'],
      ['PUT', '/api/geral/bairros/9', '{"nome":"Outro","cidadeId":1}'],
      ['DELETE', '/api/geral/bairros/9', undefined],
    ]);
  });

  it('types the answers by the declaration', () => {
    type Cargos = ReturnType<typeof recurso<typeof cargos>>;
    type Registro = Awaited<ReturnType<Cargos['obter']>>;
    expectTypeOf<Registro['nomeMercado']>().toEqualTypeOf<string>();
    expectTypeOf<Registro['ativa']>().toEqualTypeOf<boolean>();
    expectTypeOf<Registro['areasOrganizacionaisIds']>().toEqualTypeOf<number[]>();
    expectTypeOf<Registro['grupoOcupacional']>().toEqualTypeOf<Rotulo>();
    expectTypeOf<Registro['conhecimentos'][number]['conhecimentoId']>().toEqualTypeOf<number>();
    // A value the server's hooks add is typed by the declaration's `computed`; any other key is unknown.
    expectTypeOf<Registro['possuiFaixaSalarial']>().toEqualTypeOf<boolean>();
    expectTypeOf<Registro['naoDeclarado']>().toEqualTypeOf<unknown>();
    // A page's rows carry the list's columns (and rowFields) only; an unpaged list every field but the
    // items it does not show; `resumido` rows the id and `resumo`.
    type Linha = Awaited<ReturnType<Cargos['pagina']>> extends Pagina<infer R> ? R : never;
    expectTypeOf<Linha['nomeMercado']>().toEqualTypeOf<string>();
    expectTypeOf<Linha['grupoOcupacional']>().toEqualTypeOf<Rotulo>();
    expectTypeOf<Linha['missao']>().toEqualTypeOf<unknown>();
    expectTypeOf<Linha['possuiFaixaSalarial']>().toEqualTypeOf<boolean>();
    type Inteira = Awaited<ReturnType<Cargos['listar']>>[number];
    expectTypeOf<Inteira['missao']>().toEqualTypeOf<string | null>();
    expectTypeOf<Inteira['conhecimentos']>().toEqualTypeOf<unknown>();
    type Opcao = Awaited<ReturnType<Cargos['opcoes']>>[number];
    expectTypeOf<Opcao>().toEqualTypeOf<{ id: number } & { nomeMercado: string }>();
  });
});

describe('listarEmPartes', () => {
  it(`splits more than ${AREA_CHUNK} area ids into calls and merges the answers in order`, async () => {
    handler = (url) => {
      const ids = new URL(url, 'http://x').searchParams.get('areasIds')?.split(',') ?? [];
      return json(200, [{ id: Number(ids[0]), n: ids.length }]);
    };
    const areasIds = Array.from({ length: 1300 }, (_, i) => i + 1);
    const rows = await recurso(bairros).listar({ areasIds, ativo: true });
    expect(calls).toHaveLength(3);
    expect(rows).toEqual([
      { id: 1, n: 600 },
      { id: 601, n: 600 },
      { id: 1201, n: 100 },
    ]);
    expect(calls.every((c) => c.url.includes('ativo=true'))).toBe(true);
  });

  it('does not split 600 ids or fewer', async () => {
    const ler = vi.fn(async () => []);
    await listarEmPartes({ areasOrganizacionaisIds: Array.from({ length: 600 }, (_, i) => i) }, ler);
    expect(ler).toHaveBeenCalledTimes(1);
  });
});
