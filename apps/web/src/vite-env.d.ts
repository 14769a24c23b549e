/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_PUBLIC_SITE?: string;
  /** customer service e-mail shown in the footer (issue 9.7) */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** customer service telephone shown in the footer; none when unset */
  readonly VITE_SUPPORT_PHONE?: string;
  /** the review widget's page (spec 2 footer review widgets); the slot is hidden when unset */
  readonly VITE_REVIEWS_URL?: string;
}
