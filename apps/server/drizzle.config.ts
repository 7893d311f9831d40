import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Platform tables in db/schema, each module's in its own folder (modules/<modulo>/**/schema.ts).
  schema: ['./src/db/schema/*.ts', './src/modules/**/schema.ts'],
  out: './src/db/migrations',
  casing: 'snake_case',
});
