import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Camera, FileText, GraduationCap, HeartHandshake, Phone, UserRound, Users, type LucideIcon } from 'lucide-react';
import { PROFILE_SECTIONS, type ProfileSection } from '@sakinah/contract';
import { tabKeyTarget } from '../../components/ui/tabs';
import { useT } from '../../lib/i18n';

const SECTION_ICONS: Record<ProfileSection, LucideIcon> = {
  personal: UserRound,
  contact: Phone,
  education: GraduationCap,
  family: Users,
  preferences: HeartHandshake,
  about: FileText,
  photo: Camera,
};

export const tabId = (section: ProfileSection) => `profile-tab-${section}`;
export const panelId = (section: ProfileSection) => `profile-panel-${section}`;

interface SectionTabsProps {
  current: ProfileSection;
  /** Asked to open a tab; the editor checks the current section first. */
  onSelect: (section: ProfileSection) => void;
}

/**
 * WAI-ARIA tabs with manual activation: arrow keys, Home and End move focus, Enter or Space (or a
 * click) asks to open the tab, because leaving a tab validates it first. Scrolls sideways on phones.
 */
export function SectionTabs({ current, onSelect }: SectionTabsProps) {
  const { t } = useT();
  const refs = useRef(new Map<ProfileSection, HTMLButtonElement>());

  const stripRef = useRef<HTMLDivElement>(null);

  // Keep the open tab in view in the sideways-scrolling strip on narrow screens (only the strip
  // scrolls: scrollIntoView would also move the page).
  useEffect(() => {
    const tab = refs.current.get(current);
    const strip = stripRef.current;
    if (!tab || !strip) return;
    const margin = 16;
    if (tab.offsetLeft < strip.scrollLeft) strip.scrollTo({ left: tab.offsetLeft - margin });
    else if (tab.offsetLeft + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollTo({ left: tab.offsetLeft + tab.offsetWidth - strip.clientWidth + margin });
    }
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabKeyTarget(event.key, index, PROFILE_SECTIONS.length);
    if (next === undefined) return;
    event.preventDefault();
    refs.current.get(PROFILE_SECTIONS[next]!)?.focus();
  };

  return (
    <div
      ref={stripRef}
      role="tablist"
      aria-label={t('editor.sections')}
      className="relative flex gap-1 overflow-x-auto border-b border-brand-100 px-2 pt-2 sm:px-4">
      {PROFILE_SECTIONS.map((section, index) => {
        const active = section === current;
        const Icon = SECTION_ICONS[section];
        return (
          <button
            key={section}
            ref={(element) => {
              if (element) refs.current.set(section, element);
              else refs.current.delete(section);
            }}
            type="button"
            role="tab"
            id={tabId(section)}
            aria-selected={active}
            aria-controls={active ? panelId(section) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(section)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3.5 py-3 text-sm font-semibold whitespace-nowrap transition-colors ${
              active ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:border-brand-200 hover:text-brand-700'
            }`}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(`editor.tab.${section}`)}
          </button>
        );
      })}
    </div>
  );
}
