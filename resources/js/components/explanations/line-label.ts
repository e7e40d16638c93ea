import type { Translate } from '@common/i18n/translator';

/** "Line 3" or "Lines 3–4": listeners count lines from 1, explanations from 0. */
export const lineLabel = (from: number, to: number, t: Translate) => (from === to ? t('explain.line', { line: from + 1 }) : t('explain.lines', { from: from + 1, to: to + 1 }));
