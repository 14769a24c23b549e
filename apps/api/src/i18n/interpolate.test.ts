import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

/** What interpolate answered before its templates were split once (issue 20): String.replace with the pattern. */
const byReplace = (template: string, vars: Record<string, string | number | undefined> = {}) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (vars[name] === undefined ? '' : String(vars[name])));

describe('interpolate: `{{name}}` placeholders as i18next writes them', () => {
  const cases: [string, Record<string, string | number | undefined>][] = [
    ['Hola {{name}}', { name: 'Ana' }],
    ['{{label}}: {{value}}', { label: 'Matrícula', value: '1234 BCD' }],
    ['{{ a }}{{b}}{{  c  }}', { a: 1, b: 'x', c: 0 }],
    ['sin nada', {}],
    ['{{missing}} y {{name}}', { name: 'Ana' }],
    ['{{name}} {{name}}', { name: 'dos veces' }],
    ['$& $1 $$ {{v}}', { v: '$& $1 $$' }],
    ['{{ unclosed {{x}} }} {{}} {{a-b}}', { x: 'X' }],
    ['{{x}}', { x: undefined }],
    ['', {}],
    ['{{__proto__}} {{constructor}}', {}],
    ['multi\nline {{a}}\n', { a: 'A' }],
  ];
  it.each(cases)('%j reads as String.replace wrote it', (template, vars) => {
    expect(interpolate(template, vars)).toBe(byReplace(template, vars));
    // twice: the second time from the kept parts
    expect(interpolate(template, vars)).toBe(byReplace(template, vars));
  });

  it('a missing value leaves nothing; no values at all is the template without placeholders', () => {
    expect(interpolate('Hola {{name}}.')).toBe('Hola .');
    expect(interpolate('Hola {{name}}.', { name: 'Ana' })).toBe('Hola Ana.');
  });

  it('many different templates (more than it keeps) still read right', () => {
    for (let i = 0; i < 5000; i++) expect(interpolate(`n${i} {{v}}`, { v: i })).toBe(`n${i} ${i}`);
  });
});
