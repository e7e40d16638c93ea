import { Section, type SectionProps } from './section';
import { CardGrid, type CardGridProps } from './card-grid';

type CardSectionProps<T> = Omit<SectionProps, 'children'> & Omit<CardGridProps<T>, 'className'> & {
  /** The grid's columns and gaps (the section's own className places the band). */
  grid: string;
};

/** A band of a page holding a grid of cards, left out when there are none. */
export function CardSection<T extends { id: number | string }>({ items, grid, renderItem, itemProps, ...section }: CardSectionProps<T>) {
  if (items.length === 0) return null;
  return (
    <Section {...section}>
      <CardGrid items={items} className={grid} renderItem={renderItem} itemProps={itemProps} />
    </Section>
  );
}
