import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeFromPath } from './lib/i18n/locale';
import { loadTranslations } from './lib/i18n/translations';

// The page's messages come as their own cached file (lib/i18n/translations.ts), preloaded by the page: React
// hydrates once they are there, so the first render in the browser says what the server's did.
loadTranslations(localeFromPath(window.location.pathname)).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  // Without its messages the page stays as the server sent it: links and forms work without JavaScript.
  (error: unknown) => console.error('the page could not load its messages', error),
);
