/**
 * The part of i18next's API the web app uses, in ~1 KB gz instead of ~15 KB (decision 0029:
 * the first screen's JavaScript budget of 100 KB). vite.config.ts and vitest.config.ts point
 * the bare specifier `i18next` here, so app code keeps `import i18n from 'i18next'`-style
 * types while shipping this runtime; i18n-lite.test.ts checks every key of the four
 * catalogues gives the same text as the real i18next.
 *
 * What it does, as i18next does it with the options lib/i18n.ts passes:
 * - `ns:key` (nsSeparator ':'), nested keys with '.', the namespaces given to `t` tried in order;
 * - plurals by `count` (`key_zero` for 0 when present, then `key_<Intl.PluralRules category>`,
 *   then `key_other`);
 * - `{{name}}` and `{{a.b}}` interpolation without escaping (escapeValue: false), a
 *   placeholder without a value left as it is;
 * - `defaultValue`, and the key itself (without its namespace) when nothing is found;
 * - `language`, `changeLanguage`, `hasResourceBundle`, `addResourceBundle`, `on`/`off`
 *   ('languageChanged'), `init`, `use`.
 * Not supported (unused here): nesting `$t()`, formatters, context, returnObjects, fallbackLng.
 */

type Tree = { [key: string]: unknown };
export type Resource = Record<string, Record<string, Tree>>;
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string; ns?: string | readonly string[] };
export type TFunction = (key: string, options?: TOptions) => string;

interface InitOptions {
  lng: string;
  resources?: Resource;
  ns?: readonly string[];
  defaultNS?: string;
  [other: string]: unknown;
}

type Listener = (lng: string) => void;

const NS_SEPARATOR = ':';
const INTERPOLATION = /\{\{\s*([^}\s]+)\s*\}\}/g;

function lookup(tree: unknown, path: string): unknown {
  if (tree === undefined) return undefined;
  const direct = (tree as Tree)[path];
  if (direct !== undefined) return direct;
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(INTERPOLATION, (match, name: string) => {
    const value = lookup(options, name);
    // i18next leaves a placeholder without a value as it is
    return value === undefined || value === null ? match : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

export class I18nLite {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions = { lng: '' };
  private store: Resource = {};
  private listeners = new Set<Listener>();

  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions): Promise<TFunction> {
    this.options = { ...options };
    this.store = {};
    for (const [lng, bundles] of Object.entries(options.resources ?? {})) {
      for (const [ns, tree] of Object.entries(bundles)) this.addResourceBundle(lng, ns, tree);
    }
    this.setLanguage(options.lng);
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string): Tree | undefined {
    return this.store[lng]?.[ns];
  }

  addResourceBundle(lng: string, ns: string, tree: Tree, _deep?: boolean, _overwrite?: boolean): this {
    const lang = (this.store[lng] ??= {});
    lang[ns] = { ...(lang[ns] ?? {}), ...tree };
    return this;
  }

  changeLanguage(lng: string): Promise<TFunction> {
    this.setLanguage(lng);
    for (const listener of [...this.listeners]) listener(lng);
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): this {
    if (event === 'languageChanged') this.listeners.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    if (event === 'languageChanged') this.listeners.delete(listener);
    return this;
  }

  exists(key: string, options?: TOptions): boolean {
    return this.resolve(this.language, key, options, this.defaultNamespaces()) !== undefined;
  }

  /** A `t` bound to one language and namespaces (react-i18next's `useTranslation`). */
  getFixedT(lng: string | null, ns?: string | readonly string[] | null, keyPrefix?: string): TFunction {
    return (key, options) => this.translate(lng ?? this.language, keyPrefix ? `${keyPrefix}.${key}` : key, options, ns);
  }

  t: TFunction = (key, options) => this.translate(this.language, key, options, options?.ns);

  private setLanguage(lng: string) {
    this.language = lng;
    this.languages = [lng];
  }

  private defaultNamespaces(ns?: string | readonly string[] | null): readonly string[] {
    if (ns === undefined || ns === null) return [this.options.defaultNS ?? 'translation'];
    return typeof ns === 'string' ? [ns] : ns.length ? ns : [this.options.defaultNS ?? 'translation'];
  }

  private translate(lng: string, key: string, options: TOptions | undefined, ns?: string | readonly string[] | null): string {
    const namespaces = this.defaultNamespaces(ns);
    const found = this.resolve(lng, key, options, namespaces);
    if (typeof found === 'string') return interpolate(found, options);
    if (options?.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    const sep = key.indexOf(NS_SEPARATOR);
    return sep > 0 ? key.slice(sep + 1) : key;
  }

  private resolve(lng: string, key: string, options: TOptions | undefined, namespaces: readonly string[]): unknown {
    let path = key;
    let searched = namespaces;
    const sep = key.indexOf(NS_SEPARATOR);
    if (sep > 0) {
      searched = [key.slice(0, sep)];
      path = key.slice(sep + 1);
    }
    const count = options?.count;
    const suffixes: string[] = [];
    if (typeof count === 'number') {
      if (count === 0) suffixes.push('_zero');
      suffixes.push(`_${pluralCategory(lng, count)}`, '_other');
    }
    suffixes.push('');
    for (const ns of searched) {
      const tree = this.store[lng]?.[ns];
      for (const suffix of suffixes) {
        const value = lookup(tree, path + suffix);
        if (value !== undefined && (typeof value === 'string' || suffix === '')) return value;
      }
    }
    return undefined;
  }
}

const i18next = new I18nLite();
export default i18next;
