import { useState } from 'react';
import { EntitySelector, type PickedItem } from './entity-selector';
import { useT } from '../../i18n/i18n-context';

interface OrderedSongsProps {
  id: string;
  songs: PickedItem[];
  onChange: (songs: PickedItem[]) => void;
  note?: string;
  /** The search is disabled once the list holds this many (the featured list's 6). */
  max?: number;
}

/**
 * An album's tracks, a playlist's songs or the featured list, in order: a search to add one (the
 * generic selector on songs), then a numbered list reordered by dragging a row or with its up and
 * down buttons (the keyboard's way), and remove. Rows, not chips, so a playlist of hundreds stays
 * readable on a phone.
 */
export function OrderedSongs({ id, songs, onChange, note, max = Infinity }: OrderedSongsProps) {
  const t = useT();
  const [dragged, setDragged] = useState<number | null>(null);
  const moveTo = (from: number, to: number) => {
    if (from === to || to < 0 || to >= songs.length) return;
    const next = [...songs];
    const [song] = next.splice(from, 1);
    next.splice(to, 0, song!);
    onChange(next);
  };
  const move = (index: number, by: number) => moveTo(index, index + by);
  const full = songs.length >= max;
  // The selector only adds: its own chips are not shown (the list below is the value).
  const add = (picked: PickedItem[]) => {
    const added = picked.find((item) => !songs.some((song) => song.id === item.id));
    if (added) onChange([...songs, added]);
  };
  return (
    <div>
      <EntitySelector id={id} kind="songs" value={[]} onChange={add} max={1} disabled={full} placeholder={full ? t('backstage.ordered.full', { max }) : t('backstage.ordered.add')} />
      {note && <p className="mt-1 text-xs text-stone-500">{note}</p>}
      {songs.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">{t('backstage.ordered.none')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {songs.map((song, index) => (
            <li
              key={song.id}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(song.id));
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) moveTo(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              className={`flex items-center gap-2 px-3 py-2 ${dragged === index ? 'opacity-50' : ''}`}
            >
              <span aria-hidden="true" title="Drag to reorder" className="cursor-grab select-none text-stone-400">
                ⠿
              </span>
              <span className="w-7 shrink-0 text-right text-sm tabular-nums text-stone-400">{index + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-stone-900">{song.name}</span>
                {song.detail && <span className="block truncate text-xs text-stone-500">{song.detail}</span>}
              </span>
              <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move ${song.name} up`} className="rounded-lg px-2 py-1 hover:bg-stone-100 disabled:opacity-30">
                ↑
              </button>
              <button type="button" onClick={() => move(index, 1)} disabled={index === songs.length - 1} aria-label={`Move ${song.name} down`} className="rounded-lg px-2 py-1 hover:bg-stone-100 disabled:opacity-30">
                ↓
              </button>
              <button type="button" onClick={() => onChange(songs.filter((item) => item.id !== song.id))} aria-label={`Remove ${song.name}`} className="rounded-lg px-2 py-1 text-red-700 hover:bg-red-50">
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
