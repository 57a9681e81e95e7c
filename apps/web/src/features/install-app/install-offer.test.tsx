import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { INSTALL_TEXT } from '@sakinah/contract';
import { isAppleMobile, listenForInstallPrompt } from '../../lib/install-prompt';
import { INSTALL_OFFER_DISMISSED_KEY, InstallAfterConnection, InstallAppCard } from './install-offer';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function browserOffersInstall() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'dismissed' as const }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

let userAgent = ANDROID;
beforeEach(() => {
  userAgent = ANDROID;
  vi.spyOn(window.navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
listenForInstallPrompt();

describe('who is on an iPhone or iPad', () => {
  it('knows iOS, and iPadOS that calls itself a Mac', () => {
    expect(isAppleMobile(IPHONE, 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 0)).toBe(false);
    expect(isAppleMobile(ANDROID, 5)).toBe(false);
  });
});

describe('the install offer after a first connection', () => {
  it('is not made where the app cannot be installed from here', () => {
    render(<InstallAfterConnection />);
    expect(screen.queryByTestId('install-offer')).toBeNull();
  });

  it("shows the browser's dialog where it offers one, and keeps the browser's own bar away", async () => {
    render(<InstallAfterConnection />);
    const { prompt, event } = browserOffersInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByText(INSTALL_TEXT.afterConnectionBody)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    });
    expect(prompt).toHaveBeenCalledOnce();
    // Used once: the browser must offer it again before the button comes back.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('shows the Home Screen steps on an iPhone, and is not made again after "Not now"', () => {
    userAgent = IPHONE;
    const { unmount } = render(<InstallAfterConnection />);
    expect(screen.getByRole('list', { name: 'Add Sakinah to your Home Screen' })).toBeTruthy();
    expect(screen.getByText(/Tap the Share button in Safari/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Not now/ }));
    expect(screen.queryByTestId('install-offer')).toBeNull();
    expect(window.localStorage.getItem(INSTALL_OFFER_DISMISSED_KEY)).toBe('1');
    unmount();
    render(<InstallAfterConnection />);
    expect(screen.queryByTestId('install-offer')).toBeNull();
  });
});

describe("Settings' install card", () => {
  it('tells where to look when the browser offers no dialog', () => {
    render(<InstallAppCard />);
    expect(screen.getByText(INSTALL_TEXT.fromBrowserMenu)).toBeTruthy();
  });

  it('shows the steps on an iPhone', () => {
    userAgent = IPHONE;
    render(<InstallAppCard />);
    expect(screen.getByText(/Choose Add to Home Screen/)).toBeTruthy();
  });
});
