import mjml2html from 'mjml';

/** One MJML template to the source of a TypeScript module exporting its HTML (decision 0011). */
export async function compileMailTemplate(source, name) {
  // MJML 5 returns a promise; validation 'strict' refuses unknown tags and attributes.
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', minify: false, beautify: false, keepComments: false });
  if (errors?.length) throw new Error(`${name}: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return `// Generated from ${name} by apps/api/scripts/compile-mail-templates.mjs (decision 0011). Do not edit.\nexport default ${JSON.stringify(html)};\n`;
}
