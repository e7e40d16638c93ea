import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pngClaiming } from '../helpers/png';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeImage } from '../../server/services/media-probe/image-probe';
import { MediaRefused } from '../../server/services/media-probe/probe-errors';

const dir = mkdtempSync(path.join(tmpdir(), 'hees-image-probe-'));
const file = (name: string) => path.join(dir, name);
const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1d6b5f' } });

/** A PNG that only claims its size in its header: the pixels that would follow are never there. */
const pngHeaderClaiming = (width: number, height: number) => pngClaiming(width, height, Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));

const refusal = async (name: string) => {
  const error = await probeImage(file(name)).catch((failure: unknown) => failure);
  expect(error, name).toBeInstanceOf(MediaRefused);
  return (error as MediaRefused).reason;
};

describe('checking an uploaded image by its bytes', () => {
  beforeAll(async () => {
    await canvas(640, 480).jpeg().toFile(file('photo.jpg'));
    await canvas(300, 200).png().toFile(file('cover.png'));
    await canvas(120, 90).webp().toFile(file('art.webp'));
    await canvas(64, 48).gif().toFile(file('anim.gif'));
    await canvas(80, 60).avif().toFile(file('modern.avif'));
    await canvas(32, 32).tiff().toFile(file('scan.tiff'));
    // Names that lie: the bytes decide.
    writeFileSync(file('really-a-png.jpg'), readFileSync(file('cover.png')));
    writeFileSync(file('notes.png'), 'These are my notes, not a picture.\n');
    writeFileSync(file('empty.png'), '');
    writeFileSync(file('logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');
    writeFileSync(file('logo-named.png'), readFileSync(file('logo.svg')));
    const jpeg = readFileSync(file('photo.jpg'));
    writeFileSync(file('cut.jpg'), jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    const png = readFileSync(file('cover.png'));
    writeFileSync(file('cut.png'), png.subarray(0, Math.floor(png.length * 0.6)));
    writeFileSync(file('bomb.png'), pngHeaderClaiming(100_000, 100_000));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['photo.jpg', { format: 'jpeg', width: 640, height: 480, extension: 'jpg', contentType: 'image/jpeg' }],
    ['cover.png', { format: 'png', width: 300, height: 200, extension: 'png', contentType: 'image/png' }],
    ['art.webp', { format: 'webp', width: 120, height: 90, extension: 'webp', contentType: 'image/webp' }],
    ['anim.gif', { format: 'gif', width: 64, height: 48, extension: 'gif', contentType: 'image/gif' }],
    ['modern.avif', { format: 'avif', width: 80, height: 60, extension: 'avif', contentType: 'image/avif' }],
    ['really-a-png.jpg', { format: 'png', width: 300, height: 200, extension: 'png', contentType: 'image/png' }],
  ])('accepts %s and reports what it is', async (name, expected) => {
    expect(await probeImage(file(name))).toEqual(expected);
  });

  it('refuses text named .png', async () => {
    expect(await refusal('notes.png')).toBe('The file is not an image: upload a JPEG, PNG, WebP, GIF or AVIF image.');
  });

  it('refuses an empty file', async () => {
    expect(await refusal('empty.png')).toBe('The file is empty.');
  });

  it('refuses SVG, which can carry scripts, whatever its name', async () => {
    expect(await refusal('logo.svg')).toMatch(/^SVG images are not accepted \(they can carry scripts\)/);
    expect(await refusal('logo-named.png')).toMatch(/^SVG images are not accepted/);
  });

  it('refuses other image formats by name', async () => {
    expect(await refusal('scan.tiff')).toBe('TIFF images are not accepted: upload a JPEG, PNG, WebP, GIF or AVIF image.');
  });

  it('refuses a truncated JPEG or PNG, whose header alone looks fine', async () => {
    expect(await refusal('cut.jpg')).toMatch(/^The JPEG image is damaged or incomplete/);
    expect(await refusal('cut.png')).toMatch(/^The PNG image is damaged or incomplete/);
  });

  it('refuses an image over 50 megapixels from its header, without decoding it', async () => {
    const started = performance.now();
    expect(await refusal('bomb.png')).toBe('The image is too large (100000×100000, 10000 megapixels); the limit is 50 megapixels.');
    // Decoding ten billion pixels would take minutes and tens of gigabytes; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('takes a lower pixel limit when asked', async () => {
    await expect(probeImage(file('photo.jpg'), { maxPixels: 100_000 })).rejects.toThrowError('The image is too large (640×480, 0 megapixels); the limit is 0.1 megapixels.');
  });
});
