import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A link written in a Markdown file, as `[text](target)`. */
export interface MarkdownLink {
  line: number;
  target: string;
}

const FENCE = /^\s*(```|~~~)/;

/** The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) fenced = !fenced;
    else if (!fenced) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** Inline links and images outside code: what a reader can follow. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line, target: match[1]! });
  }
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown text offers, a repeated heading's with GitHub's -1, -2... */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * What is wrong with each link of one Markdown file of the repository: a target outside the
 * repository (a clone has nothing there), a missing file, or an anchor no heading of the target
 * gives. External links (a scheme: https:, mailto:) are not followed. `isIgnored` tells whether a
 * path is one git leaves out of a clone (a build output), which a link must not point at either.
 */
export function brokenLinks(root: string, file: string, isIgnored: (absolute: string) => boolean = () => false): string[] {
  const markdown = readFileSync(file, 'utf8');
  const name = path.relative(root, file);
  const problems: string[] = [];
  for (const { line, target } of markdownLinks(markdown)) {
    if (EXTERNAL.test(target)) continue;
    const [pathPart = '', anchor] = target.split('#', 2);
    const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
    const where = `${name}:${line} (${target})`;
    if (path.relative(root, resolved).startsWith('..')) problems.push(`${where}: outside the repository`);
    else if (!existsSync(resolved)) problems.push(`${where}: no such file`);
    else if (isIgnored(resolved)) problems.push(`${where}: ignored by git, so not in a clone`);
    else if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !markdownAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      problems.push(`${where}: no heading #${anchor}`);
    }
  }
  return problems;
}
