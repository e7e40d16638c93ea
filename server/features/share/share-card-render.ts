import sharp, { type OverlayOptions } from 'sharp';
import type { ShareSubject } from './share-subjects';

/** OpenGraph's large image: what WhatsApp, Telegram, X and Facebook show full width. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * Faces for every script we print; fontconfig falls back per character, so Arabic in a Somali title
 * takes an Arabic face. Pango (in sharp's libvips) shapes Arabic and lays out mixed directions.
 */
const FONT_FAMILIES = 'Noto Sans,DejaVu Sans';

const COLOURS = {
  backgroundFrom: '#134e4a',
  backgroundTo: '#0b2f2c',
  label: '#99f6e4',
  title: '#ffffff',
  subtitle: '#ebdfca',
  quote: '#f5efe4',
  brand: '#5eead4',
  placeholder: '#0f766e',
};

const MARGIN = 72;
const COVER_SIZE = 440;

/** A picture for the card, already decoded and checked (share-card-image.ts), or null for the placeholder. */
export type CardPicture = Buffer | null;

/**
 * The 1200x630 PNG of a page: the cover on the left, the kind of page, the title, the subtitle and,
 * for songs, the first line of the lyrics on the right, the site's name at the foot.
 */
export async function renderPageCard(subject: ShareSubject, picture: CardPicture, site: string): Promise<Buffer> {
  const columnLeft = MARGIN + COVER_SIZE + 56;
  const columnWidth = CARD_WIDTH - columnLeft - MARGIN;
  const cover = await coverTile(picture, subject.title, COVER_SIZE);

  const stack: TextBlock[] = [
    { text: subject.label.toUpperCase(), size: 26, bold: true, colour: COLOURS.label, maxLines: 1 },
    { text: subject.title, size: 58, minSize: 40, bold: true, colour: COLOURS.title, maxLines: 3, gapBefore: 14 },
  ];
  if (subject.subtitle) stack.push({ text: subject.subtitle, size: 34, minSize: 28, colour: COLOURS.subtitle, maxLines: 2, gapBefore: 14 });
  if (subject.quote.length) {
    const [open, close] = subject.quoteRtl ? ['«', '»'] : ['“', '”'];
    stack.push({ text: `${open}${subject.quote.join(' / ')}${close}`, size: 30, minSize: 26, italic: true, colour: COLOURS.quote, maxLines: 2, gapBefore: 30, rtl: subject.quoteRtl });
  }
  const texts = await layOut(stack, columnWidth);
  const textHeight = texts.reduce((sum, text) => sum + text.gapBefore + text.height, 0);
  const brand = await brandLine(site);

  const layers: OverlayOptions[] = [{ input: cover, left: MARGIN, top: Math.round((CARD_HEIGHT - COVER_SIZE) / 2) }];
  let top = Math.max(MARGIN, Math.round((CARD_HEIGHT - textHeight - brand.height - 40) / 2));
  for (const text of texts) {
    top += text.gapBefore;
    layers.push({ input: text.png, left: text.rtl ? columnLeft + columnWidth - text.width : columnLeft, top });
    top += text.height;
  }
  layers.push({ input: brand.png, left: columnLeft, top: CARD_HEIGHT - MARGIN - brand.height });
  return background().composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * A lyric card: up to four lines of lyrics large over the song's cover (blurred and darkened), the
 * song and artist with a small cover at the foot.
 */
export async function renderLyricCard(subject: ShareSubject, picture: CardPicture, site: string): Promise<Buffer> {
  const width = CARD_WIDTH - 2 * MARGIN;
  const footCover = 96;
  const footTop = CARD_HEIGHT - MARGIN - footCover;
  const brand = await brandLine(site);
  const [[lines], [song]] = await Promise.all([
    layOut([{ text: subject.quote.join('\n'), size: 52, minSize: 30, bold: true, colour: COLOURS.title, maxLines: 8, maxHeight: footTop - 40 - MARGIN, rtl: subject.quoteRtl, lineGap: 8 }], width),
    layOut([{ text: [subject.title, subject.subtitle].filter(Boolean).join(' · '), size: 30, minSize: 24, bold: true, colour: COLOURS.subtitle, maxLines: 1 }], width - footCover - 24 - brand.width - 40),
  ]);
  if (!lines || !song) throw new Error('layOut returns one text per block');
  const linesTop = Math.max(MARGIN, Math.round((footTop - 40 - lines.height + MARGIN) / 2));

  const base = picture ? sharp(await blurredBackdrop(picture)) : background();
  return base
    .composite([
      { input: lines.png, left: subject.quoteRtl ? MARGIN + width - lines.width : MARGIN, top: linesTop },
      { input: await coverTile(picture, subject.title, footCover, 12), left: MARGIN, top: footTop },
      { input: song.png, left: MARGIN + footCover + 24, top: footTop + Math.round((footCover - song.height) / 2) },
      { input: brand.png, left: CARD_WIDTH - MARGIN - brand.width, top: footTop + Math.round((footCover - brand.height) / 2) },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function background() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.backgroundFrom}"/><stop offset="1" stop-color="${COLOURS.backgroundTo}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** The cover filling the card, blurred and dimmed so white lyrics read on any picture. */
async function blurredBackdrop(picture: Buffer): Promise<Buffer> {
  return sharp(picture)
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
    .blur(24)
    .modulate({ brightness: 0.45, saturation: 0.8 })
    .flatten({ background: COLOURS.backgroundTo })
    .png()
    .toBuffer();
}

/** The cover as a rounded square, or the title's initial on the brand colour when there is none. */
async function coverTile(picture: CardPicture, title: string, size: number, radius = 28): Promise<Buffer> {
  const square = picture
    ? await sharp(picture).resize(size, size, { fit: 'cover' }).flatten({ background: COLOURS.placeholder }).png().toBuffer()
    : await initialTile(title, size);
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" ry="${radius}"/></svg>`);
  return sharp(square).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
}

async function initialTile(title: string, size: number): Promise<Buffer> {
  const initial = Array.from(title.trim())[0]?.toUpperCase() ?? '♪';
  const letter = await textPng({ text: initial, size: Math.round(size * 0.45), bold: true, colour: COLOURS.label }, size);
  const meta = await sharp(letter).metadata();
  return sharp({ create: { width: size, height: size, channels: 4, background: COLOURS.placeholder } })
    .composite([{ input: letter, left: Math.max(0, Math.round((size - (meta.width ?? 0)) / 2)), top: Math.max(0, Math.round((size - (meta.height ?? 0)) / 2)) }])
    .png()
    .toBuffer();
}

async function brandLine(site: string) {
  const [brand] = await layOut([{ text: site, size: 28, bold: true, colour: COLOURS.brand, maxLines: 1 }], 420);
  return brand!;
}

interface TextBlock {
  text: string;
  size: number;
  /** The smallest size to shrink to before words are cut. */
  minSize?: number;
  bold?: boolean;
  italic?: boolean;
  colour: string;
  maxLines: number;
  /** A bound in pixels tighter than maxLines at the block's first size. */
  maxHeight?: number;
  gapBefore?: number;
  rtl?: boolean;
  lineGap?: number;
}

interface LaidOutText {
  png: Buffer;
  width: number;
  height: number;
  gapBefore: number;
  rtl: boolean;
}

/**
 * Each block set in the column: shrunk step by step until it fits its lines, then, at the smallest
 * size, shortened a word at a time with an ellipsis. Pango wraps; we only measure the result.
 */
async function layOut(blocks: TextBlock[], width: number): Promise<LaidOutText[]> {
  const laidOut: LaidOutText[] = [];
  for (const block of blocks) {
    const minSize = block.minSize ?? block.size;
    let text = block.text.length > 240 ? `${block.text.slice(0, 240)}…` : block.text;
    let size = block.size;
    for (;;) {
      const png = await textPng({ ...block, text, size }, width);
      const { width: w = 0, height: h = 0 } = await sharp(png).metadata();
      const lineHeight = size * 1.25 + (block.lineGap ?? 0);
      const fits = h <= Math.min(lineHeight * block.maxLines + size * 0.2, block.maxHeight ?? Infinity);
      if (fits || text.length <= 1) {
        laidOut.push({ png, width: w, height: h, gapBefore: block.gapBefore ?? 0, rtl: Boolean(block.rtl) });
        break;
      }
      if (size > minSize) size = Math.max(minSize, size - 4);
      else text = shortened(text);
    }
  }
  return laidOut;
}

/** Drops the last word (or, for one long word, the last character) and ends with an ellipsis. */
function shortened(text: string): string {
  const bare = text.replace(/…$/, '').trimEnd();
  const cut = bare.lastIndexOf(' ');
  return `${(cut > 0 ? bare.slice(0, cut) : Array.from(bare).slice(0, -1).join('')).trimEnd()}…`;
}

async function textPng(block: Pick<TextBlock, 'text' | 'size' | 'bold' | 'italic' | 'colour' | 'rtl' | 'lineGap'>, width: number): Promise<Buffer> {
  const style = [block.bold ? 'Bold' : '', block.italic ? 'Italic' : ''].filter(Boolean).join(' ');
  return sharp({
    text: {
      text: `<span foreground="${block.colour}">${escapeMarkup(block.text)}</span>`,
      font: `${FONT_FAMILIES} ${style} ${block.size}px`.replace(/\s+/g, ' '),
      width,
      rgba: true,
      wrap: 'word-char',
      align: block.rtl ? 'right' : 'left',
      spacing: block.lineGap ?? 0,
    },
  })
    .png()
    .toBuffer();
}

/**
 * Titles are written by staff and imported from feeds and news sites: Pango markup in them would be
 * obeyed, so the five markup characters are escaped and control characters (which Pango refuses) dropped.
 */
export function escapeMarkup(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
