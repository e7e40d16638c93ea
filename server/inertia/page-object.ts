import { InertiaProp, resolveValue } from './props';

export interface PageObject {
  component: string;
  props: Record<string, unknown> & { errors: unknown };
  url: string;
  version: string;
  clearHistory?: true;
  encryptHistory?: true;
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
  matchPropsOn?: string[];
  deferredProps?: Record<string, string[]>;
  sharedProps?: string[];
  flash?: Record<string, unknown>;
}

export interface PartialRequest {
  component?: string;
  only: string[];
  except: string[];
  reset: string[];
}

export interface BuildPageInput {
  component: string;
  url: string;
  version: string;
  shared: Record<string, unknown>;
  props: Record<string, unknown>;
  errors: unknown;
  partial: PartialRequest;
  flash?: Record<string, unknown>;
  clearHistory?: boolean;
  encryptHistory?: boolean;
}

const list = (header: string | undefined): string[] =>
  header ? header.split(',').map((s) => s.trim()).filter(Boolean) : [];

export function readPartialHeaders(get: (name: string) => string | undefined): PartialRequest {
  return {
    component: get('X-Inertia-Partial-Component'),
    only: list(get('X-Inertia-Partial-Data')),
    except: list(get('X-Inertia-Partial-Except')),
    reset: list(get('X-Inertia-Reset')),
  };
}

/**
 * Builds the page object: merges shared props under page props, applies partial reload rules,
 * leaves out optional and deferred props on normal visits, and evaluates only what is sent.
 */
export async function buildPageObject(input: BuildPageInput): Promise<PageObject> {
  const all: Record<string, unknown> = { ...input.shared, ...input.props };
  const isPartial = Boolean(input.partial.component) && input.partial.component === input.component;

  const sentKeys = Object.keys(all).filter((key) => {
    const prop = all[key];
    const loading = prop instanceof InertiaProp ? prop.options.loading : 'eager';
    if (loading === 'always') return true;
    if (!isPartial) return loading === 'eager';
    if (input.partial.only.length && !input.partial.only.includes(key)) return false;
    return !input.partial.except.includes(key);
  });

  const props: Record<string, unknown> = {};
  await Promise.all(
    sentKeys.map(async (key) => {
      props[key] = await resolveValue(all[key]);
    }),
  );
  const page: PageObject = {
    component: input.component,
    props: { ...props, errors: input.errors ?? {} },
    url: input.url,
    version: input.version,
  };

  const mergeLists = { append: [] as string[], prepend: [] as string[], deep: [] as string[], matchOn: [] as string[] };
  for (const key of sentKeys) {
    const prop = all[key];
    if (!(prop instanceof InertiaProp) || !prop.options.merge || input.partial.reset.includes(key)) continue;
    mergeLists[prop.options.merge].push(key);
    for (const field of prop.options.matchOn ?? []) mergeLists.matchOn.push(`${key}.${field}`);
  }
  if (mergeLists.append.length) page.mergeProps = mergeLists.append;
  if (mergeLists.prepend.length) page.prependProps = mergeLists.prepend;
  if (mergeLists.deep.length) page.deepMergeProps = mergeLists.deep;
  if (mergeLists.matchOn.length) page.matchPropsOn = mergeLists.matchOn;

  if (!isPartial) {
    const deferred: Record<string, string[]> = {};
    for (const [key, prop] of Object.entries(all)) {
      if (prop instanceof InertiaProp && prop.options.loading === 'defer') {
        (deferred[prop.options.group ?? 'default'] ??= []).push(key);
      }
    }
    if (Object.keys(deferred).length) page.deferredProps = deferred;
  }

  const sharedKeys = Object.keys(input.shared).filter((key) => !(key in input.props) && key in props);
  if (sharedKeys.length) page.sharedProps = sharedKeys;
  if (input.flash && Object.keys(input.flash).length) page.flash = input.flash;
  if (input.clearHistory) page.clearHistory = true;
  if (input.encryptHistory) page.encryptHistory = true;
  return page;
}
