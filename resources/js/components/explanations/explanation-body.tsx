import type { BlockLanguage } from '@common/block-language';
import { blockDirection } from '@common/block-language';
import { linkPieces } from '../../lib/explanation-links';

/**
 * An explanation's text, in its language and direction: plain text whose bare https URLs become
 * links. Links lead off the site and were written by a listener: nofollow ugc, in a new tab.
 */
export function ExplanationBody({ body, language, className = '' }: { body: string; language: BlockLanguage | null; className?: string }) {
  const { dir, lang } = blockDirection(language);
  return (
    <p dir={dir} lang={lang} className={`whitespace-pre-line [overflow-wrap:anywhere] ${className}`}>
      {linkPieces(body).map((piece, index) =>
        piece.href ? (
          <a key={index} href={piece.href} rel="nofollow ugc noopener" target="_blank" className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}
