import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { SESSION_QUERY_KEY, SessionProvider, type SessionUser } from './session';

/**
 * For component tests: renders `ui` as the app would at `path`, with `user` signed in (null: a visitor), the query
 * client, the router and the session around it.
 */
export function renderWithSession(ui: ReactElement, { user, path = '/' }: { user: SessionUser | null; path?: string }) {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>{ui}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
