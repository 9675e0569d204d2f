// The tablet's play device id: random, made once and kept in localStorage, sent with every play
// request. A session answers only the device that started it (the server refuses others with 423
// until an adult moves the session), so two tablets on one link never both record.
/** The contract's PLAY_DEVICE_HEADER (not imported: the page's bundle stays free of zod). */
export const PLAY_DEVICE_HEADER = 'x-play-device';
const STORAGE_KEY = 'cogniplay.playDevice';
/** The contract's PLAY_DEVICE_PATTERN. */
export const DEVICE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** 16 random bytes in base64url (22 characters). */
export function newDeviceId(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(16);
  random(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

let fallback: string | undefined;

/**
 * This browser's device id, made the first time. Without storage (a private window that refuses
 * it) it lasts as long as the page: a reload then counts as another device.
 */
export function playDeviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage(),
): string {
  const kept = storage?.getItem(STORAGE_KEY);
  if (kept && DEVICE_PATTERN.test(kept)) return kept;
  const id = newDeviceId();
  try {
    storage?.setItem(STORAGE_KEY, id);
    if (storage) return id;
  } catch {
    // Storage full or refused: keep it for this page.
  }
  fallback ??= id;
  return fallback;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The header every play request carries. */
export const deviceHeader = (): Record<string, string> => ({
  [PLAY_DEVICE_HEADER]: playDeviceId(),
});
