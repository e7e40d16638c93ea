import { useEffect, useState, type ComponentType } from 'react';
import { CheckIcon, LinkIcon } from './icons';
import { useT } from '../i18n/i18n-context';

const CONFIRMATION_MS = 2000;

/** Copies the page's address; 'Link copied' shows for two seconds (and is announced). */
export function CopyLinkButton({ url }: { url: string }) {
  const t = useT();
  return <CopyButton text={url} label={t('share.copyLink')} copiedLabel={t('share.linkCopied')} icon={LinkIcon} />;
}

interface CopyButtonProps {
  text: string;
  label: string;
  copiedLabel: string;
  icon: ComponentType<{ className?: string }>;
}

/** Copies `text` to the clipboard; `copiedLabel` shows for two seconds (and is announced). */
export function CopyButton({ text, label, copiedLabel, icon: Icon }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard permission (an old browser, an insecure origin): select-and-copy the old way.
      const field = document.createElement('textarea');
      field.value = text;
      field.setAttribute('readonly', '');
      field.style.position = 'fixed';
      field.style.opacity = '0';
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    setCopied(true);
  };

  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex h-11 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800"
    >
      {copied ? <CheckIcon className="size-5 text-emerald-600" /> : <Icon className="size-5" />}
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
