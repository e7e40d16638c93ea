import { useEffect, useId, useRef, useState } from 'react';
import { usePage } from '@inertiajs/react';
import { CopyButton, CopyLinkButton } from './copy-link-button';
import { EmbedIcon, ImageIcon, ShareIcon } from './icons';
import { embedIframe, type EmbedKind } from '@common/embeds';
import { shareTargets } from '../lib/share-links';
import { absoluteUrl } from '../lib/urls';
import { useT } from '../i18n/i18n-context';

interface ShareButtonProps {
  /** The page's own path (`/song/12`); shared with the site's origin. */
  path: string;
  title: string;
  /** The page's share image (`/share/song/12.png`), offered to save and post as a picture. */
  image?: string;
  /** A page with an embeddable player (docs/features/embeds.md): the panel offers its <iframe> code. */
  embed?: { kind: EmbedKind; id: number; height: number };
  /** 'end': the panel opens under the button's right edge (a button at the right of the screen, as in karaoke). */
  align?: 'end';
}

const buttonClass =
  'inline-flex h-11 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800';

/**
 * 'Wadaag': the phone's own share sheet where there is one (Web Share API); elsewhere, or when the
 * sheet cannot open, a panel with WhatsApp, Telegram, X, copy link and the share image.
 */
export function ShareButton({ path, title, image, embed, align }: ShareButtonProps) {
  const t = useT();
  const { app } = usePage().props;
  const url = absoluteUrl(app.url, path) ?? path;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        // Taken: whatever else listens for Escape (karaoke's close, a panel around the button) leaves it.
        event.preventDefault();
        setOpen(false);
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const share = async () => {
    if (open || typeof navigator.share !== 'function') return setOpen((on) => !on);
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // The listener closed the sheet: nothing to do. Any other failure: offer the panel instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOpen(true);
    }
  };

  return (
    <div ref={root} className="relative">
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={share} className={buttonClass}>
        <ShareIcon className="size-5" />
        {t('share.label')}
      </button>
      {open && (
        <div id={panelId} role="group" aria-label={t('share.label')} className={`absolute top-full z-30 mt-2 w-64 rounded-2xl border border-sand-200 bg-white p-2 text-left shadow-xl ${align === 'end' ? 'right-0' : 'left-1/2 -translate-x-1/2 sm:left-0 sm:translate-x-0'}`}>
          <ul className="grid gap-1">
            {shareTargets(url, title).map((target) => (
              <li key={target.name}>
                <a href={target.href} target="_blank" rel="noopener noreferrer" className="block rounded-xl px-3 py-2.5 font-semibold text-stone-700 hover:bg-sand-100">
                  {target.name}
                </a>
              </li>
            ))}
            {image && (
              <li>
                <a href={image} download className="flex items-center gap-2 rounded-xl px-3 py-2.5 font-semibold text-stone-700 hover:bg-sand-100">
                  <ImageIcon className="size-5" />
                  {t('share.image')}
                </a>
              </li>
            )}
          </ul>
          <div className="mt-2 grid justify-items-start gap-2 border-t border-sand-200 pt-2">
            <CopyLinkButton url={url} />
            {embed && (
              <CopyButton
                text={embedIframe({ origin: app.url, ...embed, title, width: '100%' })}
                label={t('share.embedCode')}
                copiedLabel={t('share.embedCopied')}
                icon={EmbedIcon}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
