import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons';
import { usePhone } from './use-phone';

interface FloatingProps {
  /** The element holding the lines (positioned: `relative`), where the anchor is found by `data-line`. */
  container: RefObject<HTMLElement | null>;
  anchorLine: number;
  label: string;
  closeLabel: string;
  onClose: () => void;
  /** Always a bottom sheet (karaoke, whose lines have no room beside them). */
  sheet?: boolean;
  testId: string;
  children: ReactNode;
}

/**
 * An explanation or the composer, beside its line: on a desktop a card just under the line (over the
 * lines that follow it), on a phone a bottom sheet over a dimmed page. It takes the focus when it
 * opens; Escape closes it (and only it: the player panel and karaoke leave Escape to it), and the
 * caller puts the focus back on the line.
 */
export function Floating({ container, anchorLine, label, closeLabel, onClose, sheet = false, testId, children }: FloatingProps) {
  const phone = usePhone() || sheet;
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (phone) return;
    const place = () => {
      const holder = container.current;
      const anchor = holder?.querySelector<HTMLElement>(`[data-line="${anchorLine}"]`);
      if (!anchor || !holder) return;
      setTop(anchor.getBoundingClientRect().bottom - holder.getBoundingClientRect().top + 6);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [phone, anchorLine, container]);

  useEffect(() => {
    box.current?.focus({ preventScroll: !phone });
    if (!phone) box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [phone, anchorLine, top]);

  // Escape with the focus elsewhere on the page (a button that went away under it) closes it too.
  useEffect(() => {
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => document.removeEventListener('keydown', onDocumentKey);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const card = (
    <div
      ref={box}
      role="dialog"
      aria-label={label}
      aria-modal={phone ? true : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid={testId}
      data-sheet={phone ? 'true' : undefined}
      className={
        phone
          ? 'fixed inset-x-0 bottom-0 z-[60] mx-auto max-h-[80dvh] w-full max-w-2xl overflow-y-auto rounded-t-3xl bg-white px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-start text-base text-stone-800 shadow-2xl outline-none'
          : 'absolute inset-x-0 z-20 max-w-xl rounded-2xl bg-white p-5 text-start text-base text-stone-800 shadow-xl ring-1 ring-stone-900/10 outline-none focus-visible:ring-2 focus-visible:ring-teal-600'
      }
      style={phone ? undefined : { top: top ?? 0, visibility: top === null ? 'hidden' : undefined }}
    >
      {phone && <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-stone-300" />}
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="float-end -me-2 -mt-1 ms-2 grid size-9 place-items-center rounded-full text-stone-500 hover:bg-sand-100 hover:text-stone-800"
      >
        <CloseIcon className="size-5" />
      </button>
      {children}
    </div>
  );
  if (!phone) return card;
  // On a phone, over everything (the player bar and its panel included): a portal to the body.
  return createPortal(
    <div onKeyDown={onKeyDown}>
      <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-[59] bg-stone-950/50" />
      {card}
    </div>,
    document.body,
  );
}
