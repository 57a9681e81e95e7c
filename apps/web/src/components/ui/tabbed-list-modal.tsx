import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from './avatar';
import { Button } from './button';
import { Modal } from './modal';
import { tabKeyTarget } from './tabs';
import { useT } from '../../lib/i18n';

export interface ListTab<T extends string> {
  value: T;
  label: string;
  /** A visual summary beside the label; the list itself says how many. */
  count?: number;
}

export interface TabbedListTexts {
  title: string;
  description: string;
  /** Names the tab list for screen readers. */
  tabsLabel: string;
  /** Said when the open tab's list failed to load. */
  loadFailed: string;
}

interface TabbedListModalProps<T extends string> {
  open: boolean;
  onClose(): void;
  texts: TabbedListTexts;
  tabs: readonly ListTab<T>[];
  tab: T;
  onTabChange(tab: T): void;
  /** The open tab's list: loading, failed, or its rows (the children). */
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  children: ReactNode;
}

/**
 * A modal with lists of people behind WAI-ARIA tabs (arrow keys, Home and End move between them):
 * profile requests (received, sent) and photo access requests (pending, approved).
 */
export function TabbedListModal<T extends string>({
  open, onClose, texts, tabs, tab, onTabChange, query, children,
}: TabbedListModalProps<T>) {
  const { t } = useT();
  const id = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabKeyTarget(event.key, tabs.findIndex((item) => item.value === tab), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const value = tabs[next]!.value;
    onTabChange(value);
    tabRefs.current.get(value)?.focus();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={texts.title}
      description={texts.description}
      actions={
        <Button variant="back" onClick={onClose}>
          {t('ui.close')}
        </Button>
      }
    >
      <div role="tablist" aria-label={texts.tabsLabel} className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-brand-50 p-1">
        {tabs.map((item) => {
          const selected = item.value === tab;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => onTabChange(item.value)}
              className={`flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${
                selected ? 'bg-white text-brand-800 shadow-sm' : 'text-brand-700 hover:bg-white/60'
              }`}
            >
              {item.label}
              {item.count !== undefined && (
                <span
                  aria-hidden="true"
                  className={`min-w-6 rounded-full px-1.5 text-xs leading-5 ${selected ? 'bg-brand-700 text-white' : 'bg-brand-100 text-brand-800'}`}
                >
                  {item.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="max-h-[50vh] overflow-y-auto">
        {query.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted">
            {t('loading')}
          </p>
        ) : query.isError ? (
          <div className="py-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {texts.loadFailed}
            </p>
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              {t('ui.tryAgain')}
            </Button>
          </div>
        ) : (
          children
        )}
      </div>
    </Modal>
  );
}

/** What a list says when it has nobody. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-muted">{children}</p>;
}

/**
 * One person in such a list: avatar, name (a link to the profile when there is one), details
 * under it, and the actions. `nameId` names the row so its buttons can point at whom they act on
 * (aria-describedby). Too narrow for name and buttons side by side (a phone): the buttons move to
 * their own line.
 */
export function PersonRow({
  avatar, name, profileId, nameId, details, children,
}: { avatar: string | null; name: string; profileId?: string; nameId?: string; details?: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-white p-3">
      <Avatar src={avatar} name={name} size={44} />
      <div className="min-w-[9rem] flex-1 basis-[9rem]">
        {profileId ? (
          <Link
            to={`/user/view-profile/${encodeURIComponent(profileId)}`}
            id={nameId}
            className="block truncate font-semibold text-brand-800 hover:underline"
          >
            {name}
          </Link>
        ) : (
          <p id={nameId} className="truncate font-semibold text-brand-800">
            {name}
          </p>
        )}
        {details}
      </div>
      <div className="ms-auto flex gap-2">{children}</div>
    </li>
  );
}
