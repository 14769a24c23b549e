// Compiles the MJML mail templates (src/mail/templates/*.mjml) into TypeScript modules holding
// the HTML (src/mail/templates/*.generated.ts), decision 0011. Run after editing a template:
//   npm run mail:templates -w @parking/api
// MJML is a development tool only: the server fills the compiled HTML's {{placeholders}}
// (render-template.ts), so a booking costs no MJML rendering and the bundle carries none.
// mail-templates.test.ts fails when a generated file is older than its template.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMailTemplate } from './mail-template-compiler.mjs';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/mail/templates');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjml'))) {
  const out = join(dir, file.replace(/\.mjml$/, '.generated.ts'));
  writeFileSync(out, await compileMailTemplate(readFileSync(join(dir, file), 'utf8'), file));
  console.log(`${file} -> ${out}`);
}
