import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './lib/query-client';
import { seedQueries, type PageData } from './page-data';
import { SessionProvider } from './features/session/session';
import { RealtimeProvider } from './features/realtime/realtime-provider';

/** Providers shared by the browser entry and the pre-renderer (both wrap these in their router). */
export function AppProviders({ children, pageData }: { children: ReactNode; pageData?: PageData }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedQueries(client, pageData);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RealtimeProvider>{children}</RealtimeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
