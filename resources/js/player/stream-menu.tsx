import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { StreamChoice } from './playable-types';
import { StemsIcon } from './player-icons';
import type { PlayerStore } from './player-store';
import { useT } from '../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

const CHOICES: { stream: StreamChoice | undefined; label: MessageId }[] = [
  { stream: undefined, label: 'player.stream.full' },
  { stream: 'VOCAL', label: 'player.stream.vocals' },
  { stream: 'MUSIC', label: 'player.stream.music' },
];

/**
 * Smart songs (spec §1): the full mix, the vocals only or the music only of the current item. A menu
 * rather than three buttons, so it fits a phone's player bar.
 */
export function StreamMenu({ player, stream }: { player: PlayerStore; stream: StreamChoice | undefined }) {
  const menuId = useId();
  const t = useT();
  const [open, setOpen] = useState(false);
  const current = CHOICES.find((choice) => choice.stream === stream) ?? CHOICES[0]!;

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative" onBlur={closeWhenFocusLeaves} onKeyDown={closeOnEscape}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('player.stream.current', { stream: t(current.label) })}
        onClick={() => setOpen(!open)}
        className={`flex h-10 items-center gap-2 rounded-full px-2.5 text-sm font-medium transition hover:bg-white/10 lg:px-3 ${stream ? 'text-teal-300' : 'text-sand-100'}`}
      >
        <StemsIcon className="size-5" />
        <span className="hidden lg:inline">{t(current.label)}</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="group"
          aria-label={t('player.stream')}
          className="absolute right-0 bottom-full mb-3 w-44 overflow-hidden rounded-xl bg-white py-1 text-stone-800 shadow-xl ring-1 ring-black/10"
        >
          {CHOICES.map((choice) => (
            <button
              key={choice.label}
              type="button"
              aria-pressed={choice.stream === stream}
              onClick={() => {
                player.setStream(choice.stream);
                setOpen(false);
              }}
              className="flex w-full items-center justify-between px-4 py-2.5 text-left text-sm hover:bg-sand-100 aria-pressed:font-semibold aria-pressed:text-teal-700"
            >
              {t(choice.label)}
              {choice.stream === stream && <span aria-hidden="true">✓</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
