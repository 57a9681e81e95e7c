import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, ArrowRight, Loader2, Save } from 'lucide-react';
import { API, MSG, PROFILE_SECTIONS, PROFILE_SECTION_SCHEMAS, ROUTES, type ProfileSection, type UserUpdatedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ApiError, api, errorMessage } from '../../lib/api';
import { isolate, localized, useT } from '../../lib/i18n';
import { useSession, type SessionUser } from '../session/public';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { EditorCompletion } from './editor-completion';
import { EducationSection } from './education-section';
import { FamilySection } from './family-section';
import { PersonalSection } from './personal-section';
import { PhotoSection } from './photo-section';
import { PreferencesSection } from './preferences-section';
import { SectionTabs, panelId } from './section-tabs';
import { initialValues, profileBody, sectionFields, sectionOfField, sectionResolver, type ProfileField, type ProfileFormValues } from './profile-form';

export interface SavedDraft {
  drafts: Record<string, Record<string, unknown>>;
  currentSection: ProfileSection;
}

const FORM_PANELS: Record<Exclude<ProfileSection, 'photo'>, ReactNode> = {
  personal: <PersonalSection />,
  contact: <ContactSection />,
  education: <EducationSection />,
  family: <FamilySection />,
  preferences: <PreferencesSection />,
  about: <AboutSection />,
};

/** The field a 409 is about, from the server's message. */
function conflictField(message: string): ProfileField | undefined {
  if (message === MSG.emailTaken) return 'email';
  if (message === MSG.phoneTaken) return 'contactNo';
  return undefined;
}

/**
 * The seven-tab editor. Mounted once the member and their draft have loaded, so the form starts
 * from them (`defaultValues`) and later session updates (photos) never reset what was typed.
 */
