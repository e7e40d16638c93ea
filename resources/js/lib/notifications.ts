import { useSyncExternalStore } from 'react';

export type NotificationType = 'info' | 'error' | 'warning' | 'success';

export interface NotificationInput {
  type: NotificationType;
  title?: string;
  message: string;
}

export interface Notification extends NotificationInput {
  id: number;
}

/** Spec §9: a notification clears itself after 5 seconds. */
export const NOTIFICATION_DURATION_MS = 5000;

const EMPTY: readonly Notification[] = [];
let notifications: readonly Notification[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Notification[]) {
  notifications = next;
  listeners.forEach((listener) => listener());
}

export function notify(input: NotificationInput): number {
  const id = nextId++;
  publish([...notifications, { ...input, id }]);
  timers.set(
    id,
    setTimeout(() => dismiss(id), NOTIFICATION_DURATION_MS),
  );
  return id;
}

export function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (notifications.some((n) => n.id === id)) publish(notifications.filter((n) => n.id !== id));
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const currentNotifications = () => notifications;

export function useNotifications() {
  return useSyncExternalStore(subscribe, currentNotifications, () => EMPTY);
}

const FLASH_TYPES: [key: string, type: NotificationType][] = [
  ['success', 'success'],
  ['error', 'error'],
  ['message', 'info'],
];

/** A redirect's flash (`success`, `error`, `message`) becomes notifications when the page arrives. */
export function notifyFlash(flash: Record<string, unknown> | null | undefined) {
  for (const [key, type] of FLASH_TYPES) {
    const message = flash?.[key];
    if (typeof message === 'string' && message.trim()) notify({ type, message });
  }
}
