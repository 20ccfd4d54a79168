import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// The boot overlay covers the page until the console has painted once.
requestAnimationFrame(() => document.getElementById('boot-overlay')?.remove());
