import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export type ModalTone = 'default' | 'success' | 'warning' | 'danger';

export interface ModalProps {
  open: boolean;
  /** Called on Escape and on a backdrop click, but only when the dialog is dismissible. */
  onClose: () => void;
  title: ReactNode;
  /** Text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Anything else in the body (forms, lists). */
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  icon?: ReactNode;
  tone?: ModalTone;
  /** False for dialogs the member must answer (or that close themselves). */
  dismissible?: boolean;
  /** The element to focus on open; otherwise the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when not back to the opener (e.g. the opener was disabled meanwhile). */
  returnFocus?: () => HTMLElement | null;
  size?: 'sm' | 'md';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const ICON_TONES: Record<ModalTone, string> = {
  default: 'bg-brand-50 text-brand-700',
  success: 'bg-brand-50 text-brand-700',
  warning: 'bg-gold-50 text-gold-700',
  danger: 'bg-red-50 text-red-700',
};

/** Open dialogs, innermost last: only the top one answers Escape and Tab. */
const openStack: string[] = [];

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('hidden'));
}

/**
 * An accessible modal dialog: labelled by its title, focus moved in and kept inside, Escape and
 * the backdrop close it when dismissible, and focus goes back to where it was when it closes.
 * Rendered into <body> so no transformed or blurred ancestor can clip the fixed overlay.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  description,
  children,
  actions,
  icon,
  tone = 'default',
  dismissible = true,
  initialFocus,
  returnFocus,
  size = 'sm',
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  // Latest callbacks without re-running the focus effect (which would steal focus on every render).
  const latest = useRef({ onClose, dismissible, initialFocus, returnFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible, initialFocus, returnFocus };
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(id);
    const target = latest.current.initialFocus?.current ?? focusables(panel)[0] ?? panel;
    target.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== id) return;
      if (event.key === 'Escape') {
        if (latest.current.dismissible) {
          event.stopPropagation();
          latest.current.onClose();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openStack.lastIndexOf(id);
      if (index >= 0) openStack.splice(index, 1);
      if (openStack.length === 0) document.body.style.overflow = previousOverflow;
      // The opener may be gone (the page navigated); then there is nothing to return to.
      const back = latest.current.returnFocus?.() ?? (previous !== document.body ? previous : null);
      if (back?.isConnected) back.focus();
    };
  }, [id]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        className="absolute inset-0 bg-brand-900/60 backdrop-blur-[2px]"
        aria-hidden="true"
        onClick={() => {
          if (latest.current.dismissible) latest.current.onClose();
        }}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative max-h-[calc(100vh-2rem)] w-full overflow-y-auto rounded-2xl bg-white p-6 text-center shadow-xl focus:outline-none sm:p-7 ${
          size === 'md' ? 'max-w-lg' : 'max-w-md'
        }`}
      >
        {icon && (
          <div className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full ${ICON_TONES[tone]}`} aria-hidden="true">
            {icon}
          </div>
        )}
        <h2 id={titleId} className="text-2xl font-bold text-brand-800">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm leading-relaxed text-muted">
            {description}
          </div>
        )}
        {children && <div className="mt-4 text-start">{children}</div>}
        {actions && <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">{actions}</div>}
      </div>
    </div>
  );
}
