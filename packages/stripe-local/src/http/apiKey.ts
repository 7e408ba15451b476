/** The secret key of a `/v1` request (Bearer or basic auth), refused with Stripe's 401 answers. */
import { type IncomingMessage } from "node:http";
import { StripeLocalError } from "../errors";

/** `accepted`: the only key allowed; without it any `sk_test_...` or `rk_test_...` key is. */
export function checkApiKey(req: IncomingMessage, accepted: string | undefined): string {
  const header = req.headers.authorization ?? "";
  let key = "";
  if (/^bearer /i.test(header)) key = header.slice(7).trim();
  else if (/^basic /i.test(header))
    key = Buffer.from(header.slice(6).trim(), "base64").toString("utf8").split(":")[0] ?? "";
  if (!key) {
    throw new StripeLocalError(
      401,
      "invalid_request_error",
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  const isAccepted = accepted ? key === accepted : /^(sk|rk)_test_\w+$/.test(key);
  if (!isAccepted) {
    throw new StripeLocalError(
      401,
      "invalid_request_error",
      `Invalid API Key provided: ${maskKey(key)}`,
      "api_key_invalid",
    );
  }
  return key;
}

/** A key as Stripe's messages show it: its first 8 and last 4 characters. */
export const maskKey = (key: string) => `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
