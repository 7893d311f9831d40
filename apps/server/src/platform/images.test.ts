import { MSG } from '@ipe/domain';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytea } from '../db/bytea.ts';
import type { Db } from '../db/client.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../test/harness.ts';
import { imageTypeOf, initialsAvatar, initialsOf, MAX_IMAGE_BYTES, registerImageRoutes } from './images.ts';

/** A table of this test only: a company-owned row with a photo (with fallback) and a logo (without). */
const pessoa = pgTable('teste_imagem_pessoa', {
  id: serial().primaryKey(),
  empresaId: integer().notNull(),
  nome: varchar({ length: 100 }).notNull(),
  cor: varchar({ length: 7 }),
  foto: bytea(),
  fotoContentType: varchar({ length: 100 }),
  logo: bytea(),
  logoContentType: varchar({ length: 100 }),
});

// A real 1×1 PNG and a real 1×1 JPEG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////' +
    '////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);
const TEXT = Buffer.from('isto não é uma imagem\n');

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
async function multipartOf(bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('arquivo', new Blob([new Uint8Array(bytes)], { type }), filename);
  const req = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    body: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') as string },
  };
}

let t: TestApp;
let admin: Client;
let consulta: Client;
let mine: number;
let other: number;
let hidden: number;

const foto = (id: number) => `/api/teste/pessoas/${id}/foto`;
const logo = (id: number) => `/api/teste/pessoas/${id}/logo`;

async function upload(c: Client, url: string, bytes: Buffer, filename = 'imagem.png', type = 'image/png') {
  const { body, headers } = await multipartOf(bytes, filename, type);
  return c.put(url, body, headers);
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: async (app, { db }) => {
        await db.execute(sql`
          create table teste_imagem_pessoa (
            id serial primary key, empresa_id integer not null, nome varchar(100) not null, cor varchar(7),
            foto bytea, foto_content_type varchar(100), logo bytea, logo_content_type varchar(100))`);
        const common = {
          path: '/teste/pessoas',
          table: pessoa,
          readAccess: 'ROLE_GERAL_BAIRROS',
          writeAccess: 'ROLE_GERAL_BAIRROS_EDITAR',
          scope: () => sql`${pessoa.nome} <> 'Oculta'`,
        } as const;
        registerImageRoutes(app, db as Db, {
          ...common,
          name: 'foto',
          column: pessoa.foto,
          contentTypeColumn: pessoa.fotoContentType,
          fallback: { label: pessoa.nome, color: pessoa.cor },
        });
        registerImageRoutes(app, db as Db, {
          ...common,
          name: 'logo',
          column: pessoa.logo,
          contentTypeColumn: pessoa.logoContentType,
        });
        const rows = await db
          .insert(pessoa)
          .values([
            { empresaId: 1, nome: 'Maria da Silva Souza', cor: '#1565C0' },
            { empresaId: 2, nome: 'José Filial' },
            { empresaId: 1, nome: 'Oculta' },
          ])
          .returning({ id: pessoa.id });
        [mine, other, hidden] = rows.map((r) => r.id);
      },
    },
  );
  admin = await t.login();
  consulta = await t.login(DEMO_CONSULTA);
});
afterAll(async () => {
  await t?.close();
});

