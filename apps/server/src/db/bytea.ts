import { customType } from 'drizzle-orm/pg-core';

/**
 * A PostgreSQL `bytea` column read and written as a Buffer (drizzle 0.45 has no built-in one). PGlite
 * answers a Uint8Array and node-postgres a Buffer: both come out as Buffer. Used for stored images (see
 * platform/images.ts): `foto: bytea(), fotoContentType: varchar({ length: 100 })`.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
