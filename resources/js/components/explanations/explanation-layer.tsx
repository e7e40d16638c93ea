import type { ExplanationStatus } from '@common/explanations';
import { useT } from '../../i18n/i18n-context';
import { ExplanationCard } from './explanation-card';
import { ExplanationComposer } from './explanation-composer';
import { Floating } from './floating';
import type { LineExplanations } from './use-line-explanations';

/**
 * What opens beside the lines: the explanations of the open line, or the composer for the chosen
 * run. Put inside the lines' positioned container, after the lines.
 */
export function ExplanationLayer({ ctl, onPublished, sheet = false }: { ctl: LineExplanations; onPublished: () => void; sheet?: boolean }) {
  const t = useT();
  if (ctl.picking && ctl.run && ctl.composing) {
    const run = ctl.run;
    const quote = ctl.lines.slice(run.from, run.to + 1).join('\n');
    const sent = (status: ExplanationStatus) => {
      if (status === 'published') onPublished();
    };
    return (
      <Floating container={ctl.container} anchorLine={run.to} label={t('explain.label')} closeLabel={t('explain.cancel')} onClose={() => ctl.setPicking(false)} sheet={sheet} testId="explanation-composer-box">
        <ExplanationComposer key={`${run.from}-${run.to}`} songId={ctl.songId} run={run} quote={quote} onSent={sent} onCancel={() => ctl.setPicking(false)} />
      </Floating>
    );
  }
  const open = ctl.open;
  const explanations = open === null ? undefined : ctl.byLine.get(open);
  if (open === null || !explanations) return null;
  return (
    <Floating container={ctl.container} anchorLine={open} label={t('explain.show')} closeLabel={t('explain.close')} onClose={ctl.close} sheet={sheet} testId="explanation-popover">
      <div className="space-y-6 divide-y divide-sand-200 [&>*:not(:last-child)]:pb-6">
        {explanations.map((explanation) => (
          <ExplanationCard key={explanation.id} explanation={explanation} onChange={ctl.upsert} />
        ))}
      </div>
    </Floating>
  );
}
