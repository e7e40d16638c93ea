/**
 * Data saver (issue: light on data): the player plays the 48 kbps rendition and images come in smaller
 * widths. The listener's choice is kept in this browser; without one, the browser's own saving mode
 * decides (Save-Data, which Chromium-based browsers send and expose as `connection.saveData`), or a 2G
 * connection. The choice is also kept in the `data_saver` cookie, so the server renders the first page
 * of a visit with small images already (server/http/save-data.ts).
 */
export type DataSaverChoice = 'on' | 'off' | 'auto';

const KEY = 'data_saver';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function dataSaverChoice(): DataSaverChoice {
  const value = storage()?.getItem(KEY);
  return value === 'on' || value === 'off' ? value : 'auto';
}

export function setDataSaverChoice(choice: DataSaverChoice): void {
  try {
    if (choice === 'auto') storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, choice);
  } catch {
    // Storage full or blocked: the choice lasts for this page.
  }
  writeCookie(choice);
  for (const listener of listeners) listener();
}

const COOKIE = /(?:^|;\s*)data_saver=(on|off)(?:;|$)/;

function writeCookie(choice: DataSaverChoice) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = choice === 'auto' ? `${KEY}=; Path=/; Max-Age=0; SameSite=Lax${secure}` : `${KEY}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** At start-up: a choice made before the cookie existed (or whose cookie was cleared) reaches the server again. */
export function syncDataSaverCookie(): void {
  if (typeof document === 'undefined') return;
  const choice = dataSaverChoice();
  const cookie = COOKIE.exec(document.cookie)?.[1] ?? 'auto';
  if (cookie !== choice) writeCookie(choice);
}

/** Whether the browser asks to save data: the Save-Data setting, or a 2G-speed connection. */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

export function dataSaverOn(): boolean {
  const choice = dataSaverChoice();
  return choice === 'on' || (choice === 'auto' && browserSavesData());
}

const listeners = new Set<() => void>();
/** For the menu's switch: told whenever the choice changes. */
export function onDataSaverChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
