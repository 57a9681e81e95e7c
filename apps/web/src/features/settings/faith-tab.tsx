import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { HeartHandshake, MoonStar } from 'lucide-react';
import {
  API, FAITH_FIELD_OPTIONS, SPOKEN_LANGUAGES, MSG, PREFERENCE_AGE_BOUNDS, PREFERENCE_HEIGHTS, schoolFitsSect, SET_PREFERENCES, type FaithField, type FaithUpdateInput, type PartnerPreferences, type SelfUpdatedResponse,
  type SetPreference,
} from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { isolateLtr, localized, useT } from '../../lib/i18n';
import { useSession, type SessionUser } from '../session/public';
import { Button } from '../../components/ui/button';

type Option = { value: string; label: string };
const optionsOf = (field: FaithField) => FAITH_FIELD_OPTIONS[field] as ReadonlyArray<Option & { sect?: string | null }>;
const OWN_FIELDS: FaithField[] = ['sect', 'school', 'community', 'prayer', 'covering', 'islamicEducation', 'motherTongue'];
/** The contract's options texts key each list by its own name, but for the mother tongue, which is a language. */
const LABEL_LIST: Record<FaithField, string> = {
  sect: 'sect', school: 'school', community: 'community', prayer: 'prayer', covering: 'covering', islamicEducation: 'islamicEducation', motherTongue: 'language',
};

/** Saves part of the faith profile or the wishes on their own (PUT /api/update-user with only these fields). */
function useFaithSave() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (body: FaithUpdateInput) => api<SelfUpdatedResponse>('PUT', API.updateUser, { body }),
    onSuccess: (response) => {
      toast.success(response.message);
      setUser(response.user);
    },
    onError: (error) => toast.error(errorMessage(error, localized(MSG.updateFailed))),
  });
}

/** Settings → Faith & wishes: her own faith (each field optional, each may be "Only me") and her wishes with musts. */
export function FaithTab({ user }: { user: SessionUser }) {
  return (
    <div className="space-y-6">
      <OwnFaithCard user={user} />
      <WishesCard user={user} />
    </div>
  );
}

function OwnFaithCard({ user }: { user: SessionUser }) {
  const headingId = useId();
  const save = useFaithSave();
  const { t, label } = useT();
  const [values, setValues] = useState<Record<FaithField, string>>(() => Object.fromEntries(OWN_FIELDS.map((f) => [f, user[f] ?? ''])) as Record<FaithField, string>);
  const [languages, setLanguages] = useState<string[]>(user.languages ?? []);
  const [hidden, setHidden] = useState<string[]>(user.privateFields ?? []);
  const set = (field: FaithField, value: string) =>
    setValues((old) => ({ ...old, [field]: value, ...(field === 'sect' && old.school && !schoolFitsSect(old.school, value) ? { school: '' } : {}) }));
  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <MoonStar className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('faith.ownHeading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('faith.ownIntro')}</p>
      <form
        className="mt-5 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...values, languages, privateFields: hidden });
        }}
      >
        {OWN_FIELDS.map((field) => {
          const id = `faith-${field}`;
          const options = field === 'school' ? optionsOf('school').filter((o) => schoolFitsSect(o.value, values.sect)) : optionsOf(field);
          return (
            <div key={field} className="grid gap-1 sm:grid-cols-[1fr_auto] sm:items-end sm:gap-3">
              <div>
                <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">{t(`faithField.${field}`)}</label>
                <select id={id} className="input" value={values[field]} onChange={(e) => set(field, e.target.value)}>
                  <option value="">{t('faith.notSaid')}</option>
                  {options.map((o) => <option key={o.value} value={o.value}>{label(LABEL_LIST[field], o.value, o.label)}</option>)}
                </select>
              </div>
              <label className="flex items-center gap-2 py-2 text-sm text-muted">
                <input
                  type="checkbox"
                  aria-label={t('faith.onlyMeFor', { field: t(`faithField.${field}`) })}
                  checked={hidden.includes(field)}
                  onChange={() => setHidden(toggle(hidden, field))}
                />
                {t('faith.onlyMe')}
              </label>
            </div>
          );
        })}
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-ink">{t('faithField.languages')}</legend>
          <div className="flex flex-wrap gap-2">
            {SPOKEN_LANGUAGES.map((l) => (
              <ChoiceChip key={l.value} label={label('language', l.value, l.label)} checked={languages.includes(l.value)} onChange={() => setLanguages(toggle(languages, l.value))} />
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={save.isPending}>{t('faith.saveFaith')}</Button>
      </form>
    </section>
  );
}

function WishesCard({ user }: { user: SessionUser }) {
  const headingId = useId();
  const save = useFaithSave();
  const { t, label, formatNumber } = useT();
  const [wishes, setWishes] = useState<PartnerPreferences>(() => user.partnerPreferences ?? {});
  // One way to change a wish: an empty one is removed (and sent as null on save).
  const setPreference = <K extends keyof PartnerPreferences>(key: K, value: PartnerPreferences[K] | null) =>
    setWishes((old) => {
      const next = { ...old };
      if (value === null) delete next[key];
      else next[key] = value;
      return next;
    });
  const setWish = (key: SetPreference, values: string[], must: boolean) => setPreference(key, values.length === 0 ? null : { values, must });
  const range = (key: 'age' | 'height', from: number | null, to: number | null, must: boolean) =>
    setPreference(key, from === null || to === null ? null : { from, to, must });
  const ages = Array.from({ length: PREFERENCE_AGE_BOUNDS[1] - PREFERENCE_AGE_BOUNDS[0] + 1 }, (_, i) => PREFERENCE_AGE_BOUNDS[0] + i);

  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <HeartHandshake className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('faith.wishesHeading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('faith.wishesIntro')}</p>
      <form
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          // Every preference is sent: one removed here is removed on the server (null).
          const body: Record<string, unknown> = {};
          for (const key of [...SET_PREFERENCES, 'age', 'height'] as const) body[key] = wishes[key] ?? null;
          save.mutate({ partnerPreferences: body as FaithUpdateInput['partnerPreferences'] });
        }}
      >
        {SET_PREFERENCES.map((key) => {
          const wish = wishes[key];
          const chosen = wish?.values ?? [];
          return (
            <fieldset key={key} className="rounded-xl border border-brand-100 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{t(`preference.${key}`)}</legend>
              <div className="flex flex-wrap gap-2">
                {optionsOf(key).map((o) => (
                  <ChoiceChip
                    key={o.value}
                    label={label(LABEL_LIST[key], o.value, o.label)}
                    checked={chosen.includes(o.value)}
                    onChange={() => setWish(key, chosen.includes(o.value) ? chosen.filter((v) => v !== o.value) : [...chosen, o.value], wish?.must ?? false)}
                  />
                ))}
              </div>
              {wish && <MustToggle name={`must-${key}`} label={t(`preference.${key}`)} must={wish.must} onChange={(must) => setWish(key, chosen, must)} />}
            </fieldset>
          );
        })}
        <RangeWish
          label={t('preference.age')}
          anyLabel={t('faith.anyAge')}
          options={ages.map((a) => ({ value: a, label: formatNumber(a) }))}
          wish={wishes.age}
          onChange={(from, to, must) => range('age', from, to, must)}
        />
        <RangeWish
          label={t('preference.height')}
          anyLabel={t('faith.anyHeight')}
          options={PREFERENCE_HEIGHTS.map((h) => ({ value: h.inches, label: isolateLtr(h.label) }))}
          wish={wishes.height}
          onChange={(from, to, must) => range('height', from, to, must)}
        />
        <Button type="submit" disabled={save.isPending}>{t('faith.saveWishes')}</Button>
      </form>
    </section>
  );
}

