/**
 * Fills `{{name}}` placeholders, the syntax i18next uses in the web app, so one catalogue
 * entry reads the same on the server (errors, validation messages, mails). A missing value
 * leaves nothing rather than the placeholder.
 */
export function interpolate(template: string, vars: Record<string, string | number | undefined> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (vars[name] === undefined ? '' : String(vars[name])));
}
