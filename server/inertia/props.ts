/**
 * Prop helpers of the Inertia protocol. A page prop is either a plain value, a function (evaluated
 * only when the prop is sent), or one of these wrappers.
 */
export type Resolvable<T = unknown> = T | (() => T | Promise<T>);

export type MergeStrategy = 'append' | 'prepend' | 'deep';

interface PropOptions {
  /** optional: sent only when named in a partial reload. defer: like optional, but the client asks for it. */
  loading: 'eager' | 'optional' | 'defer' | 'always';
  group?: string;
  merge?: MergeStrategy;
  matchOn?: string[];
}

export class InertiaProp<T = unknown> {
  constructor(
    readonly value: Resolvable<T>,
    readonly options: PropOptions,
  ) {}

  /** The client merges this prop into what it already has instead of replacing it. */
  merge(matchOn?: string[]): InertiaProp<T> {
    return new InertiaProp(this.value, { ...this.options, merge: 'append', matchOn });
  }

  prepend(matchOn?: string[]): InertiaProp<T> {
    return new InertiaProp(this.value, { ...this.options, merge: 'prepend', matchOn });
  }

  deepMerge(matchOn?: string[]): InertiaProp<T> {
    return new InertiaProp(this.value, { ...this.options, merge: 'deep', matchOn });
  }
}

/** Absent from normal visits; present when a partial reload names it. */
export const optional = <T>(resolve: () => T | Promise<T>) => new InertiaProp(resolve, { loading: 'optional' });

/** Left out of the first response and fetched by the client right after, grouped by `group`. */
export const defer = <T>(resolve: () => T | Promise<T>, group = 'default') =>
  new InertiaProp(resolve, { loading: 'defer', group });

/** Sent on every response, even partial reloads that did not ask for it. */
export const always = <T>(value: Resolvable<T>) => new InertiaProp(value, { loading: 'always' });

export const merge = <T>(value: Resolvable<T>, matchOn?: string[]) =>
  new InertiaProp(value, { loading: 'eager', merge: 'append', matchOn });

export const prepend = <T>(value: Resolvable<T>, matchOn?: string[]) =>
  new InertiaProp(value, { loading: 'eager', merge: 'prepend', matchOn });

export const deepMerge = <T>(value: Resolvable<T>, matchOn?: string[]) =>
  new InertiaProp(value, { loading: 'eager', merge: 'deep', matchOn });

export async function resolveValue(value: unknown): Promise<unknown> {
  const raw = value instanceof InertiaProp ? value.value : value;
  return typeof raw === 'function' ? await (raw as () => unknown)() : raw;
}
