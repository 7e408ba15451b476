import { GIFT_PAGE_LOADS_PER_IP, isReleased } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import type { RateLimitRule } from "../http/rateLimits";
import { orderReads, type OrderRecord } from "../orders";
import { giftUnavailable, gifts } from "./gifts";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** Loads (and first openings) of gift pages per network address. */
export const GIFT_PAGE_RATE_LIMIT: RateLimitRule = {
  name: "gift-page",
  limit: GIFT_PAGE_LOADS_PER_IP,
  windowMs: 10 * 60 * 1000,
};

export const giftsOf = ({ db, config }: Pick<Dependencies, "db" | "config">) => gifts({ db, siteUrl: config.siteUrl });

/** The sent gift of `token` with its order's delivered song; 404 `gift_unavailable` otherwise. */
export async function requireLiveGift(context: Pick<Dependencies, "db" | "config">, token: string) {
  const gift = TOKEN_PATTERN.test(token) ? await giftsOf(context).findByToken(token) : null;
  const order = gift ? await orderReads(context.db).get(gift.orderId) : null;
  if (!gift || !order || order.status === "cancelled" || !isReleased(order) || !order.songPath) throw giftUnavailable();
  return { gift, order: order as OrderRecord & { songPath: string } };
}
