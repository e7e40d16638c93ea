import type { ElementType, ReactNode } from 'react';

/**
 * Arabic set right to left, in the Arabic font stack, on its own element: a page keeps its own
 * direction and only the Arabic runs the other way (a title's translation, a scholar's name, one
 * block of a lecture's translation).
 */
export function ArabicText({ as: Tag = 'span', className = '', children }: { as?: ElementType; className?: string; children: ReactNode }) {
  return (
    <Tag dir="rtl" lang="ar" className={`font-arabic ${className}`}>
      {children}
    </Tag>
  );
}