/** One choice of several, as a checkbox in a rounded chip. */
function ChoiceChip({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex min-h-11 items-center gap-2 rounded-full border border-brand-100 px-3 text-sm">
      <input type="checkbox" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

function MustToggle({ name, label, must, onChange }: { name: string; label: string; must: boolean; onChange: (must: boolean) => void }) {
  const { t } = useT();
  return (
    <div role="radiogroup" aria-label={t('faith.mustOrNice', { label })} className="mt-3 flex gap-4 text-sm">
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name={name} checked={must} onChange={() => onChange(true)} />
        {t('faith.must')}
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name={name} checked={!must} onChange={() => onChange(false)} />
        {t('faith.niceToHave')}
      </label>
    </div>
  );
}

function RangeWish({ label, anyLabel, options, wish, onChange }: {
  label: string;
  anyLabel: string;
  options: Array<{ value: number; label: string }>;
  wish: { from: number; to: number; must: boolean } | undefined;
  onChange: (from: number | null, to: number | null, must: boolean) => void;
}) {
  const id = useId();
  const { t } = useT();
  const [low, high] = [options[0]!.value, options[options.length - 1]!.value];
  const pick = (which: 'from' | 'to', raw: string) => {
    if (raw === '') return onChange(null, null, false);
    const value = Number(raw);
    const from = which === 'from' ? value : wish?.from ?? low;
    const to = which === 'to' ? value : wish?.to ?? high;
    onChange(Math.min(from, to), Math.max(from, to), wish?.must ?? false);
  };
  return (
    <fieldset className="rounded-xl border border-brand-100 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(['from', 'to'] as const).map((which) => (
          <div key={which}>
            <label htmlFor={`${id}-${which}`} className="mb-1 block text-sm text-muted">{which === 'from' ? t('faith.from') : t('faith.to')}</label>
            <select id={`${id}-${which}`} className="input" value={wish ? String(wish[which]) : ''} onChange={(e) => pick(which, e.target.value)}>
              <option value="">{anyLabel}</option>
              {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </div>
        ))}
      </div>
      {wish && <MustToggle name={`${id}-must`} label={label} must={wish.must} onChange={(must) => onChange(wish.from, wish.to, must)} />}
    </fieldset>
  );
}
