import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** A TOTP secret encrypted with AES-256-GCM: base64 nonce, authentication tag and ciphertext. */
export interface EncryptedSecret {
  iv: string;
  tag: string;
  data: string;
}

const ALGORITHM = "aes-256-gcm";

/**
 * Encrypts a secret for storage. `owner` (the admin's uid) is bound as associated data, so a stored
 * secret copied onto another account does not decrypt.
 */
export function encryptSecret(keyHex: string, secret: string, owner: string): EncryptedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, Buffer.from(keyHex, "hex"), iv);
  cipher.setAAD(Buffer.from(owner));
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return { iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), data: data.toString("base64") };
}

/** Throws when the key, the owner or the stored bytes do not match. */
export function decryptSecret(keyHex: string, stored: EncryptedSecret, owner: string): string {
  const decipher = createDecipheriv(ALGORITHM, Buffer.from(keyHex, "hex"), Buffer.from(stored.iv, "base64"));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(Buffer.from(stored.tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(stored.data, "base64")), decipher.final()]).toString("utf8");
}
