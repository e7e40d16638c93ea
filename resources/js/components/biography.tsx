import { useId, useState } from 'react';
import { ChevronDownIcon } from './icons';
import { RichText } from './rich-text';
import { useT } from '../i18n/i18n-context';

/**
 * An artist's biography (spec §4): collapsed to a few lines under a fade, toggled by clicking the
 * text or the arrow button. The button is the control for keyboards and screen readers; a click on
 * a link inside the text follows the link instead.
 */
export function Biography({ html }: { html: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className="relative">
      <div
        id={id}
        data-expanded={expanded}
        onClick={(event) => {
          if (!(event.target instanceof Element && event.target.closest('a'))) setExpanded((open) => !open);
        }}
        className={`relative cursor-pointer overflow-hidden transition-[max-height] duration-500 ease-out motion-reduce:transition-none ${
          expanded ? 'max-h-[200rem]' : 'max-h-36'
        }`}
      >
        <RichText html={html} className="text-stone-700" />
        {!expanded && (
          <div aria-hidden="true" data-fade className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-linear-to-t from-sand-50 to-transparent" />
        )}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
        className="mt-2 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-sand-200/60"
      >
        {expanded ? t('bio.less') : t('bio.more')}
        <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
    </div>
  );
}
