import { Cover } from './cover';

interface ThumbLabelProps {
  image: string | null | undefined;
  name: string;
  /** The smaller line under the name (what it is, who sings it). */
  detail: string;
  /** The text takes the row's free width (buttons follow it). */
  grow?: boolean;
}

/** A small square picture beside a name and a line under it: a search suggestion, an entry of "Up next". */
export function ThumbLabel({ image, name, detail, grow = false }: ThumbLabelProps) {
  return (
    <>
      <Cover src={image} seed={name} width={40} height={40} className="aspect-square w-10 shrink-0 rounded-lg" />
      <span className={grow ? 'min-w-0 flex-1' : 'min-w-0'}>
        <span className="block truncate text-sm font-semibold text-stone-900">{name}</span>
        <span className="block truncate text-xs text-stone-500">{detail}</span>
      </span>
    </>
  );
}
