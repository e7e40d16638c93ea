import type { ComponentType, ReactNode } from 'react';
import { Cover } from './cover';

interface DetailHeroProps {
  image: string | null;
  /** Seeds the placeholder's colours when there is no picture. */
  name: string;
  shape?: 'square' | 'round' | 'poster';
  icon?: ComponentType<{ className?: string }>;
  /** The small line above the title: what this is ("Album · Heesaa"). */
  eyebrow?: ReactNode;
  title: string;
  /** Lines under the title: who, when, how many. */
  children?: ReactNode;
  /** Buttons under the facts. */
  actions?: ReactNode;
  /** An optional accent colour for the band (genres). */
  accent?: string | null;
}

const SHAPES = {
  square: 'aspect-square w-44 rounded-2xl sm:w-56',
  round: 'aspect-square w-40 rounded-full ring-4 ring-white/70 sm:w-52',
  poster: 'aspect-[2/3] w-40 rounded-2xl sm:w-52',
};

/** The widths of SHAPES in CSS pixels (Tailwind's `sm` is 640 px), for the picture's `sizes`. */
const SIZES = {
  square: '(min-width: 640px) 224px, 176px',
  round: '(min-width: 640px) 208px, 160px',
  poster: '(min-width: 640px) 208px, 160px',
};

/** The top band of an entity page: its picture beside its name, facts and actions. */
export function DetailHero({ image, name, shape = 'square', icon, eyebrow, title, children, actions, accent }: DetailHeroProps) {
  return (
    <header
      className="relative isolate overflow-hidden border-b border-sand-200 bg-linear-to-b from-sand-100 to-sand-50"
      style={accent ? { backgroundImage: `linear-gradient(to bottom, color-mix(in srgb, ${accent} 18%, transparent), transparent)` } : undefined}
    >
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-8 text-center sm:flex-row sm:items-end sm:gap-8 sm:px-6 sm:py-12 sm:text-left lg:px-8">
        <div className={`shrink-0 overflow-hidden shadow-xl ring-1 ring-black/5 ${SHAPES[shape]}`}>
          <Cover src={image} seed={name} icon={icon} width={416} height={shape === 'poster' ? 624 : 416} sizes={SIZES[shape]} priority className="size-full" />
        </div>
        <div className="min-w-0 flex-1">
          {eyebrow && <p className="text-xs font-semibold tracking-[0.14em] text-teal-700 uppercase">{eyebrow}</p>}
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-balance wrap-anywhere text-stone-900 sm:text-4xl lg:text-5xl">{title}</h1>
          {children && <div className="mt-3 space-y-1 text-stone-600">{children}</div>}
          {actions && <div className="mt-5 flex flex-wrap justify-center gap-3 sm:justify-start">{actions}</div>}
        </div>
      </div>
    </header>
  );
}
