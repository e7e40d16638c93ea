import { Head } from '@inertiajs/react';
import type { ExplanationStatus, OwnExplanation } from '@common/explanations';
import { formatWhen } from '@common/format';
import { Link } from '../../components/link';
import { PageHeading } from '../../components/page-heading';
import { ExplanationBody } from '../../components/explanations/explanation-body';
import { lineLabel } from '../../components/explanations/line-label';
import { CommentIcon } from '../../components/icons';
import { useT } from '../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

interface MineProps {
  title: string;
  explanations: OwnExplanation[];
}

/** A state's chip: a word and a shape of its own, so the colour is never all that tells them apart. */
const CHIPS: Record<ExplanationStatus, { label: MessageId; className: string; mark: string }> = {
  pending: { label: 'explain.mine.status.pending', className: 'bg-amber-50 text-amber-900 ring-amber-300', mark: '…' },
  published: { label: 'explain.mine.status.published', className: 'bg-emerald-50 text-emerald-900 ring-emerald-300', mark: '✓' },
  rejected: { label: 'explain.mine.status.rejected', className: 'bg-red-50 text-red-900 ring-red-300', mark: '✕' },
};

/**
 * `/me/explanations` (issue 35): the listener's explanations of lines, newest first, each with its
 * state (waiting for staff, published, or rejected with the reason) and a link to its song.
 */
export default function MyExplanations({ title, explanations }: MineProps) {
  const t = useT();
  return (
    <>
      <Head title={title}>
        {/* Someone's own list: nothing for a search engine. */}
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <PageHeading title={t('explain.mine.title')}>{t('explain.mine.description')}</PageHeading>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        {explanations.length === 0 ? (
          <div className="flex flex-col items-center rounded-3xl border border-sand-200 bg-white px-6 py-14 text-center shadow-sm">
            <span className="grid size-16 place-items-center rounded-full bg-amber-50 text-amber-700">
              <CommentIcon className="size-8" />
            </span>
            <p className="mt-5 max-w-md text-stone-600">{t('explain.mine.empty')}</p>
          </div>
        ) : (
          <ul className="space-y-4">
            {explanations.map((explanation) => {
              const chip = CHIPS[explanation.status];
              return (
                <li key={explanation.id} data-testid="own-explanation" data-status={explanation.status} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <Link href={explanation.song.url} className="font-semibold text-stone-900 hover:text-teal-700 hover:underline">
                      {explanation.song.title}
                    </Link>
                    <span className="text-sm text-stone-500">{lineLabel(explanation.from_line, explanation.to_line, t)}</span>
                    <span className={`ms-auto inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${chip.className}`}>
                      <span aria-hidden="true">{chip.mark}</span>
                      {t(chip.label)}
                    </span>
                  </div>
                  <blockquote className="mt-3 border-s-4 border-sand-300 ps-3 whitespace-pre-line text-stone-600 italic">{explanation.quote}</blockquote>
                  <ExplanationBody body={explanation.body} language={null} className="mt-3 leading-relaxed text-stone-800" />
                  {explanation.status === 'rejected' && explanation.reject_reason && (
                    <p className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">{t('explain.mine.rejectReason', { reason: explanation.reject_reason })}</p>
                  )}
                  <p className="mt-3 text-xs text-stone-500">{formatWhen(explanation.created_at, t)}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
