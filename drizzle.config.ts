import { defineConfig } from 'drizzle-kit';

/** Generates SQL migrations from src/store/schema.ts; they are applied at start (src/store/migrate.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/store/schema.ts',
  out: './src/store/migrations',
});
