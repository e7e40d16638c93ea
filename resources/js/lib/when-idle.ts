/**
 * Runs `task` once the browser is idle after the page has loaded (at the latest 5 seconds after), so
 * fetching what no first paint needs never competes with the page's own files.
 */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 2000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
