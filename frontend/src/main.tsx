import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { showPersistentError, showRequestError } from './components/ui/toaster-store';
import { installPageErrorToasts } from './lib/errors/page-errors';
import { installBackGuard } from './lib/navigation/back-guard';
import { setNotificationSinks } from './lib/notify/notify';
import { restoreColours } from './lib/theme/branding';

// Paint with the last workspace's colours at once; its tenancy answer may change them a moment later.
restoreColours();
setNotificationSinks({ error: showRequestError, pageError: showPersistentError });
installPageErrorToasts(window, showPersistentError);
// Before the router mounts, so that Back meets the leave guards first.
installBackGuard();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
