import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends the same time, so timing does not reveal accounts. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash) return verify(storedHash, password);
  dummyHash ??= hashPassword('not-a-real-password-1A!');
  await verify(await dummyHash, password);
  return false;
}
