import { ClockIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/** How long something plays, with a clock: "Duration 3:05" to screen readers. */
export function Duration({ value, iconClassName = 'size-3.5', className = '' }: { value: string | null | undefined; iconClassName?: string; className?: string }) {
  const t = useT();
  if (!value) return null;
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <ClockIcon className={iconClassName} />
      <span className="sr-only">{t('duration.label')} </span>
      {value}
    </span>
  );
}
