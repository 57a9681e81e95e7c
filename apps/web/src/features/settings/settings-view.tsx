import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BadgeCheck, Bell, LockKeyhole, MoonStar, ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import type { SessionUser } from '../session/public';
import { AccountForm } from './account-form';
import { ChangePasswordForm } from './change-password-form';
import { DangerZone } from './danger-zone';
import { RenewalRemindersCard } from './renewal-reminders-card';
import { LanguageCard } from './language-card';
import { SettingsSidebar } from './settings-sidebar';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { SkeletonBlock } from '../../components/ui/skeleton';
import { VerificationTab } from '../verification/public';
import { GuardiansTab } from '../guardians/public';
import { NotificationSettingsTab } from '../notifications/public';
import { useT } from '../../lib/i18n';

// The tabs behind the first load only when opened: settings' first load stays within its 50 KiB (issue 17).
// Verification's and Family's are lazy in their features' public files.
const PrivacyTab = lazy(() => import('./privacy-tab').then((module) => ({ default: module.PrivacyTab })));
const FaithTab = lazy(() => import('./faith-tab').then((module) => ({ default: module.FaithTab })));

/** What an opened tab shows while its code arrives. */
function TabLoading() {
  const { t } = useT();
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">{t('settings.loading')}</span>
      <SkeletonBlock className="h-40 w-full rounded-2xl" />
      <SkeletonBlock className="h-28 w-full rounded-2xl" />
    </div>
  );
}

/** The open tab lives in `?tab=` so a reload or a shared link keeps it. */
const TAB_PARAM = 'tab';
const TAB_IDS = ['account', 'faith', 'notifications', 'privacy', 'security', 'verification', 'family'] as const;

/**
 * A guardian's account can change only its password: every member setting answers her 403 (docs/decisions.md).
 * Notifications are hers too: she is told when a contact exchange waits for her approval.
 */
const GUARDIAN_TAB_IDS: ReadonlyArray<(typeof TAB_IDS)[number]> = ['security', 'notifications'];

export function SettingsView({ user, onLeave }: { user: SessionUser; onLeave: (leaving: boolean) => void }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const guardian = user.role === 'guardian';
  const shown = guardian ? GUARDIAN_TAB_IDS : TAB_IDS;
  const requested = params.get(TAB_PARAM);
  const selected = shown.find((id) => id === requested) ?? shown[0]!;
  // A tab once opened stays mounted (hidden when inactive), so its unsaved edits survive a switch.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([selected]));
  // React's pattern for state that follows a prop: set during render, redrawn at once before anything is shown.
  if (!opened.has(selected)) setOpened(new Set(opened).add(selected));
  const whenOpened = (id: string, panel: ReactNode) => (opened.has(id) ? <Suspense fallback={<TabLoading />}>{panel}</Suspense> : null);
  // A new tab is added here and to TAB_IDS.
  const allTabs: Array<TabItem & { id: (typeof TAB_IDS)[number] }> = [
    {
      id: 'account',
      label: t('settings.tab.account'),
      icon: UserRound,
      panel: (
        <div className="space-y-6">
          <AccountForm key={user._id} user={user} />
          {(user.role ?? 'member') === 'member' && <LanguageCard />}
          {user.role !== 'guardian' && <RenewalRemindersCard user={user} />}
        </div>
      ),
    },
    { id: 'faith', label: t('faith.tab'), icon: MoonStar, panel: whenOpened('faith', <FaithTab user={user} />) },
    { id: 'notifications', label: t('settings.tab.notifications'), icon: Bell, panel: whenOpened('notifications', <NotificationSettingsTab user={user} />) },
    { id: 'privacy', label: t('settings.tab.privacy'), icon: LockKeyhole, panel: whenOpened('privacy', <PrivacyTab user={user} />) },
    {
      id: 'security',
      label: t('settings.tab.security'),
      icon: ShieldCheck,
      panel: (
        <div className="space-y-6">
          <ChangePasswordForm />
          {!guardian && <DangerZone onLeave={onLeave} />}
        </div>
      ),
    },
    { id: 'verification', label: t('settings.tab.verification'), icon: BadgeCheck, panel: whenOpened('verification', <VerificationTab />) },
    { id: 'family', label: t('settings.tab.family'), icon: UsersRound, panel: whenOpened('family', <GuardiansTab />) },
  ];
  // In the order of `shown`: a guardian's first tab stays her password.
  const tabs = shown.flatMap((id) => allTabs.filter((tab) => tab.id === id));

  const select = (id: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === tabs[0]!.id) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{t('settings.title')}</h1>
      <p className="mt-1 text-sm text-muted">{guardian ? t('settings.leadGuardian') : t('settings.lead')}</p>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <SettingsSidebar user={user} onLeave={onLeave} />
        <Tabs label={t('settings.sections')} tabs={tabs} selected={selected} onSelect={select} />
      </div>
    </section>
  );
}
