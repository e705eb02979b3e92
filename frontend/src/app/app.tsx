import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { noteHistoryEntry } from '../lib/navigation/back-guard';
import { system } from '../lib/theme/system';
import { lazyRoute } from './lazy-route';

const WorkspaceEntryPage = lazyRoute(() => import('../features/workspace-entry/components/workspace-entry-page'));
const WorkspaceRoute = lazyRoute(() => import('./workspace-route'));

// Failed calls were shown as toasts by the http client; retrying them would only repeat the toast.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** Tells the Back guard which history entry is on screen after each of the router's moves. */
function HistoryEntryTracker() {
  const { key } = useLocation();
  useEffect(() => noteHistoryEntry(), [key]);
  return null;
}

export function App() {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <HistoryEntryTracker />
          <Routes>
            <Route index element={<WorkspaceEntryPage />} />
            <Route path=":tenancy/*" element={<WorkspaceRoute />} />
          </Routes>
        </BrowserRouter>
        <LazyToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
