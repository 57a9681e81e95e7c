import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TO_PAGE } from '../../lib/worker-protocol';
import { DeviceWorkerLink } from './device-worker-link';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** A page whose service worker container delivers what the worker posts. */
function withWorker() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const register = vi.fn(async () => ({ active: { postMessage: vi.fn() } }));
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      startMessages: vi.fn(),
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
    },
  });
  const post = (data: unknown) => {
    const reply = { postMessage: vi.fn() };
    act(() => listeners.forEach((listener) => listener({ data, ports: [reply] } as unknown as MessageEvent)));
    return reply;
  };
  return { register, post };
}

const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
afterEach(() => {
  cleanup();
  if (original) Object.defineProperty(navigator, 'serviceWorker', original);
  else delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

describe("the page's side of the service worker", () => {
  it('registers the worker once the page has loaded', async () => {
    const worker = withWorker();
    render(
      <MemoryRouter>
        <DeviceWorkerLink />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
  });

  it("opens a clicked notification's page in this tab and tells the worker it did; never another site", () => {
    const worker = withWorker();
    const { getByTestId } = render(
      <MemoryRouter initialEntries={['/user/profile-page']}>
        <DeviceWorkerLink />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const reply = worker.post({ type: TO_PAGE.open, url: '/user/messages/u2' });
    expect(getByTestId('where').textContent).toBe('/user/messages/u2');
    expect(reply.postMessage).toHaveBeenCalledWith('opened');
    const refused = worker.post({ type: TO_PAGE.open, url: '//evil.example/x' });
    expect(getByTestId('where').textContent).toBe('/user/messages/u2');
    expect(refused.postMessage).not.toHaveBeenCalled();
  });
});
