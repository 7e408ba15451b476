import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { localPushCertificate } from "../../../scripts/stack/localPushCertificate";

/** One push the service received, decrypted (RFC 8291), with the VAPID key it was signed with (RFC 8292). */
export interface ReceivedPush {
  device: string;
  payload: unknown;
  vapidPublicKey: string;
  /** The VAPID token's audience (the push service's origin) and subject. */
  claims: { aud: string; sub: string };
  headers: { ttl: string | undefined; topic: string | undefined; urgency: string | undefined };
}

/** A device as the browser would give it: the subscription it sends, and the keys it decrypts with. */
export interface TestDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** Decrypts an `aes128gcm` Web Push body for the device (RFC 8291 §3.4 and RFC 8188, one record). */
export function decryptPush(body: Buffer, device: Pick<TestDevice, "ecdh" | "auth">): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const devicePublic = device.ecdh.getPublicKey();
  const sharedSecret = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), devicePublic, serverPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(device.auth, sharedSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "binary")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "binary")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("The push's last record has no 0x02 delimiter");
  return padded.subarray(0, end);
}

/** Checks the `Authorization: vapid t=<JWT>, k=<key>` header: an ES256 token signed by that key (RFC 8292). */
function readVapid(header: string | undefined): { key: string; claims: { aud: string; sub: string } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`No VAPID authorization: ${header}`);
  const [head, claims, signature] = match[1].split(".");
  const point = Buffer.from(match[2], "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const isSigned = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature ?? "", "base64url"),
  );
  if (!isSigned) throw new Error("The VAPID token's signature does not verify");
  return {
    key: match[2],
    claims: JSON.parse(Buffer.from(claims ?? "", "base64url").toString()) as { aud: string; sub: string },
  };
}

/**
 * A push service on https://127.0.0.1 (the stack's functions trust its certificate): each device
 * has an endpoint here; the service decrypts what it receives with the device's keys, or answers
 * as told (410 for a device whose subscription expired).
 */
export async function startLocalPushService() {
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server: Server = createServer(
    {
      cert: readFileSync(localPushCertificate().cert),
      key: readFileSync(localPushCertificate().key),
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const name = decodeURIComponent((req.url ?? "").replace(/^\/push\//, ""));
        const device = devices.get(name);
        const answer = answers.get(name) ?? 201;
        if (!device || req.method !== "POST") {
          res.writeHead(404).end();
          return;
        }
        if (answer !== 201) {
          res.writeHead(answer).end();
          return;
        }
        try {
          if (req.headers["content-encoding"] !== "aes128gcm")
            throw new Error(`Content-Encoding ${req.headers["content-encoding"]}`);
          const vapid = readVapid(req.headers.authorization);
          const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString("utf8")) as unknown;
          received.push({
            device: name,
            payload,
            vapidPublicKey: vapid.key,
            claims: vapid.claims,
            headers: {
              ttl: req.headers.ttl as string | undefined,
              topic: req.headers.topic as string | undefined,
              urgency: req.headers.urgency as string | undefined,
            },
          });
          res.writeHead(201).end();
        } catch (error) {
          problems.push(`${name}: ${String(error)}`);
          res.writeHead(400).end();
        }
      });
    },
  );
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** What the service could not read (a wrong encryption or signature). */
    problems,
    /** A new device with its endpoint here (answering 201 unless told otherwise). */
    device(name: string, answer = 201): TestDevice {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device = {
        name,
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey("base64url"), auth: auth.toString("base64url") },
        },
      };
      devices.set(name, device);
      answers.set(name, answer);
      return device;
    },
    /** What the device's endpoint answers from now on (201, 410, 503, ...). */
    answer(name: string, status: number) {
      answers.set(name, status);
    },
    receivedBy: (name: string) => received.filter((push) => push.device === name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
