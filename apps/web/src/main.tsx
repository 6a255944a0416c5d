import '@yaocai/domain/validation/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, whenRouterReady } from './app/router';
import './app/styles.css';
// After the desktop's rules, which the phone's override at the same specificity.
import './app/layouts/phone.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createAppRouter();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );

// A first screen sent by the server (first-screen.tsx) stays until the page can replace it whole, so
// the layout is not drawn over it with a spinner in the page's place first.
if (container.firstElementChild) whenRouterReady(router, render);
else render();
