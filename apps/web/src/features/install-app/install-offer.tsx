import { useId, useState, useSyncExternalStore } from 'react';
import { CheckCircle2, Download, PlusSquare, Share, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useT, type TextKey } from '../../lib/i18n';
import { heldInstallPrompt, isAppleMobile, promptInstall, runningInstalled, subscribeInstallPrompt } from '../../lib/install-prompt';

/** Set when she says "Not now" to the offer after a connection: it is not made again on this device. */
export const INSTALL_OFFER_DISMISSED_KEY = 'sakinah:install-offer-dismissed';

const noPrompt = () => null;
const notInstalled = () => false;

function useInstallState() {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, heldInstallPrompt, noPrompt);
  const installed = useSyncExternalStore(subscribeInstallPrompt, runningInstalled, notInstalled);
  return { canPrompt: prompt !== null, installed, apple: isAppleMobile() };
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_OFFER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The few steps of Safari's Share → Add to Home Screen (iOS has no install prompt). */
const IOS_STEPS: readonly TextKey[] = ['install.iosStep1', 'install.iosStep2', 'install.iosStep3'];

function AppleSteps() {
  const { t, formatNumber } = useT();
  const icons = [Share, PlusSquare, CheckCircle2];
  return (
    <ol className="mt-4 space-y-2" aria-label={t('install.stepsLabel')}>
      {IOS_STEPS.map((step, index) => {
        const Icon = icons[index] ?? CheckCircle2;
        return (
          <li key={step} className="flex items-center gap-3 text-sm text-ink">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <span>
              <span className="font-semibold">{formatNumber(index + 1)}.</span> {t(step)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function InstallButton() {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      className="mt-4"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await promptInstall();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download className="h-4 w-4" aria-hidden="true" /> {t('install.installApp')}
    </Button>
  );
}

/**
 * Settings' card: the browser's install dialog where it offers one, the Home Screen steps on an iPhone or iPad,
 * where to look otherwise, and a plain line once the app is installed.
 */
export function InstallAppCard() {
  const { t } = useT();
  const headingId = useId();
  const { canPrompt, installed, apple } = useInstallState();
  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8" data-testid="install-offer">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <Download className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('install.title')}
      </h2>
      {installed ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-brand-800">
          <CheckCircle2 className="h-4 w-4 text-brand-600" aria-hidden="true" /> {t('install.installed')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t('install.body')}</p>
          {canPrompt ? <InstallButton /> : apple ? <AppleSteps /> : <p className="mt-3 text-sm text-ink">{t('install.fromBrowserMenu')}</p>}
        </>
      )}
    </section>
  );
}

/**
 * The offer after her first connection: only where the app can really be installed from here (the browser offers it,
 * or an iPhone's steps), never once installed, and not again after "Not now" on this device.
 */
export function InstallAfterConnection() {
  const { t } = useT();
  const headingId = useId();
  const { canPrompt, installed, apple } = useInstallState();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (installed || dismissed || !(canPrompt || apple)) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(INSTALL_OFFER_DISMISSED_KEY, '1');
    } catch {
      // private mode: hidden for this visit only
    }
    setDismissed(true);
  };
  return (
    <section aria-labelledby={headingId} className="relative rounded-2xl border border-gold-200 bg-gold-50 p-5 sm:p-6" data-testid="install-offer">
      <button
        type="button"
        onClick={dismiss}
        className="absolute top-3 end-3 inline-flex h-9 w-9 items-center justify-center rounded-full text-brand-800 hover:bg-gold-100"
        aria-label={t('install.closeOffer', { notNow: t('install.dismissed') })}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
      <h2 id={headingId} className="flex items-center gap-2 pe-10 text-lg font-bold text-brand-800">
        <Download className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('install.title')}
      </h2>
      <p className="mt-1 text-sm text-ink/80">{t('install.afterConnectionBody')}</p>
      {canPrompt ? (
        <div className="flex flex-wrap items-center gap-3">
          <InstallButton />
          <Button variant="ghost" className="mt-4" onClick={dismiss}>
            {t('install.dismissed')}
          </Button>
        </div>
      ) : (
        <AppleSteps />
      )}
    </section>
  );
}
