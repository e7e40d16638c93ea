import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_DURATION_MS,
  currentNotifications,
  dismiss,
  notify,
  notifyFlash,
  subscribe,
} from '../../resources/js/lib/notifications';

const shown = () => currentNotifications().map(({ type, title, message }) => ({ type, title, message }));

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    for (const { id } of currentNotifications()) dismiss(id);
    vi.useRealTimers();
  });

  it('when something is notified, then it shows at once and clears itself after 5 seconds', () => {
    const changes: number[] = [];
    const unsubscribe = subscribe(() => changes.push(currentNotifications().length));

    notify({ type: 'info', title: 'Heads up', message: 'Content is not available' });
    expect(shown()).toEqual([{ type: 'info', title: 'Heads up', message: 'Content is not available' }]);

    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    expect(currentNotifications()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentNotifications()).toHaveLength(0);

    expect(NOTIFICATION_DURATION_MS).toBe(5000);
    expect(changes).toEqual([1, 0]);
    unsubscribe();
  });

  it('when a notification is dismissed early, then only that one goes', () => {
    const first = notify({ type: 'error', message: 'one' });
    notify({ type: 'warning', message: 'two' });

    dismiss(first);

    expect(shown()).toEqual([{ type: 'warning', title: undefined, message: 'two' }]);
  });

  it('when a page arrives with flash messages, then success, error and message become notifications', () => {
    notifyFlash({ success: 'Story Imported.', error: 'error occurred', message: 'Song added', other: 'ignored', empty: '' });
    notifyFlash({ success: '   ' });
    notifyFlash(undefined);

    expect(shown()).toEqual([
      { type: 'success', title: undefined, message: 'Story Imported.' },
      { type: 'error', title: undefined, message: 'error occurred' },
      { type: 'info', title: undefined, message: 'Song added' },
    ]);
  });
});
