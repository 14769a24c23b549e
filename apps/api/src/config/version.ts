import rootPackage from '../../../../package.json' with { type: 'json' };

/**
 * Spec 1: application version. The one place it is written is the root package.json (the
 * workspaces carry none); the web app's footer reads the same field (apps/web/vite.config.ts).
 */
export const APP_VERSION: string = rootPackage.version;
