import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Languages } from 'lucide-react';
import { LANGUAGE_NAMES, LANGUAGES, PRIVACY_TOAST_MS, type Language } from '@sakinah/contract';
import { SegmentedControl } from '../../components/ui/setting-controls';
import { useChooseLanguage } from '../session/public';
import { textNow, useT } from '../../lib/i18n';

/** Settings → Account: the language of Sakinah, her mails, OTPs and notifications (saved on her record). */
export function LanguageCard() {
  const headingId = useId();
  const { t, language } = useT();
  const choose = useChooseLanguage();
  const [busy, setBusy] = useState(false);
  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <Languages className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('language.label')}
      </h2>
      <div className="mt-5">
        <SegmentedControl<Language>
          label={t('language.label')}
          description={t('language.settingsHelp')}
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={language}
          busy={busy}
          onChange={(next) => {
            setBusy(true);
            void choose(next)
              .then(() => toast.success(textNow('language.saved'), { duration: PRIVACY_TOAST_MS }))
              .finally(() => setBusy(false));
          }}
        />
      </div>
    </section>
  );
}