export function ProfileEditor({ user, draft }: { user: SessionUser; draft: SavedDraft | null }) {
  const { setUser } = useSession();
  const { t } = useT();
  const navigate = useNavigate();
  const [defaults] = useState(() => initialValues(user, draft?.drafts));
  const form = useForm<ProfileFormValues>({ defaultValues: defaults, resolver: sectionResolver, mode: 'onBlur' });
  const { trigger, getValues, setError } = form;
  const [section, setSection] = useState<ProfileSection>(draft?.currentSection ?? 'personal');
  const [busy, setBusy] = useState<'draft' | 'save' | null>(null);
  const [photoChecked, setPhotoChecked] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const focusHeading = useRef(false);

  const index = PROFILE_SECTIONS.indexOf(section);
  const isLast = index === PROFILE_SECTIONS.length - 1;
  const hasAvatar = typeof user.avatar === 'string' && user.avatar !== '';
  const photoError = photoChecked && !hasAvatar ? MSG.photoRequired : undefined;

  // After Save & Next or Back, bring the new tab's top into view and its heading into focus.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById(`profile-${section}-heading`)?.focus({ preventScroll: true });
  }, [section]);

  const open = (next: ProfileSection, moveFocus: boolean) => {
    focusHeading.current = moveFocus;
    setSection(next);
  };

  /** Checks one tab with the contract's schema; messages show under the fields. */
  const validate = async (which: ProfileSection): Promise<boolean> => {
    if (which === 'photo') {
      const ok = PROFILE_SECTION_SCHEMAS.photo.safeParse({ avatar: typeof user.avatar === 'string' ? user.avatar : '' }).success;
      setPhotoChecked(true);
      return ok;
    }
    return trigger(sectionFields(which), { shouldFocus: true });
  };

  const selectTab = async (next: ProfileSection) => {
    if (next === section || busy) return;
    if (await validate(section)) open(next, false);
  };

  const saveAndNext = async () => {
    const next = PROFILE_SECTIONS[index + 1];
    if (!next || busy || !(await validate(section))) return;
    setBusy('draft');
    try {
      await api('POST', API.draft, { body: { ...profileBody(getValues()), currentSection: next } });
      open(next, true);
    } catch {
      toast.error(localized(MSG.draftSaveFailed));
    } finally {
      setBusy(null);
    }
  };

  /** Puts the server's field messages under their fields and opens the tab of the first one. */
  const showServerErrors = (items: ReadonlyArray<{ field: string; message: string }>): boolean => {
    let first: ProfileSection | undefined;
    const seen = new Set<string>();
    for (const item of items) {
      const field = item.field.split('.')[0] ?? '';
      const owner = sectionOfField(field);
      if (!owner || seen.has(field)) continue;
      seen.add(field);
      first ??= owner;
      setError(field as ProfileField, { type: 'server', message: item.message });
    }
    if (first) open(first, true);
    return first !== undefined;
  };

  const saveProfile = async () => {
    if (busy || !(await validate('photo'))) return;
    setBusy('save');
    try {
      const response = await api<UserUpdatedResponse>('PUT', API.updateUser, { body: profileBody(getValues()) });
      toast.success(response.message || localized(MSG.profileUpdated));
      if (response.user) setUser(response.user);
      navigate(ROUTES.pricing);
    } catch (error) {
      if (error instanceof ApiError) {
        // A 400 names its fields; so does a 409 (a taken email or number), else its message says which.
        if ((error.status === 400 || error.status === 409) && error.errors?.length) showServerErrors(error.errors);
        else {
          const field = error.status === 409 ? conflictField(error.message) : undefined;
          if (field) showServerErrors([{ field, message: error.message }]);
        }
      }
      toast.error(error instanceof ApiError && error.status !== 0 ? errorMessage(error, localized(MSG.updateFailed)) : localized(MSG.anErrorOccurred));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field acts like the tab's main button.
    event.preventDefault();
    void (isLast ? saveProfile() : saveAndNext());
  };

  const firstName = typeof user.firstName === 'string' ? user.firstName.trim() : '';

  return (
    <section className="container-page py-10 sm:py-14">
      <p className="eyebrow">{t('editor.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800 sm:text-4xl">
        {firstName ? t('editor.greeting', { name: isolate(firstName) }) : t('editor.greetingNoName')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('editor.intro')}</p>

      <EditorCompletion control={form.control} user={user} />

      <div ref={cardRef} className="card mt-8 scroll-mt-24 overflow-hidden">
        <SectionTabs current={section} onSelect={(next) => void selectTab(next)} />
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} aria-busy={busy !== null || undefined}>
            {/* Named by the section's heading, not the tab: "Education" would clash with the Education field. */}
            <div role="tabpanel" id={panelId(section)} aria-labelledby={`profile-${section}-heading`} className="p-5 sm:p-8">
              {section === 'photo' ? <PhotoSection user={user} error={photoError} /> : FORM_PANELS[section]}
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-brand-100 bg-cream/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
              {index > 0 ? (
                <Button variant="back" onClick={() => open(PROFILE_SECTIONS[index - 1]!, true)} disabled={busy !== null}>
                  <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                  {t('editor.back')}
                </Button>
              ) : (
                <span aria-hidden="true" />
              )}
              <div className="flex items-center gap-3 sm:justify-end">
                <span className="hidden text-xs text-muted sm:inline" aria-hidden="true">
                  {t('editor.stepOf', { step: index + 1, total: PROFILE_SECTIONS.length })}
                </span>
                <Button type="submit" variant="next" className="w-full sm:w-auto" disabled={busy !== null} aria-busy={busy !== null || undefined}>
                  {busy !== null ? (
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                  ) : isLast ? (
                    <Save className="h-4 w-4" aria-hidden="true" />
                  ) : null}
                  {isLast ? t('editor.saveProfile') : t('editor.saveNext')}
                  {!isLast && busy === null && <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />}
                </Button>
              </div>
            </div>
          </form>
        </FormProvider>
      </div>
    </section>
  );
}
