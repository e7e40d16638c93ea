import { describe, expect, it } from 'vitest';
import { assertSafeMediaKey, newMediaKey, UnsafeMediaKey } from '../../server/services/storage/media-key';

describe('media keys', () => {
  it('are new random names under their folder, with the extension the content check found', () => {
    const key = newMediaKey('images/artists', '.PNG');
    expect(key).toMatch(/^images\/artists\/[0-9a-f]{32}\.png$/);
    expect(newMediaKey('audio', 'mp3')).toMatch(/^audio\/[0-9a-f]{32}\.mp3$/);
  });

  it('are never the same twice, so a cached URL always means the same bytes', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newMediaKey('audio', 'mp3')));
    expect(keys.size).toBe(1000);
  });

  it.each([
    ['..', "may not hold '.' or '..'"],
    ['images/../../etc', "may not hold '.' or '..'"],
    ['/etc', 'must be relative'],
    ['images\\artists', 'backslash'],
    ['images\0', 'NUL'],
    ['', 'must be words'],
    ['images//artists', 'must be words'],
    ['images/artists/', 'must be words'],
    ['cdn.example.com', 'must be words'],
    ['images/ artists', 'must be words'],
  ])('refuses the folder %j (%s)', (folder, reason) => {
    expect(() => newMediaKey(folder, 'png')).toThrowError(UnsafeMediaKey);
    expect(() => newMediaKey(folder, 'png')).toThrowError(reason);
  });

  it('refuses an extension that is not a plain one', () => {
    for (const extension of ['', 'png/../x', 'p.ng', 'averyverylongone']) {
      expect(() => newMediaKey('images', extension), extension).toThrowError(UnsafeMediaKey);
    }
  });

  it('lets drivers touch the keys /media would serve and nothing else', () => {
    expect(() => assertSafeMediaKey('demo/images/artists/hodan-abdi.svg')).not.toThrow();
    for (const key of ['/abs.png', '../up.png', 'a/./b.png', 'a//b.png', '.env', 'a\\b.png', 'a/\0b.png', '']) {
      expect(() => assertSafeMediaKey(key), JSON.stringify(key)).toThrowError(UnsafeMediaKey);
    }
  });
});
