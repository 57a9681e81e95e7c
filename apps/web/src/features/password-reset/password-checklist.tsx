import { Check, Circle } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_SPECIAL_RE, PASSWORD_SPECIALS, RESET_PASSWORD_MIN, SIGNUP_PASSWORD_MIN } from '@sakinah/contract';
import { PasswordField } from '../../components/ui/text-field';
import { isolateLtr, useT, type TextKey } from '../../lib/i18n';

export interface PasswordRule {
  /** Its words in the catalogues, with their values. */
  text: TextKey;
  values?: Record<string, string | number>;
  test: (value: string) => boolean;
}

const special: PasswordRule = { text: 'signup.ruleSpecial', values: { specials: PASSWORD_SPECIALS }, test: (value) => PASSWORD_SPECIAL_RE.test(value) };

/** The same rules as signupPasswordSchema (sign-up and change-password), worded as a checklist. */
export const SIGNUP_RULES: readonly PasswordRule[] = [
  { text: 'signup.ruleLength', values: { count: SIGNUP_PASSWORD_MIN }, test: (value) => value.length >= SIGNUP_PASSWORD_MIN },
  { text: 'signup.ruleLetter', test: (value) => /[A-Za-z]/.test(value) },
  { text: 'signup.ruleNumber', test: (value) => /\d/.test(value) },
  special,
];

/** The same rules as resetPasswordRuleSchema, worded as a checklist. */
export const RESET_RULES: readonly PasswordRule[] = [
  { text: 'signup.ruleLength', values: { count: RESET_PASSWORD_MIN }, test: (value) => value.length >= RESET_PASSWORD_MIN },
  { text: 'passwordRule.upper', test: (value) => /[A-Z]/.test(value) },
  { text: 'passwordRule.lower', test: (value) => /[a-z]/.test(value) },
  { text: 'signup.ruleNumber', test: (value) => /\d/.test(value) },
  special,
];

/** The special characters stay in their order inside Urdu's right-to-left sentence. */
const ltrValues = (values: PasswordRule['values']) =>
  values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? isolateLtr(value) : value]));

/**
 * The rules, shown before the person types and ticked as each is met. Each item says whether it
 * is met in words and with an icon, not only by colour; changes are announced politely.
 */
export function PasswordChecklist({ id, value, rules }: { id: string; value: string; rules: readonly PasswordRule[] }) {
  const { t } = useT();
  return (
    <ul id={id} className="mt-2 grid gap-1 text-xs sm:grid-cols-2" aria-label={t('passwordRule.requirements')} aria-live="polite">
      {rules.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.text} className={`flex items-center gap-1.5 ${met ? 'text-brand-700' : 'text-muted'}`} data-met={met}>
            {met ? <Check className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> : <Circle className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />}
            <span>
              {t(rule.text, ltrValues(rule.values))}
              <span className="sr-only">{met ? t('passwordRule.met') : t('passwordRule.notMet')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

interface PasswordPart {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * A new password with its checklist under it, and its confirmation (sign-up, change-password,
 * reset, guardian invitation). Siblings, so the form decides the layout around them.
 */
export function NewPasswordFields({ value, rules, password, confirm }: {
  value: string;
  rules: readonly PasswordRule[];
  password: PasswordPart;
  confirm: PasswordPart;
}) {
  const rulesId = `${password.id}-rules`;
  return (
    <>
      <div>
        <PasswordField autoComplete="new-password" required describedById={rulesId} {...password} />
        <PasswordChecklist id={rulesId} value={value} rules={rules} />
      </div>
      <PasswordField autoComplete="new-password" required {...confirm} />
    </>
  );
}
