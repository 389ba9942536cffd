// Must stay the first import: it configures zod before any module parses with it.
import './lib/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyStoredTheme } from './lib/theme.ts';
import './index.css';

// Before the first render, so a pinned theme never flashes the OS's one.
applyStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
