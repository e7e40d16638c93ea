import { useEffect, useState } from 'react';
import type { FeaturedSong } from '../../../../../server/features/home/featured.backstage';
import { notify } from '../../../lib/notifications';
import type { PickedItem } from '../entity-selector';
import { OrderedSongs } from '../ordered-songs';
import { callJson } from './call-json';
import { Panel, primaryButton } from './panel';
import { AlertLine } from '../alert-line';
import { useT } from '../../../i18n/i18n-context';

const toItem = (song: FeaturedSong): PickedItem => ({ id: song.id, name: song.name, detail: song.artist.name });

/**
 * Spec §2 "Featured content": the home page carousel's songs. Search adds (clearing the search),
 * rows reorder by drag or by their up/down buttons, Save keeps at most 6 and the home page shows
 * the new order on its next load.
 */
export function FeaturedPanel() {
  const t = useT();
  const [songs, setSongs] = useState<PickedItem[] | null>(null);
  const [max, setMax] = useState(6);
  const [saved, setSaved] = useState<string>('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    void callJson<{ option_value: FeaturedSong[]; max: number }>('GET', '/api/backstage/options/HOMEFEATURED').then(({ ok, body }) => {
      if (!ok) return setError(body.message ?? t('backstage.featured.notRead'));
      setSongs(body.option_value.map(toItem));
      setMax(body.max);
      setSaved(JSON.stringify(body.option_value.map((song) => song.id)));
    });
  }, [t]);

  const dirty = songs !== null && JSON.stringify(songs.map((song) => song.id)) !== saved;
  const save = async () => {
    if (!songs) return;
    setSaving(true);
    const { ok, body } = await callJson<{ option_value: FeaturedSong[] }>('POST', '/api/backstage/options', { option_key: 'HOMEFEATURED', option_value: songs.map((song) => ({ id: song.id })) });
    setSaving(false);
    if (!ok) {
      setError(body.message ?? t('backstage.featured.notSaved'));
      return;
    }
    setError('');
    setSongs(body.option_value.map(toItem));
    setSaved(JSON.stringify(body.option_value.map((song) => song.id)));
    notify({ type: 'success', message: body.message ?? t('backstage.flash.saved') });
  };

  return (
    <Panel id="featured" title={t('backstage.featured.title')} description={t('backstage.featured.description', { max })}>
      {songs === null ? (
        <p className="text-sm text-stone-500">{error || t('backstage.loading')}</p>
      ) : (
        <>
          <OrderedSongs id="featured-search" songs={songs} onChange={setSongs} max={max} note={t('backstage.featured.note')} />
          <AlertLine message={error} />
          <div className="mt-3 flex items-center gap-3">
            <button type="button" onClick={save} disabled={saving || !dirty} className={primaryButton}>
              {saving ? t('backstage.form.saving') : t('backstage.form.save')}
            </button>
            <span className="text-sm text-stone-500" aria-live="polite">
              {dirty ? t('backstage.form.unsaved') : ''}
            </span>
          </div>
        </>
      )}
    </Panel>
  );
}
