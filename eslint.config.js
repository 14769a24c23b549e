// The repository's ESLint config lives in its own workspace (tools/lint), beside the
// TypeScript 5 parser it needs; see docs/decisions/0010-web-import-boundaries.md.
export { default } from './tools/lint/eslint.config.js';
