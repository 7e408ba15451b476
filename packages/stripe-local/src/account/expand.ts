/** Stripe's `expand[]`: ids in an answer replaced by the objects they name, and includable fields added. */
import { invalid } from "../errors";
import { type Account } from "./Account";
import { discountBreakdown } from "./discounts";
import { type Json } from "./records";

/**
 * Applies Stripe's `expand[]` paths (`line_items`, `payment_intent`, `payment_intent.latest_charge`,
 * `data.product`, `balance_transaction`, `data.source`, `promotion.coupon`...), and the fields
 * Stripe includes only on request (`total_details.breakdown`, a line item's `discounts`, a
 * coupon's `applies_to`).
 */
export function expand(account: Account, object: object, paths: readonly string[]): Json {
  const out = structuredClone(object) as Json;
  for (const path of paths) expandPath(account, out, path.split("."), path);
  return out;
}

/** The fields a node shows only when expanded: undefined when `head` is not one of them. */
function includable(account: Account, node: Json, head: string): unknown {
  if (head === "line_items" && node.object === "checkout.session") {
    const record = account.sessions.get(node.id as string);
    return {
      object: "list",
      data: structuredClone(record?.lineItems ?? []),
      has_more: false,
      url: `/v1/checkout/sessions/${node.id as string}/line_items`,
    };
  }
  if (head === "discounts" && node.object === "item")
    return structuredClone(account.lineItemDiscounts.get(node.id as string) ?? []);
  if (head === "applies_to" && node.object === "coupon")
    return { products: [...(account.coupons.get(node.id as string)?.products ?? [])] };
  return undefined;
}

function expandPath(account: Account, node: Json, segments: string[], full: string): void {
  const [head, ...rest] = segments;
  if (!head) return;
  if (head === "data" && node.object === "list" && Array.isArray(node.data)) {
    for (const item of node.data as Json[]) expandPath(account, item, rest, full);
    return;
  }
  if (head === "total_details" && rest.join(".") === "breakdown" && node.object === "checkout.session") {
    const record = account.sessions.get(node.id as string);
    node.total_details = { ...(node.total_details as Json), breakdown: structuredClone(discountBreakdown(record)) };
    return;
  }
  let value = includable(account, node, head) ?? node[head];
  if (typeof value === "string") value = structuredClone(resolve(account, value, head, full));
  else if (value === null) return;
  else if (typeof value !== "object" || value === undefined)
    throw invalid(`This property cannot be expanded (${head}).`, "expand");
  node[head] = value;
  if (rest.length > 0) expandPath(account, value as Json, rest, full);
}

/** The object an id names, found by the id's prefix (a coupon's id has none: it is found by the field's name). */
function resolve(account: Account, id: string, field: string, path: string): object {
  if (field === "coupon") {
    const coupon = account.coupons.get(id)?.coupon;
    if (coupon) return coupon;
  }
  const reversals = [...account.transfers.values()].flatMap((t) => (t.reversals as { data: Json[] }).data);
  const maps: [string, () => Map<string, object>][] = [
    ["prod_", () => account.products],
    ["price_", () => account.prices],
    ["pi_", () => account.paymentIntents],
    ["ch_", () => account.charges],
    ["re_", () => account.refunds],
    ["cs_", () => new Map([...account.sessions].map(([k, v]) => [k, v.session]))],
    ["acct_", () => account.connectedAccounts],
    ["trr_", () => new Map(reversals.map((r) => [r.id as string, r]))],
    ["tr_", () => account.transfers],
    ["po_", () => new Map([...account.payouts].map(([k, v]) => [k, v.payout]))],
    ["du_", () => account.disputes],
    ["txn_", () => new Map([...account.balanceTransactions].map(([k, v]) => [k, v.txn]))],
    ["promo_", () => new Map([...account.promotionCodes].map(([k, v]) => [k, v.promotionCode]))],
    ["cus_", () => account.customers],
  ];
  for (const [prefix, map] of maps) {
    if (id.startsWith(prefix)) {
      const found = map().get(id);
      if (found) return found;
    }
  }
  throw invalid(`This property cannot be expanded (${path}).`, "expand");
}
