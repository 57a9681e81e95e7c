import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SESSION_HINT_COOKIE } from '@sakinah/contract';
import { createQueryClient } from '../../lib/query-client';
import { hasSessionHint } from '../../lib/session-hint';
import { SessionProvider, useSession } from './session';
import { testUser } from './test-user';

function WhoIsHere() {
  const { user, loading } = useSession();
  return <p>{loading ? 'loading' : (user?.firstName ?? 'nobody')}</p>;
}

function renderAt(path: string) {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <WhoIsHere />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; path=/`;
});

describe('the session while the server cannot answer', () => {
  it('a 503 (database restarting) is not "signed out": she waits, keeps her hint, and is signed in once it answers', async () => {
    const answers = [json(503, { success: false, message: 'The service is briefly unavailable.' }), json(200, { success: true, user: testUser({ firstName: 'Zainab' }) })];
    vi.stubGlobal('fetch', vi.fn(async () => answers.shift() ?? json(200, { success: true, user: testUser({ firstName: 'Zainab' }) })));
    renderAt('/user/messages');
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Zainab')).toBeTruthy(), { timeout: 4000 });
    expect(hasSessionHint()).toBe(true);
  });

  it('a 401 is "signed out" at once (spec section 7), and the hint goes', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { success: false, message: 'Please login to continue' })));
    renderAt('/user/messages');
    await waitFor(() => expect(screen.getByText('nobody')).toBeTruthy());
    expect(hasSessionHint()).toBe(false);
  });
});
