import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashString, Random } from '../support/random';

type Shape = 'square' | 'portrait' | 'poster' | 'banner';

const SIZES: Record<Shape, [number, number]> = {
  square: [600, 600],
  portrait: [600, 600],
  poster: [600, 900],
  banner: [1200, 630],
};

/**
 * Draws the demo artwork as small SVG files: a two-colour gradient, a geometric pattern and the
 * initials, all derived from the slug so every run draws the same picture. Files land under
 * `<storage>/media/demo/images/<folder>/`; the database stores `demo/images/<folder>/<slug>.svg`,
 * which is how the app stores every image path (relative, no host).
 */
export class DemoImages {
  count = 0;

  constructor(private readonly mediaRoot: string) {}

  /** Album, song, playlist, podcast, topic artwork. */
  cover(folder: string, slug: string, title: string): string {
    return this.write(folder, slug, 'square', title);
  }

  /** Artists and scholars: a head-and-shoulders silhouette behind the initials. */
  portrait(folder: string, slug: string, name: string): string {
    return this.write(folder, slug, 'portrait', name);
  }

  /** Event posters: tall, with the title spelled out. */
  poster(folder: string, slug: string, title: string, caption: string): string {
    return this.write(folder, slug, 'poster', title, caption);
  }

  /** Story headers and promo banners: wide, with the title spelled out. */
  banner(folder: string, slug: string, title: string): string {
    return this.write(folder, slug, 'banner', title, title);
  }

  private write(folder: string, slug: string, shape: Shape, title: string, caption?: string): string {
    const relative = `demo/images/${folder}/${slug}.svg`;
    const file = path.join(this.mediaRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, draw(slug, shape, title, caption));
    this.count++;
    return relative;
  }
}

function draw(slug: string, shape: Shape, title: string, caption?: string): string {
  const [width, height] = SIZES[shape];
  const random = new Random(`image:${slug}`);
  const hue = hashString(slug) % 360;
  const from = hslToHex(hue, 65, 42);
  const to = hslToHex((hue + 40 + random.int(0, 80)) % 360, 70, 22);
  const size = Math.min(width, height);
  const parts: string[] = [pattern(random, width, height)];
  if (shape === 'portrait') {
    parts.push(
      `<circle cx="${width / 2}" cy="${height * 0.4}" r="${size * 0.2}" fill="#fff" fill-opacity="0.18"/>`,
      `<ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${size * 0.36}" ry="${size * 0.32}" fill="#fff" fill-opacity="0.18"/>`,
    );
  }
  const initialsY = shape === 'portrait' ? height * 0.47 : caption ? height * 0.42 : height * 0.58;
  parts.push(
    `<text x="50%" y="${initialsY}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
      `font-weight="700" font-size="${size * 0.24}" fill="#fff">${escapeXml(initials(title))}</text>`,
  );
  if (caption) {
    parts.push(
      `<text x="50%" y="${height * 0.72}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
        `font-size="${Math.round(size * 0.055)}" fill="#fff">${escapeXml(truncate(caption, 38))}</text>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}

/** Rings, triangles or stripes in translucent white; which one also comes from the slug. */
function pattern(random: Random, width: number, height: number): string {
  const kind = random.int(0, 2);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const r = random.int(30, Math.round(Math.min(width, height) / 3));
    const opacity = (random.int(5, 14) / 100).toFixed(2);
    if (kind === 0) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="${random.int(4, 18)}" stroke-opacity="${opacity}"/>`);
    } else if (kind === 1) {
      shapes.push(`<polygon points="${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}" fill="#fff" fill-opacity="${opacity}"/>`);
    } else {
      shapes.push(`<rect x="${x - width}" y="${y}" width="${width * 2}" height="${r / 3}" fill="#fff" fill-opacity="${opacity}" transform="rotate(-30 ${x} ${y})"/>`);
    }
  }
  return shapes.join('\n');
}

function initials(text: string): string {
  const words = text.replace(/['’]/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Hex colours, because some SVG consumers (and image proxies) still reject hsl(). */
function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