describe('image helpers', () => {
  it('recognises PNG, JPEG, GIF and WebP by their content only', async () => {
    expect(await imageTypeOf(PNG)).toBe('image/png');
    expect(await imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(await imageTypeOf(GIF)).toBe('image/gif');
    expect(await imageTypeOf(WEBP)).toBe('image/webp');
    expect(await imageTypeOf(TEXT)).toBeNull();
    expect(await imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await imageTypeOf(new Uint8Array())).toBeNull();
    expect(await imageTypeOf(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });

  it('draws the initials of a name on a circle of the given colour', () => {
    expect(initialsOf('Maria da Silva Souza')).toBe('MS');
    expect(initialsOf('  ângela ')).toBe('Â');
    expect(initialsOf('')).toBe('?');
    const svg = initialsAvatar('Ana <Lima>', '#ffffff');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="#FFFFFF"/>');
    // Dark text on white, escaped name.
    expect(svg).toContain('fill="#111827">AL</text>');
    expect(svg).toContain('aria-label="Ana &lt;Lima&gt;"');
    expect(initialsAvatar('Bruno', '#000000')).toContain('fill="#FFFFFF">B</text>');
    // No colour: the same one for the same name.
    expect(initialsAvatar('Bruno')).toBe(initialsAvatar('Bruno', 'inválida'));
  });
});

describe('registerImageRoutes', () => {
  it('answers the initials avatar while there is no photo, and 404 without fallback', async () => {
    const res = await admin.get(foto(mine));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('fill="#1565C0"');
    expect(res.body).toContain('>MS</text>');
    const noLogo = await admin.get(logo(mine));
    expect(noLogo.statusCode).toBe(404);
    expect(noLogo.json()).toMatchObject({ message: MSG.recursoNaoEncontrado });
  });

  it('stores a PNG sent as multipart and serves it with its type and an ETag', async () => {
    const put = await upload(admin, foto(mine), PNG);
    expect(put.statusCode).toBe(204);
    const res = await admin.get(foto(mine));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await admin.get(foto(mine), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Read-only users see it too.
    expect((await consulta.get(foto(mine))).statusCode).toBe(200);
  });

  it('keeps the type found in the bytes, not the declared one, and takes raw bodies', async () => {
    expect((await upload(admin, logo(mine), JPEG, 'foto.png', 'image/png')).statusCode).toBe(204);
    const res = await admin.get(logo(mine));
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    const raw = await admin.put(logo(mine), GIF, { 'content-type': 'application/octet-stream' });
    expect(raw.statusCode).toBe(204);
    expect((await admin.get(logo(mine))).headers['content-type']).toBe('image/gif');
    const webp = await admin.put(logo(mine), WEBP, { 'content-type': 'image/webp' });
    expect(webp.statusCode).toBe(204);
    expect((await admin.get(logo(mine))).headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not an image, whatever its name or declared type', async () => {
    for (const res of [
      await upload(admin, foto(mine), TEXT, 'foto.png', 'image/png'),
      await upload(admin, foto(mine), TEXT, 'texto.txt', 'text/plain'),
      await admin.put(foto(mine), TEXT, { 'content-type': 'image/jpeg' }),
      await admin.put(foto(mine), { foto: 'x' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'O arquivo adicionado não é uma imagem' });
    }
    // The stored photo is untouched.
    expect((await admin.get(foto(mine))).headers['content-type']).toBe('image/png');
  });

  it('refuses images above 2 MB, multipart or raw', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const viaForm = await upload(admin, foto(mine), big);
    expect(viaForm.statusCode).toBe(400);
    expect(viaForm.json()).toMatchObject({ message: 'O arquivo deve ser menor que 2 MB' });
    const raw = await admin.put(foto(mine), big, { 'content-type': 'image/png' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ message: 'O arquivo deve ser menor que 2 MB' });
  });

  it('removes the image: the avatar comes back', async () => {
    await upload(admin, foto(mine), PNG);
    expect((await admin.delete(foto(mine))).statusCode).toBe(204);
    const res = await admin.get(foto(mine));
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const [row] = await t.database.db.select().from(pessoa).where(eq(pessoa.id, mine));
    expect(row).toMatchObject({ foto: null, fotoContentType: null });
  });

  it('keeps rows of another company and rows out of scope out of reach', async () => {
    for (const id of [other, hidden, 999_999]) {
      expect((await admin.get(foto(id))).statusCode).toBe(404);
      expect((await upload(admin, foto(id), PNG)).statusCode).toBe(404);
      expect((await admin.delete(foto(id))).statusCode).toBe(404);
    }
    // The other company's row, from a session in that company.
    const filial = await t.login(undefined, 2);
    expect((await upload(filial, foto(other), PNG)).statusCode).toBe(204);
    expect((await filial.get(foto(other))).headers['content-type']).toBe('image/png');
    expect((await filial.get(foto(mine))).statusCode).toBe(404);
  });

  it('asks for the write authority to change and a session to read', async () => {
    const denied = await upload(consulta, foto(mine), PNG);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: MSG.naoAutorizado });
    expect((await consulta.delete(foto(mine))).statusCode).toBe(403);
    const anon = t.anonymous();
    expect((await anon.get(foto(mine))).statusCode).toBe(401);
    expect((await upload(anon, foto(mine), PNG)).statusCode).toBe(401);
    expect((await anon.delete(foto(mine))).statusCode).toBe(401);
    expect((await admin.get('/api/teste/pessoas/abc/foto')).statusCode).toBe(400);
  });
});
