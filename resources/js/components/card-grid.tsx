import type { LiHTMLAttributes, ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  /** The grid's columns and gaps: each list sets its own. */
  className: string;
  renderItem: (item: T) => ReactNode;
  /** Attributes of an item's <li> (an artist's past events are faded, for one). */
  itemProps?: (item: T) => LiHTMLAttributes<HTMLLIElement>;
}

/** A list of cards laid out as a grid, one <li> a card keyed by the item's id. */
export function CardGrid<T extends { id: number | string }>({ items, className, renderItem, itemProps }: CardGridProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} {...itemProps?.(item)}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
