import { Check, Circle } from 'lucide-react';
import { PASSWORD_SPECIALS, RESET_PASSWORD_MIN } from '@sakinah/contract';

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL_RE = new RegExp(`[${escapeForClass(PASSWORD_SPECIALS)}]`);

/** The same rules as resetPasswordRuleSchema, worded as a checklist. */
export const RESET_RULES = [
  { label: `At least ${RESET_PASSWORD_MIN} characters`, test: (value: string) => value.length >= RESET_PASSWORD_MIN },
  { label: 'One uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { label: 'One lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { label: 'One number', test: (value: string) => /\d/.test(value) },
  { label: `One special character (${PASSWORD_SPECIALS})`, test: (value: string) => SPECIAL_RE.test(value) },
] as const;

/** Live feedback while typing; each item says whether it is met, not only by colour. */
export function PasswordChecklist({ id, value }: { id: string; value: string }) {
  return (
    <ul id={id} className="mt-2 grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
      {RESET_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.label} className={`flex items-center gap-1.5 ${met ? 'text-brand-700' : 'text-muted'}`}>
            {met ? <Check className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> : <Circle className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />}
            <span>
              {rule.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
