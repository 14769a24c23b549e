import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/api) turns src/db/schema.ts into the committed SQL
// migrations under migrations/, applied at start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-reservations.ts', './src/db/schema-accounts.ts', './src/db/schema-vehicles.ts', './src/db/schema-car-services.ts', './src/db/schema-manage.ts', './src/db/schema-points.ts', './src/db/schema-vouchers.ts', './src/db/schema-voucher-uses.ts'],
  out: './migrations',
});
