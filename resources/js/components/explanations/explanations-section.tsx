import type { PublicExplanation } from '@common/explanations';
import { formatWhen } from '@common/format';
import { useT } from '../../i18n/i18n-context';
import { ExplanationBody } from './explanation-body';
import { lineLabel } from './line-label';

/**
 * The song's explanations as a list under the lyrics, in the server's HTML: crawlers read each one
 * with the lines it explains quoted, and so does anyone without JavaScript. Modest, as the marked
 * lines are where listeners meet them.
 */
export function ExplanationsSection({ explanations }: { explanations: readonly PublicExplanation[] }) {
  const t = useT();
  if (explanations.length === 0) return null;
  const ordered = [...explanations].sort((a, b) => a.from_line - b.from_line || b.votes - a.votes);
  return (
    <section aria-labelledby="explanations-heading" data-testid="explanations-section" className="mt-10 border-t border-sand-200 pt-6">
      <h3 id="explanations-heading" className="text-sm font-semibold tracking-[0.14em] text-stone-500 uppercase">
        {t('explain.heading')}
      </h3>
      <ol className="mt-4 space-y-5">
        {ordered.map((explanation) => (
          <li key={explanation.id} id={`explanation-${explanation.id}`} className="text-sm text-stone-700">
            <p className="text-xs font-semibold text-stone-500">{lineLabel(explanation.from_line, explanation.to_line, t)}</p>
            <blockquote className="mt-1 border-s-2 border-sand-300 ps-3 whitespace-pre-line text-stone-600 italic">{explanation.quote}</blockquote>
            <ExplanationBody body={explanation.body} language={explanation.language} className="mt-2 leading-relaxed text-stone-800" />
            <p className="mt-1 text-xs text-stone-500">
              {t('explain.by', { name: explanation.author.name, date: formatWhen(explanation.created_at, t) })} · {t('explain.votes', { count: explanation.votes })}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
