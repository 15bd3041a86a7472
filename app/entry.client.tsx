import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { dictionaryLoaded } from '~/i18n/dictionary-source';

// The page's texts come in a script of their own (ADR 0061). React Router starts this module as
// soon as it can, which may be before that script has run; the page is hydrated with the same
// texts it was rendered with, so it waits for them.
void dictionaryLoaded().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
