import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/router';
import i18n, { initI18n } from './lib/i18n';
import './styles/global.css';

async function start() {
  await initI18n();
  const syncTitle = () => {
    document.title = i18n.t('app:meta.title');
  };
  syncTitle();
  i18n.on('languageChanged', syncTitle);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
