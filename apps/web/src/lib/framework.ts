/**
 * React and React DOM's client, imported by the entry on their own so their evaluation is a
 * task of its own before the app's modules' (main.tsx, decision 0051).
 */
export { createRoot } from 'react-dom/client';
export { startTransition } from 'react';
