import { describe, expect, it } from 'vitest';
import {
  PLAY_DEVICE_HEADER as CONTRACT_HEADER,
  PLAY_DEVICE_PATTERN as CONTRACT_PATTERN,
} from '@cogniplay/contract';
import { DEVICE_PATTERN, newDeviceId, PLAY_DEVICE_HEADER, playDeviceId } from './play-device';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('playDeviceId', () => {
  it('makes 16 random bytes in base64url of the contract’s form', () => {
    expect(newDeviceId((bytes) => bytes.fill(255))).toBe('_____________________w');
    expect(newDeviceId()).toMatch(CONTRACT_PATTERN);
    expect(newDeviceId()).not.toBe(newDeviceId());
  });

  it('is made once and kept: the same id on every later call', () => {
    const storage = memoryStorage();
    const first = playDeviceId(storage);
    expect(playDeviceId(storage)).toBe(first);
    expect([...storage.items.values()]).toEqual([first]);
  });

  it('replaces a kept value that is not a device id', () => {
    const storage = memoryStorage({ 'cogniplay.playDevice': 'broken' });
    expect(playDeviceId(storage)).toMatch(CONTRACT_PATTERN);
  });

  it('keeps one id for the page when storage refuses it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(playDeviceId(refusing)).toBe(playDeviceId(refusing));
  });

  it('uses the contract’s header and form', () => {
    expect(PLAY_DEVICE_HEADER).toBe(CONTRACT_HEADER);
    expect(DEVICE_PATTERN.source).toBe(CONTRACT_PATTERN.source);
  });
});
