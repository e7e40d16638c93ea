import type { ComponentType } from 'react';
import { dismiss, useNotifications, type Notification, type NotificationType } from '../lib/notifications';
import { AlertIcon, CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon } from './icons';
import { useT } from '../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

const LOOK: Record<NotificationType, { icon: ComponentType<{ className?: string }>; tone: string; label: MessageId }> = {
  info: { icon: InfoIcon, tone: 'text-teal-700', label: 'notification.info' },
  success: { icon: CheckCircleIcon, tone: 'text-emerald-600', label: 'notification.success' },
  warning: { icon: AlertIcon, tone: 'text-amber-600', label: 'notification.warning' },
  error: { icon: ErrorIcon, tone: 'text-red-600', label: 'notification.error' },
};

/** The notifications of lib/notifications, just under the header; each leaves after 5 seconds. */
export function NotificationBar() {
  const notifications = useNotifications();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-18 z-40 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6 lg:px-8"
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </div>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { icon: Icon, tone, label } = LOOK[notification.type];
  const t = useT();
  return (
    <div
      data-type={notification.type}
      className="pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-lg motion-reduce:animate-none"
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${tone}`} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-stone-900">{notification.title ?? t(label)}</p>
        <p className="mt-0.5 break-words text-stone-600">{notification.message}</p>
      </div>
      <button
        type="button"
        aria-label={t('notification.dismiss')}
        onClick={() => dismiss(notification.id)}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-stone-400 hover:bg-sand-100 hover:text-stone-700"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
