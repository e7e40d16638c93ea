import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS, VIEWPORTS, type Viewport } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';
import { openAsAdmin, wholePage } from './helpers/backstage';

// Issue 35, "Line explanations": staff decide listeners' explanations in the lyrics queue's
// Explanations tab: one approved after an edit, one rejected with a reason.

describe('explanations reviewed in backstage, in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  for (const [name, viewport] of [['1280', VIEWPORTS.desktop], ['390', VIEWPORTS.mobile]] as [string, Viewport][]) {
    it(`approves one (edited) and rejects one in the Explanations tab (${name} px)`, async () => {
      const { knex } = session.ctx;
      // A retry starts afresh: this test's explanations go first.
      await knex('lyric_explanations').where('author_name', `Tester ${name}`).delete();
      const listener = await knex('users').where('email', 'listener@hees.test').first('id');
      const song = await knex('songs').whereNull('deleted_at').whereExists(knex('verses').whereRaw('verses.song_id = songs.id')).orderBy('id').first('id', 'name');
      const row = (body: string, from: number) => ({ song_id: song.id, from_line: from, to_line: from + 1, quote: `Line ${from + 1} of the song\nLine ${from + 2} of the song`, body, language: 'english', user_id: listener.id, author_name: `Tester ${name}`, status: 'pending' });
      const [good, bad] = (await knex('lyric_explanations').insert([row('This speaks of the homeland, seen from far away.', 0), row('Buy cheap things at spam.example now!', 2)]).returning('id')).map((entry: { id: number }) => entry.id);

      const { page, problems } = await openAsAdmin(session, viewport, '/backstage/lyrics');
      await page.getByRole('link', { name: 'Explanations' }).click();
      await page.waitForURL(session.url('/backstage/lyrics/explanations'));
      const first = page.getByRole('article').filter({ hasText: 'This speaks of the homeland' });
      const second = page.getByRole('article').filter({ hasText: 'spam.example' });
      await first.getByText('Line 1 of the song').waitFor();
      await wholePage(session, page, `backstage-explanations-${name}`);

      await first.getByRole('button', { name: 'Edit, then approve' }).click();
      await first.getByLabel('Explanation').fill('This speaks of the homeland, seen from afar.');
      await session.screenshot(page, `backstage-explanations-editing-${name}`);
      await first.getByRole('button', { name: 'Approve' }).click();
      await page.getByText(`The explanation on ${song.name} is published with corrections.`).first().waitFor();
      // The queue is read again and the published one leaves it, moving the next up: waited for, so the
      // next click's mouse-down and mouse-up land on the same button (tests/e2e/lyrics-review.test.ts).
      await first.waitFor({ state: 'detached' });

      await second.getByRole('button', { name: 'Reject' }).click();
      await second.getByLabel('Why is it rejected?').fill('Advertising.');
      await second.getByRole('button', { name: 'Reject' }).click();
      await page.getByText(`The explanation on ${song.name} is rejected.`).first().waitFor();

      expect(await knex('lyric_explanations').where('id', good).first('status', 'body')).toEqual({ status: 'published', body: 'This speaks of the homeland, seen from afar.' });
      expect(await knex('lyric_explanations').where('id', bad).first('status', 'reject_reason')).toEqual({ status: 'rejected', reject_reason: 'Advertising.' });
      await page.getByRole('link', { name: /Rejected/ }).click();
      await page.getByText('Rejected: Advertising.').first().waitFor();
      await wholePage(session, page, `backstage-explanations-rejected-${name}`);
      expect(problems()).toEqual([]);
    });
  }
});
