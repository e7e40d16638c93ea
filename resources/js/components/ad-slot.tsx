import { useEffect, useId, useRef } from 'react';
import { usePage } from '@inertiajs/react';
import type { SharedProps } from '../types/props';
import { loadAdServiceWhenIdle, pageShowsAds, sendAdCommand } from '../lib/ads';
import { useT } from '../i18n/i18n-context';

/**
 * The 'leader-board' ad slot of spec §7, under the header of public pages. Nothing at all without an
 * ad service. With one, the box keeps the ad's size from the server's first HTML on (728x90, 320x50 on
 * phones), so an ad arriving, or never arriving, moves nothing on the page.
 */
export function AdSlot() {
  const { component, url, props } = usePage<SharedProps>();
  const ads = props.app.ads;
  if (!ads || !pageShowsAds(component)) return null;
  return <LeaderBoard script={ads.script} slot={ads.slot} url={url} />;
}

function LeaderBoard({ script, slot, url }: { script: string; slot: string; url: string }) {
  const labelId = useId();
  const t = useT();
  const element = `ad-${slot}`;
  const shownAt = useRef<string | null>(null);

  useEffect(() => {
    if (shownAt.current === null) sendAdCommand({ command: 'display', slot, element });
    else if (shownAt.current !== url) sendAdCommand({ command: 'refresh', slot, element, path: url });
    shownAt.current = url;
  }, [slot, element, url]);

  useEffect(() => loadAdServiceWhenIdle(script), [script]);

  return (
    <aside aria-labelledby={labelId} className="border-b border-sand-200/80 bg-sand-100/60">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-1 px-4 py-2">
        <p id={labelId} className="text-[0.625rem] leading-none font-semibold tracking-[0.14em] text-stone-500 uppercase">
          {t('ads.label')}
        </p>
        {/* Filled by the ad service, never by React: it has no children here. */}
        <div id={element} data-ad-slot={slot} className="h-[50px] w-[320px] overflow-hidden md:h-[90px] md:w-[728px]" />
      </div>
    </aside>
  );
}
