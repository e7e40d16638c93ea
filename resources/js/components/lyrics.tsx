import { useId, useState, type KeyboardEvent } from 'react';
import { sungLines, verseText } from '@common/lyrics-lines';
import type { Verse } from '../types/props';
import { CheckCircleIcon, ImageIcon } from './icons';
import { LyricCardBar, togglePicked } from './lyric-card-picker';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '@common/i18n/translator';
import type { MessageId } from '@common/i18n/catalogue/en';
import type { PublicExplanation } from '@common/explanations';
import { useLineExplanations } from './explanations/use-line-explanations';
import { ExplainedLine } from './explanations/explained-line';
import { ExplanationLayer } from './explanations/explanation-layer';
import { ExplainToolbar, PickHint } from './explanations/explain-toolbar';

/** The languages lyrics come in, named in the page's language (the tabs, the translation button). */
const LANGUAGES: Record<string, { label: MessageId; lang: string; dir?: 'rtl' }> = {
  somali: { label: 'lyrics.lang.somali', lang: 'so' },
  english: { label: 'lyrics.lang.english', lang: 'en' },
  arabic: { label: 'lyrics.lang.arabic', lang: 'ar', dir: 'rtl' },
};

const languageName = (code: string, t: Translate) => {
  const known = LANGUAGES[code];
  return known ? t(known.label) : code;
};

/** Stanzas are separated by blank lines; synced lyrics, when they are all there is, read as plain lines. */
function stanzasOf(verse: Verse): string[] {
  return verseText(verse.lyrics.non_synced_lyrics.original, verse.lyrics.synced_lyrics)
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((stanza) => stanza.trim())
    .filter(Boolean);
}

/** The stanzas with each line's number among the sung lines, which is where its translation is. */
function numberedStanzas(verse: Verse): { line: string; number: number }[][] {
  let number = 0;
  return stanzasOf(verse).map((stanza) => sungLines(stanza).map((line) => ({ line, number: number++ })));
}

/** A tab is named by its language; two versions in one language are told apart by their titles. */
const tabLabel = (verse: Verse, verses: Verse[], t: Translate) => {
  const language = languageName(verse.language, t);
  const shared = verses.filter((other) => other.language === verse.language).length > 1;
  return shared && verse.title ? `${language}: ${verse.title}` : language;
};

/** A song's line explanations (issue 35): of its default version, the first of `verses`. */
export interface LyricsExplanations {
  songId: number;
  list: PublicExplanation[];
  /** Asked to fetch the list again once the listener's explanation was published at once. */
  onPublished: () => void;
}

const NONE: PublicExplanation[] = [];
const NONE_LINES: string[] = [];

/**
 * The lyrics of a song: the default verse first, other versions (translations) as tabs. Given the
 * song's title, lines can be picked for a lyric card (share image); given its explanations, the
 * default version's explained lines are marked and open them, and listeners can explain lines.
 */
export function Lyrics({ verses, songTitle, explanations }: { verses: Verse[]; songTitle?: string; explanations?: LyricsExplanations }) {
  const t = useT();
  const first = verses[0];
  const [ctl, holdLines] = useLineExplanations(explanations?.songId ?? 0, first ? sungLines(verseText(first.lyrics.non_synced_lyrics.original, first.lyrics.synced_lyrics)) : NONE_LINES, explanations?.list ?? NONE);
  const [active, setActive] = useState(0);
  const [translated, setTranslated] = useState(false);
  // null: reading; an array: picking lines for a lyric card, by their numbers among the sung lines.
  const [picked, setPicked] = useState<number[] | null>(null);
  const baseId = useId();
  const verse = verses[active] ?? verses[0];
  if (!verse) return null;
  // Explanations belong to the default version's lines; another tab, or choosing lines for a card, shows plain lines.
  const explaining = explanations !== undefined && active === 0 && picked === null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (active + step + verses.length) % verses.length;
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  const language = LANGUAGES[verse.language];
  const showTranslation = translated && verse.translation !== null;
  const translationLanguage = verse.translation ? LANGUAGES[verse.translation.language] : undefined;

  return (
    <div>
      {verses.length > 1 && (
        <div role="tablist" aria-label={t('lyrics.versions')} onKeyDown={onKeyDown} className="mb-6 flex flex-wrap gap-2">
          {verses.map((item, index) => (
            <button
              key={item.id}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={index === active}
              aria-controls={`${baseId}-panel`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => {
                setActive(index);
                setPicked((current) => current && []);
                if (ctl.picking) ctl.setPicking(false);
              }}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold transition ${
                index === active ? 'bg-teal-700 text-white shadow-sm' : 'bg-sand-100 text-stone-700 hover:bg-sand-200'
              }`}
            >
              {tabLabel(item, verses, t)}
            </button>
          ))}
        </div>
      )}
      {songTitle && picked === null && (
        <button
          type="button"
          onClick={() => {
            ctl.setPicking(false);
            setPicked([]);
          }}
          className="mr-2 mb-5 inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-sand-200">
          <ImageIcon className="size-4" />
          {t('lyrics.makeCard')}
        </button>
      )}
      {explaining && (
        <span className="mr-2 mb-5 inline-flex">
          <ExplainToolbar ctl={ctl} />
        </span>
      )}
      {explaining && <PickHint ctl={ctl} />}
      {picked && <LyricCardBar verseId={verse.id} picked={picked} songTitle={songTitle ?? ''} onCancel={() => setPicked(null)} />}
      {verse.translation && (
        <button type="button" aria-pressed={translated} onClick={() => setTranslated((on) => !on)} className="mb-5 rounded-full bg-sand-100 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-sand-200 aria-pressed:bg-teal-700 aria-pressed:text-white">
          {translated ? t('lyrics.hideTranslation') : t('lyrics.showTranslation', { language: languageName(verse.translation.language, t) })}
        </button>
      )}
      <div ref={holdLines} className="relative">
      <div
        id={`${baseId}-panel`}
        role={verses.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={verses.length > 1 ? `${baseId}-tab-${active}` : undefined}
        lang={language?.lang}
        dir={language?.dir}
        className="space-y-6 text-lg leading-relaxed text-stone-800 sm:text-xl sm:leading-relaxed"
      >
        {numberedStanzas(verse).map((stanza, index) => (
          <p key={index}>
            {/* One block per line: a line too long for a phone wraps with a hanging indent, so it still reads as one line. */}
            {stanza.map(({ line, number }) => (
              <span key={number} className="block pl-5 -indent-5">
                {picked ? (
                  <button
                    type="button"
                    aria-pressed={picked.includes(number)}
                    onClick={() => setPicked(togglePicked(picked, number))}
                    className="-mx-2 rounded-lg px-2 text-start transition hover:bg-teal-50 aria-pressed:bg-teal-700 aria-pressed:text-white"
                  >
                    {line}
                  </button>
                ) : explaining ? (
                  <ExplainedLine ctl={ctl} line={number}>
                    {line}
                  </ExplainedLine>
                ) : (
                  line
                )}
                {showTranslation && verse.translation!.lines[number] && (
                  <span lang={translationLanguage?.lang} dir={translationLanguage?.dir ?? 'ltr'} className="block pb-1 text-base text-teal-800 sm:text-lg">
                    {verse.translation!.lines[number]}
                  </span>
                )}
              </span>
            ))}
          </p>
        ))}
      </div>
      {explaining && <ExplanationLayer ctl={ctl} onPublished={explanations.onPublished} />}
      </div>
      {verse.is_verified && (
        <p className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
          <CheckCircleIcon className="size-4" />
          {t('lyrics.verified')}
        </p>
      )}
    </div>
  );
}
