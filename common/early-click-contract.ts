/**
 * The two attributes the app start script (server/inertia/app-start-script.ts) and the app
 * (lib/early-click.ts) hand a tap made before the app started over with. It lives with the client's
 * sources because the client bundle is built from resources/ alone; the server imports it from here.
 * The stylesheet (css/app.css) spells the first one too, to show the kept button is being seen to.
 */

/** On the last `type=button` button tapped before the app started. */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';
/** On <html> from just before hydration, from when React replays clicks itself. */
export const APP_STARTING_ATTRIBUTE = 'data-app-starting';
