import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { conferirPrincipais, definePrincipalExterno } from './principais.ts';

const db = {} as Db;
const tipo = (cookie: string) =>
  definePrincipalExterno<{ id: number }>({
    regra: 'candidato',
    cookie,
    nome: 'teste',
    ler: async (_db, token) => (token === 'bom' ? { id: 7 } : null),
    purgarExpiradas: async () => {},
  });

describe('external principal kinds', () => {
  it('keeps each request its own principal; none before the access control loaded it', async () => {
    const p = tipo('c');
    const [a, b, c] = [{}, {}, {}] as FastifyRequest[];
    await p.carregar(a, db, 'bom', 30);
    await p.carregar(b, db, 'ruim', 30);
    await p.carregar(c, db, undefined, 30);
    expect(p.de(a)).toEqual({ id: 7 });
    expect(p.de(b)).toBeNull();
    expect(p.de(c)).toBeNull();
    expect(p.de({} as FastifyRequest)).toBeNull();
    expect(() => p.exigir(b)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('refuses two kinds with one rule or one cookie at start-up', () => {
    expect(() => conferirPrincipais([tipo('a'), tipo('b')])).toThrow(/regra 'candidato'/);
    expect(() => conferirPrincipais([tipo('a')])).not.toThrow();
  });
});
