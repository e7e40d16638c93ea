import { EntitySelector, type PickedItem } from './entity-selector';

/**
 * An album's tracks or a playlist's songs, in order: a search to add one (the generic selector on
 * songs), then a numbered list with up, down and remove. Rows, not chips, so a playlist of hundreds
 * stays readable on a phone.
 */
export function OrderedSongs({ id, songs, onChange, note }: { id: string; songs: PickedItem[]; onChange: (songs: PickedItem[]) => void; note?: string }) {
  const move = (index: number, by: number) => {
    const next = [...songs];
    const [song] = next.splice(index, 1);
    next.splice(index + by, 0, song!);
    onChange(next);
  };
  // The selector only adds: its own chips are not shown (the list below is the value).
  const add = (picked: PickedItem[]) => {
    const added = picked.find((item) => !songs.some((song) => song.id === item.id));
    if (added) onChange([...songs, added]);
  };
  return (
    <div>
      <EntitySelector id={id} kind="songs" value={[]} onChange={add} max={1} placeholder="Search songs to add…" />
      {note && <p className="mt-1 text-xs text-stone-500">{note}</p>}
      {songs.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">No songs yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {songs.map((song, index) => (
            <li key={song.id} className="flex items-center gap-2 px-3 py-2">
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
