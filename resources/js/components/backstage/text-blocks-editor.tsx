import type { TextBlock } from '../../../../server/features/lectures/text-blocks';
import { BlocksEditor, BlockText } from './blocks-editor';
import { useT } from '../../i18n/i18n-context';

export type { TextBlock };
type Language = TextBlock['language'];

const LABELS = { somali: 'lyrics.lang.somali', arabic: 'lyrics.lang.arabic', english: 'lyrics.lang.english' } as const satisfies Record<Language, string>;

interface TextBlocksEditorProps {
  id: string;
  blocks: TextBlock[];
  onChange: (blocks: TextBlock[]) => void;
  languages: readonly Language[];
  max: number;
  /** Field errors by block (`translation.2.content`) and for the whole list. */
  errors: Record<string, string | undefined>;
}

/**
 * A lecture's translation in the shared block editor: each block names its language (somali,
 * arabic or english, always one) and holds plain text; an Arabic block is typed right to left.
 */
export function TextBlocksEditor({ id, blocks, onChange, languages, max, errors }: TextBlocksEditorProps) {
  const t = useT();
  return (
    <BlocksEditor
      id={id}
      testId="text-block"
      blocks={blocks}
      onChange={onChange}
      max={max}
      empty={t('backstage.blocks.textEmpty')}
      add={languages.map((language) => ({ label: t('backstage.blocks.textBlock', { language: t(LABELS[language]) }), make: (): TextBlock => ({ language, type: 'text', content: '' }) }))}
      language={(block) => ({ value: block.language, options: languages, optional: false, set: (language) => ({ ...block, language: language ?? block.language }) })}
      errorOf={(index) => errors[`translation.${index}.content`] ?? errors[`translation.${index}.language`]}
      body={(block, index, replace) => (
        <BlockText
          id={`${id}-${index}-content`}
          label={t('backstage.blocks.textOf', { n: index + 1, language: t(LABELS[block.language]) })}
          value={block.content}
          onChange={(content) => replace({ ...block, content })}
          language={block.language}
          invalid={!!(errors[`translation.${index}.content`] ?? errors[`translation.${index}.language`])}
        />
      )}
    />
  );
}
