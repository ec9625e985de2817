import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/app-providers';
import { router } from './app/router';
import { currentLocale, DEFAULT_LOCALE, loadLocale, setLanguage } from './lib/i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// The first screen is drawn in the remembered language: English texts arrive first when it is English.
// If they cannot arrive (offline, a redeploy), the page is drawn in Chinese rather than not at all.
void loadLocale(currentLocale())
  .catch(() => setLanguage(DEFAULT_LOCALE))
  .then(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
