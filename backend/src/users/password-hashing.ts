import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes); ~25 ms a hash here. */
export const hashPassword = (password: string) => hash(password, { algorithm: Algorithm.Argon2id });
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);
