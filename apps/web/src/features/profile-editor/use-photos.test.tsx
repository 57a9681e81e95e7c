import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MSG } from '@sakinah/contract';
import { SessionProvider } from '../session/session';
import { testUser } from '../session/test-user';
import type { OwnImage as MemberImage } from '@sakinah/contract';
import { usePhotos } from './use-photos';

const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: { error: (message: string) => toastError(message), success: vi.fn() } }));

const user = testUser({ status: 'Active', paymentStatus: 'paid' });
const image: MemberImage = { _id: 'i1', id: 'i1', key: 'images/u1/a.jpg', path: '/a.jpg', url: '/a.jpg', thumbUrl: '/a.jpg', isAvatar: false, held: false };

/** `offline`: every photo call throws like fetch does without a network; else the server refuses it. */
function stubFetch(mode: 'offline' | 'refused') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/get-user')) return new Response(JSON.stringify({ success: true, user }), { status: 200 });
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ success: false, message: 'Refused' }), { status: 400 });
    }),
  );
}

function renderPhotos() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>{children}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => usePhotos(), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastError.mockClear();
});

describe('photo management messages (spec section 8)', () => {
  it("says 'Error …' when a request fails at the network level", async () => {
    stubFetch('offline');
    const { result } = renderPhotos();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.failedMessage).toBe(MSG.imagesFetchError);
    expect(toastError).toHaveBeenCalledWith(MSG.imagesFetchError);
    await act(() => result.current.setAvatar(image));
    await act(() => result.current.deleteImage(image));
    await act(() => result.current.removeAvatar());
    // Each action reloads the list, which toasts again under one id (sonner shows it once).
    expect([...new Set(toastError.mock.calls.map(([message]) => message))]).toEqual([
      MSG.imagesFetchError, MSG.avatarSetError, MSG.imageDeleteError, MSG.avatarRemoveError,
    ]);
  });

  it("says 'Failed …' when the server refuses", async () => {
    stubFetch('refused');
    const { result } = renderPhotos();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.failedMessage).toBe(MSG.imagesFetchFailed);
    await act(() => result.current.setAvatar(image));
    await act(() => result.current.deleteImage(image));
    await act(() => result.current.removeAvatar());
    // Each action reloads the list, which toasts again under one id (sonner shows it once).
    expect([...new Set(toastError.mock.calls.map(([message]) => message))]).toEqual([
      MSG.imagesFetchFailed, MSG.avatarSetFailed, MSG.imageDeleteFailed, MSG.avatarRemoveFailed,
    ]);
  });
});
