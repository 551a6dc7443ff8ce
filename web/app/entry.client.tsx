import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server already rendered the page: let the browser paint it first, then hydrate, so the
// first paint never waits for React on a slow phone. A tap meanwhile waits for React (held-taps.ts,
// whose hold root.tsx starts in <head>).
requestAnimationFrame(() => setTimeout(hydrate, 0));
