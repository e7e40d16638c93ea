import { useEffect, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { CloseIcon } from '../components/icons';
import { useT } from '../i18n/i18n-context';

interface PanelFrameProps {
  id: string;
  title: string;
  onClose: () => void;
  /** Buttons beside the title (Clear). */
  actions?: ReactNode;
  bodyRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A panel that opens above the player bar: full width on phones (clear of the slider along the bar's
 * top edge), a card at the right on larger screens. It takes the focus when it opens, so a keyboard
 * or screen reader user is in it rather than 60 Tab stops away, and Escape closes it (issue 31);
 * `onClose` puts the focus back on the button that opened it.
 */
export function PanelFrame({ id, title, onClose, actions, bodyRef, children }: PanelFrameProps) {
  const t = useT();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus({ preventScroll: true }), []);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };
  return (
    <section
      ref={panel}
      id={id}
      aria-label={title}
      tabIndex={-1}
      onKeyDown={closeOnEscape}
      className="fixed outline-none inset-x-0 bottom-[calc(4.5rem+0.75rem)] z-30 flex max-h-[min(60dvh,32rem)] flex-col overflow-hidden rounded-t-2xl bg-white text-stone-900 shadow-2xl ring-1 ring-black/10 md:bottom-22 md:left-auto md:w-96 md:rounded-2xl md:right-6 lg:right-8"
    >
      <header className="flex items-center gap-1 border-b border-sand-200 py-2 pr-2 pl-5">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold tracking-wide text-stone-600 uppercase">{title}</h2>
        {actions}
        <button
          type="button"
          aria-label={t('player.close', { panel: title })}
          onClick={onClose}
          className="grid size-9 place-items-center rounded-full text-stone-500 transition hover:bg-sand-100 hover:text-stone-800"
        >
          <CloseIcon className="size-5" />
        </button>
      </header>
      <div ref={bodyRef} className="relative min-h-0 flex-1 overflow-y-auto">
        {children}
      </div>
    </section>
  );
}
