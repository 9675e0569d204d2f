import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/idp/password.ts';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const hash = await hashPassword('s3cret passphrase');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('s3cret passphrase')).not.toBe(hash);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret passphrase');
    expect(await verifyPassword('s3cret passphrase', hash)).toBe(true);
    expect(await verifyPassword('s3cret passphrasE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('refuses malformed hashes instead of throwing', async () => {
    for (const hash of [
      '',
      'bcrypt$x',
      'scrypt$0$8$1$c2FsdA$aGFzaA',
      'scrypt$abc$8$1$c2FsdA$aGFzaA',
      'scrypt$16384$8$1$$',
    ]) {
      expect(await verifyPassword('anything', hash)).toBe(false);
    }
  });
});
