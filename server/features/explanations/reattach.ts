import type { Knex } from 'knex';
import { recordActivity } from '../../backstage/activity-log';
import { readingText } from './explanations.queries';
import { findQuote } from './text-match';

export interface ReattachCounts {
  kept: number;
  moved: number;
  fuzzy: number;
  lost: number;
}

/**
 * After a song's lyrics changed (called in the change's transaction by the one place every lyrics
 * change passes through, songs/lyrics-revisions.ts keepLyricsAfter): every explanation of the song,
 * whatever its state, follows its lines into the default version as it is now.
 * - its quote found exactly: the new place (the occurrence nearest the old one), nothing to check;
 * - else found by similarity (≥ 0.8 once case, punctuation and diacritics are folded): the new
 *   place and the new lines as its quote, flagged `needs_review` for staff;
 * - else: left where it was (numbers and version), flagged `needs_review`. Never deleted.
 * The counts go to the activity log when anything moved or was flagged.
 */
export async function reattachExplanations(trx: Knex.Transaction, songId: number, userId: number): Promise<ReattachCounts> {
  const counts: ReattachCounts = { kept: 0, moved: 0, fuzzy: 0, lost: 0 };
  const explanations = await trx('lyric_explanations').where('song_id', songId).orderBy('id').forUpdate().select<{ id: number; verse_id: number | null; from_line: number; to_line: number; quote: string }[]>('id', 'verse_id', 'from_line', 'to_line', 'quote');
  if (!explanations.length) return counts;
  const text = await readingText(trx, songId);
  const lines = text?.lines ?? [];
  for (const explanation of explanations) {
    const match = findQuote(explanation.quote, lines, explanation.from_line);
    if (match.kind === 'lost') {
      counts.lost++;
      await trx('lyric_explanations').where('id', explanation.id).update({ needs_review: true, updated_at: trx.fn.now() });
    } else if (match.kind === 'fuzzy') {
      counts.fuzzy++;
      const quote = lines.slice(match.from, match.to + 1).join('\n');
      await trx('lyric_explanations').where('id', explanation.id).update({ verse_id: text!.verseId, from_line: match.from, to_line: match.to, quote, needs_review: true, updated_at: trx.fn.now() });
    } else if (match.from === explanation.from_line && text!.verseId === explanation.verse_id) {
      counts.kept++;
    } else {
      if (match.from === explanation.from_line) counts.kept++;
      else counts.moved++;
      await trx('lyric_explanations').where('id', explanation.id).update({ verse_id: text!.verseId, from_line: match.from, to_line: match.to, updated_at: trx.fn.now() });
    }
  }
  if (counts.moved || counts.fuzzy || counts.lost) {
    await recordActivity(trx, {
      userId,
      entityType: 'song',
      entityId: songId,
      entityLabel: text?.songName ?? `#${songId}`,
      action: 'updated',
      changes: { explanations: [null, `${counts.kept} in place, ${counts.moved} moved, ${counts.fuzzy} re-attached by similarity (to check), ${counts.lost} not found (to check)`] },
    });
  }
  return counts;
}
