import { useSearchParams } from 'react-router';
import { BadgeCheck, LockKeyhole, ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import type { SessionUser } from '../session/session';
import { AccountForm } from './account-form';
import { ChangePasswordForm } from './change-password-form';
import { DangerZone } from './danger-zone';
import { PrivacyTab } from './privacy-tab';
import { RenewalRemindersCard } from './renewal-reminders-card';
import { SettingsSidebar } from './settings-sidebar';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { VerificationTab } from '../verification/verification-tab';
import { GuardiansTab } from '../guardians/guardians-tab';

/** The open tab lives in `?tab=` so a reload or a shared link keeps it. */
const TAB_PARAM = 'tab';

export function SettingsView({ user, onLeave }: { user: SessionUser; onLeave: (leaving: boolean) => void }) {
  const [params, setParams] = useSearchParams();
  // Further tabs (Privacy) are added to this list.
  const tabs: TabItem[] = [
    {
      id: 'account',
      label: 'Account',
      icon: UserRound,
      panel: (
        <div className="space-y-6">
          <AccountForm key={user._id} user={user} />
          {user.role !== 'guardian' && <RenewalRemindersCard user={user} />}
        </div>
      ),
    },
    { id: 'privacy', label: 'Privacy', icon: LockKeyhole, panel: <PrivacyTab user={user} /> },
    {
      id: 'security',
      label: 'Security',
      icon: ShieldCheck,
      panel: (
        <div className="space-y-6">
          <ChangePasswordForm />
          <DangerZone onLeave={onLeave} />
        </div>
      ),
    },
    { id: 'verification', label: 'Verification', icon: BadgeCheck, panel: <VerificationTab /> },
    { id: 'family', label: 'Family', icon: UsersRound, panel: <GuardiansTab /> },
  ];
  const requested = params.get(TAB_PARAM);
  const selected = tabs.some((tab) => tab.id === requested) ? requested! : tabs[0]!.id;

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
      <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">Settings</h1>
      <p className="mt-1 text-sm text-muted">Manage your account details and security.</p>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <SettingsSidebar user={user} onLeave={onLeave} />
        <Tabs label="Settings sections" tabs={tabs} selected={selected} onSelect={select} />
      </div>
    </section>
  );
}
