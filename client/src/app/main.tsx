import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadContentConfig } from '../shared/content/contentConfig';
import { loadContractTexts } from '../shared/i18n/contractMessages';
import { sessionStore } from '../shared/session/sessionStore';
import { createApolloClient } from './apolloClient';
import { Providers } from './Providers';
import { createAppRouter } from './router';

// Spec part 1 section 7: the static content configuration is loaded at start (the login page shows it).
void loadContentConfig();
// The contract's error and rule texts: a chunk of their own, loading beside the first screen.
void loadContractTexts();
const router = createAppRouter();
const client = createApolloClient(sessionStore);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
