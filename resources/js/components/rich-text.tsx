/**
 * HTML the server has already sanitized (server/lib/rich-text.ts): biographies, pages, event
 * descriptions. Never pass anything else here.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
