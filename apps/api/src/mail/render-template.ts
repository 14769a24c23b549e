import { escapeHtml } from './texts';

/**
 * Fills a compiled mail template (templates/*.generated.ts, decision 0011): `{{name}}` takes
 * text, HTML-escaped (attributes too: the quotes are escaped); `{{{name}}}` takes HTML the
 * caller built from escaped parts. A placeholder without a value throws: a template and its
 * caller that drift apart fail the mail tests instead of mailing a gap.
 */
export function renderTemplate(template: string, text: Record<string, string>, html: Record<string, string> = {}): string {
  return template.replace(/\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/g, (_, raw: string | undefined, plain: string | undefined) => {
    if (raw !== undefined) {
      const v = html[raw];
      if (v === undefined) throw new Error(`mail template: no HTML for {{{${raw}}}}`);
      return v;
    }
    const v = text[plain!];
    if (v === undefined) throw new Error(`mail template: no value for {{${plain}}}`);
    return escapeHtml(v);
  });
}
