import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { loadDictionary } from '~/i18n/dictionary-source';

// The page's texts come in a file of their own (ADR 0061); the page is hydrated with the same
// texts it was drawn with, so it waits for them.
void loadDictionary().then((ready) => {
  if (!ready) return;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
