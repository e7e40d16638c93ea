import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { Verse } from '../../../../../server/features/songs/verses.presenter';
import { formatLrc, formatTimestamp, parseLrc } from '@common/lrc';
import { notify } from '../../../lib/notifications';
import { completeLines, nextToTap, nudge, rowsFromLines, rowsFromText, stamp, unstamp, type SyncRow } from '../../../lib/timed-lines';
import { callJson } from '../curation/call-json';
import { primaryButton, secondaryButton } from '../curation/panel';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { usePlayback } from './use-playback';
import { AlertLine } from '../alert-line';
import { useT } from '../../../i18n/i18n-context';

/** A box of the editor's side column with its heading. */
function SidePanel({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm${className ? ` ${className}` : ''}`}>
      <h2 id={id} className="font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface SyncEditorProps {
  song: { id: number; name: string; artist: string; audio_url: string | null };
  verse: Verse;
  maxLines: number;
}

const RATES = [0.75, 1];
const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
const initialRows = (verse: Verse) => (verse.lyrics.synced_lyrics ? rowsFromLines(verse.lyrics.synced_lyrics) : rowsFromText(verse.lyrics.non_synced_lyrics.original));

/** The line being sung at `position`: the last tapped line whose time has come. */
function activeRow(rows: readonly SyncRow[], position: number): number {
  let active = -1;
  rows.forEach((row, index) => {
    if (row.time !== null && row.time <= position) active = index;
  });
  return active;
}

/**
 * Tap-to-sync (spec §2 "Timed Lyrics"): the song plays, Space (or the Tap button) starts the
 * selected line at the playback position and selects the next; Backspace takes the last tap back;
 * ↑/↓ choose a line, [ and ] nudge it by 0.1 s ({ and } by 0.5 s); a line's time seeks there. The
 * line being sung is highlighted as the song plays, which previews the result. LRC in and out.
 */
export function SyncEditor({ song, verse, maxLines }: SyncEditorProps) {
  const t = useT();
  const { audioRef, audioEvents, ...playback } = usePlayback();
  const [rows, setRows] = useState<SyncRow[]>(() => initialRows(verse));
  const [saved, setSaved] = useState(() => JSON.stringify(initialRows(verse)));
  const [selected, setSelected] = useState(() => Math.max(0, nextToTap(initialRows(verse))));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const dirty = JSON.stringify(rows) !== saved;
  useUnsavedChanges(dirty);

  const active = activeRow(rows, playback.position);
  const waiting = rows.filter((row) => row.time === null).length;

  const tap = () => {
    if (selected >= rows.length) return;
    setRows((current) => stamp(current, selected, playback.now()));
    setSelected((index) => Math.min(index + 1, rows.length - 1));
  };
  const undo = () => {
    const last = rows.findLastIndex((row, index) => row.time !== null && index <= selected);
    if (last < 0) return;
    setRows((current) => unstamp(current, last));
    setSelected(last);
  };
  const shift = (delta: number) => setRows((current) => nudge(current, selected, delta));

  // The editor's keys work anywhere on the page except while typing in a field.
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keys.current = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.ctrlKey || event.metaKey) return;
      const handled = (action: () => void) => {
        event.preventDefault();
        action();
      };
      if (event.key === ' ') handled(tap);
      else if (event.key === 'Backspace') handled(undo);
      else if (event.key === 'ArrowDown' && !event.altKey) handled(() => setSelected((index) => Math.min(index + 1, rows.length - 1)));
      else if (event.key === 'ArrowUp' && !event.altKey) handled(() => setSelected((index) => Math.max(index - 1, 0)));
      else if (event.key === ']' || (event.altKey && event.key === 'ArrowRight')) handled(() => shift(0.1));
      else if (event.key === '[' || (event.altKey && event.key === 'ArrowLeft')) handled(() => shift(-0.1));
      else if (event.key === '}') handled(() => shift(0.5));
      else if (event.key === '{') handled(() => shift(-0.5));
      else if (event.key === 'k' || event.key === 'K') handled(playback.toggle);
      else if (event.key === 'Enter' && rows[selected]?.time !== null && !(event.target instanceof HTMLButtonElement)) handled(() => playback.seek(rows[selected]!.time!));
    };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  // The selected line stays in view as taps move down the list.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`[data-index="${selected}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const save = async (lines: { time: number; text: string }[]) => {
    setSaving(true);
    const { ok, body } = await callJson<{ data?: { synced_lyrics: { time: number; text: string }[] | null } }>('PUT', `/api/backstage/songs/${song.id}/verses/${verse.id}/synced`, { lines });
    setSaving(false);
    if (!ok) {
      setProblem(body.message ?? t('backstage.timed.notSaved'));
      return;
    }
    setProblem('');
    const now = body.data?.synced_lyrics ? rowsFromLines(body.data.synced_lyrics) : rowsFromText(verse.lyrics.non_synced_lyrics.original);
    setRows(now);
    setSaved(JSON.stringify(now));
    notify({ type: 'success', message: body.message ?? t('backstage.flash.saved') });
  };
  const saveAll = () => {
    const lines = completeLines(rows);
    if (!lines) return setProblem(t('backstage.timed.tapFirst', { waiting }));
    if (lines.length > maxLines) return setProblem(t('backstage.timed.atMost', { max: maxLines }));
    void save(lines);
  };
  const clear = () => {
    if (window.confirm(t('backstage.timed.confirmClear'))) void save([]);
  };

  const exportLrc = () => {
    const timed = rows.filter((row) => row.time !== null).map((row) => ({ time: row.time!, text: row.text }));
    const url = URL.createObjectURL(new Blob([formatLrc(timed, { title: song.name, artist: song.artist })], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${song.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'lyrics'}.lrc` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const applyLrc = (text: string) => {
    const lines = parseLrc(text);
    if (lines.length === 0) return setProblem(t('backstage.timed.noTimedLines'));
    setProblem('');
    setRows(rowsFromLines(lines.slice(0, maxLines)));
    setSelected(0);
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) applyLrc(await file.text());
  };
  const [pasted, setPasted] = useState('');

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-label={t('backstage.timed.lines')} className="min-w-0 rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center gap-2 rounded-t-2xl border-b border-stone-200 p-3">
          <button type="button" onClick={playback.toggle} disabled={!song.audio_url} className={secondaryButton} aria-label={playback.playing ? t('backstage.timed.pause') : t('backstage.timed.play')}>
            {playback.playing ? t('backstage.timed.pauseButton') : t('backstage.timed.playButton')}
          </button>
          <button type="button" onClick={tap} disabled={rows.length === 0} className={`${primaryButton} min-w-28 py-3 text-lg`}>
            {t('backstage.timed.tap')}
          </button>
          <button type="button" onClick={undo} className={secondaryButton}>
            {t('backstage.timed.undo')}
          </button>
          <span className="font-mono text-sm tabular-nums text-stone-700" aria-label={t('backstage.timed.position')}>
            {formatTimestamp(playback.position)}
          </span>
          <label className="ml-auto flex items-center gap-1 text-sm text-stone-700">
            {t('backstage.timed.speed')}
            <select onChange={(event) => playback.setRate(Number(event.target.value))} defaultValue="1" className="rounded-lg border border-stone-300 px-2 py-1">
              {RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}×
                </option>
              ))}
            </select>
          </label>
        </div>
        {!song.audio_url && <p className="m-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">{t('backstage.timed.noAudio')}</p>}
        {song.audio_url && <audio ref={audioRef} src={song.audio_url} preload="auto" {...audioEvents} />}
        <p className="sr-only" aria-live="polite">
          {active >= 0 ? t('backstage.timed.now', { text: rows[active]!.text }) : ''}
        </p>
        <ol ref={list} className="max-h-[65vh] divide-y divide-stone-100 overflow-y-auto" dir={verse.language === 'arabic' ? 'rtl' : undefined}>
          {rows.map((row, index) => (
            <li
              key={index}
              data-index={index}
              data-active={index === active}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => setSelected(index)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === selected ? 'bg-teal-50 ring-2 ring-inset ring-teal-600' : ''} ${index === active ? 'font-semibold text-teal-800' : 'text-stone-800'}`}
            >
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  setSelected(index);
                  if (row.time !== null) playback.seek(row.time);
                }}
                aria-label={row.time === null ? t('backstage.timed.lineNoTime', { n: index + 1 }) : t('backstage.timed.lineAt', { n: index + 1, time: formatTimestamp(row.time) })}
                className={`w-20 shrink-0 rounded-md px-1.5 py-0.5 text-left font-mono text-xs tabular-nums ${row.time === null ? 'text-stone-400' : 'bg-stone-100 text-stone-800 hover:bg-teal-100'}`}
              >
                {row.time === null ? '--:--.--' : formatTimestamp(row.time)}
              </button>
              <span className="min-w-0 flex-1">{row.text}</span>
            </li>
          ))}
        </ol>
      </section>
      <aside className="space-y-4">
        <SidePanel id="sync-save" title={waiting === 0 ? t('backstage.timed.allTimed') : t('backstage.timed.toTap', { waiting, total: rows.length })}>
          <AlertLine message={problem} />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={saveAll} disabled={saving || !dirty} className={primaryButton}>
              {saving ? t('backstage.form.saving') : t('backstage.form.save')}
            </button>
            {verse.lyrics.synced_lyrics && (
              <button type="button" onClick={clear} disabled={saving} className={secondaryButton}>
                {t('backstage.timed.clear')}
              </button>
            )}
            <button type="button" onClick={() => setRows(rowsFromText(verse.lyrics.non_synced_lyrics.original))} className={secondaryButton}>
              {t('backstage.timed.startOver')}
            </button>
          </div>
          <p className="mt-2 text-xs text-stone-500">{dirty ? t('backstage.form.unsaved') : t('backstage.form.saved')}</p>
        </SidePanel>
        <SidePanel id="sync-keys" title={t('backstage.timed.keys')} className="text-sm text-stone-700">
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-mono">Space</dt>
            <dd>{t('backstage.timed.keyTap')}</dd>
            <dt className="font-mono">Backspace</dt>
            <dd>{t('backstage.timed.keyUndo')}</dd>
            <dt className="font-mono">↑ ↓</dt>
            <dd>{t('backstage.timed.keyChoose')}</dd>
            <dt className="font-mono">[ ]</dt>
            <dd>{t('backstage.timed.keyNudge')}</dd>
            <dt className="font-mono">{'{ }'}</dt>
            <dd>{t('backstage.timed.keyNudgeMore')}</dd>
            <dt className="font-mono">K</dt>
            <dd>{t('backstage.timed.keyPlay')}</dd>
            <dt className="font-mono">Enter</dt>
            <dd>{t('backstage.timed.keyFrom')}</dd>
          </dl>
        </SidePanel>
        <SidePanel id="sync-lrc" title="LRC">
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={exportLrc} disabled={rows.every((row) => row.time === null)} className={secondaryButton}>
              {t('backstage.timed.export')}
            </button>
            <label className={`${secondaryButton} cursor-pointer`}>
              {t('backstage.timed.import')}
              <input type="file" accept=".lrc,text/plain" onChange={importFile} className="sr-only" />
            </label>
          </div>
          <label htmlFor="sync-paste" className="mt-3 block text-sm font-semibold text-stone-800">
            {t('backstage.timed.paste')}
          </label>
          <textarea id="sync-paste" value={pasted} onChange={(event) => setPasted(event.target.value)} rows={3} placeholder="[00:12.50]Hooyo macaan" className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 font-mono text-xs" />
          <button type="button" onClick={() => applyLrc(pasted)} disabled={!pasted.trim()} className={`${secondaryButton} mt-2`}>
            {t('backstage.timed.usePasted')}
          </button>
        </SidePanel>
      </aside>
    </div>
  );
}
