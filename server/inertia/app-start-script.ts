import { createHash } from 'node:crypto';
import { APP_STARTING_ATTRIBUTE, PENDING_CLICK_ATTRIBUTE } from '@common/early-click-contract';

/**
 * Starts the client app once the server's page has been drawn, rather than as the HTML arrives.
 *
 * On a slow connection (East African mobile data; Lighthouse's slow 4G) the page's ~150 KB of
 * JavaScript otherwise starts downloading with the stylesheet and the largest image, and on HTTP/1.1
 * its twenty chunks take every connection first: the page, readable as the server sent it, waits
 * for code it does not need to be read. So the page is drawn with its stylesheet alone, and this
 * script, the last thing in <body>, then preloads the chunks (and the file of the interface's messages,
 * `data-messages`: server/inertia/page-messages.ts) and adds the entry module when the
 * browser reports the first contentful paint (a 'paint' performance entry, dispatched once the frame
 * is on screen: an animation frame, or a timer after one, comes before that by tens of ms on a slow
 * phone). Links are plain links until then. The entry goes in first and the chunks' `modulepreload`
 * links a few per task: each link starts a fetch, which costs the main thread about half a millisecond
 * on a fast machine, and the page's twenty-odd links added at once were one task of 10-40 ms, several
 * times that on a slow phone, just after the first paint.
 *
 * It starts at once when nothing would be drawn first: a page without server-rendered markup (SSR
 * failed, the app renders it), a tab opened in the background (no frames) or hidden before its first
 * paint; after the next frame in a browser without paint timing. The last resort is 3 s after the
 * `load` event, for a browser that never reports a paint (the paint normally comes long before).
 *
 * A tap on a button before then would be lost (a link works without the app; a button does nothing),
 * so the script keeps the last one: it marks that button `data-pending-click` (the stylesheet shows it
 * is being taken care of) and starts the app if it has not yet; resources/js/lib/early-click.ts
 * clicks it again once the app has taken the page over. Only `type=button` buttons, whose click has no
 * default action; and not once the app sets `data-app-starting` on <html>, just before it hydrates,
 * from when React itself replays what is clicked while it hydrates (two replays would be a double tap).
 */
export const APP_START_SCRIPT =
  '(function(s){var d=document,w=window,started=0;function start(){if(started)return;started=1;' +
  // The interface's messages the app starts with (page-messages.ts), fetched beside its modules.
  "var m=s.getAttribute('data-messages');if(m){var p=d.createElement('link');p.rel='preload';p.as='fetch';p.crossOrigin='anonymous';p.href=m;d.head.appendChild(p)}" +
  "var e=d.createElement('script');e.type='module';e.src=s.getAttribute('data-entry');d.head.appendChild(e);" +
  // The chunks' preloads, four per task (see above): the entry's own imports are asked for only once it
  // has arrived and been parsed, long after these, and a chunk asked for either way is fetched once.
  // (No "<" in the script: comparisons are written the other way round.)
  "var h=s.getAttribute('data-modules').split(' '),i=0;(function more(){for(var n=0;4>n&&h.length>i;i++){if(!h[i])continue;n++;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.href=h[i];d.head.appendChild(l)}if(h.length>i)setTimeout(more,0)})()}" +
  "d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('button[type=button]');" +
  `if(!b||b.disabled||d.documentElement.hasAttribute('${APP_STARTING_ATTRIBUTE}'))return;` +
  `var P='${PENDING_CLICK_ATTRIBUTE}',o=d.querySelector('['+P+']');if(o)o.removeAttribute(P);b.setAttribute(P,'');start()},true);` +
  "var app=d.getElementById('app'),PO=w.PerformanceObserver;" +
  "if(d.visibilityState==='hidden'||!app||!app.hasChildNodes())return start();" +
  "d.addEventListener('visibilitychange',start);w.addEventListener('load',function(){setTimeout(start,3000)});" +
  "if(PO&&PO.supportedEntryTypes&&PO.supportedEntryTypes.indexOf('paint')>=0)" +
  "new PO(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(function(){setTimeout(start,0)})})(document.currentScript)';

/** The CSP source that allows exactly that script. */
export const APP_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;
