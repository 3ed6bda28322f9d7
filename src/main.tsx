import './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './hooks/use-install-prompt';
import { registerServiceWorker } from './lib/service-worker';

listenForInstallPrompt();
registerServiceWorker();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">.');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
