/** Spec 1: application version. Kept equal to package.json by the health test. */
export const APP_VERSION = '0.1.30';
