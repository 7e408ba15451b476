/** The `Stripe-Signature: t=<ts>,v1=<hmac>` header every webhook delivery carries. */
import { createHmac } from "node:crypto";

/** Stripe's scheme: HMAC-SHA256 of `${timestamp}.${payload}` with the endpoint secret, hex. */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}
