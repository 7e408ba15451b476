/** Stripe's `expand[]`: ids in an answer replaced by the objects they name. */
import { invalid } from "../errors";
import { type Account } from "./Account";
import { type Json } from "./records";

/** Applies Stripe's `expand[]` paths (`line_items`, `payment_intent`, `payment_intent.latest_charge`, `data.product`...). */
export function expand(account: Account, object: object, paths: readonly string[]): Json {
  const out = structuredClone(object) as Json;
  for (const path of paths) expandPath(account, out, path.split("."), path);
  return out;
}

function expandPath(account: Account, node: Json, segments: string[], full: string): void {
  const [head, ...rest] = segments;
  if (!head) return;
  if (head === "data" && node.object === "list" && Array.isArray(node.data)) {
    for (const item of node.data as Json[]) expandPath(account, item, rest, full);
    return;
  }
  let value = node[head];
  if (head === "line_items" && node.object === "checkout.session") {
    const record = account.sessions.get(node.id as string);
    value = {
      object: "list",
      data: structuredClone(record?.lineItems ?? []),
      has_more: false,
      url: `/v1/checkout/sessions/${node.id as string}/line_items`,
    };
  } else if (typeof value === "string") {
    value = structuredClone(resolve(account, value, full));
  } else if (value === null) {
    return;
  } else if (typeof value !== "object" || value === undefined) {
    throw invalid(`This property cannot be expanded (${head}).`, "expand");
  }
  node[head] = value;
  if (rest.length > 0) expandPath(account, value as Json, rest, full);
}

function resolve(account: Account, id: string, path: string): object {
  const maps: [string, Map<string, object>][] = [
    ["prod_", account.products],
    ["price_", account.prices],
    ["pi_", account.paymentIntents],
    ["ch_", account.charges],
    ["re_", account.refunds],
    ["cs_", new Map([...account.sessions].map(([k, v]) => [k, v.session]))],
    ["acct_", account.connectedAccounts],
    ["tr_", account.transfers],
  ];
  for (const [prefix, map] of maps) {
    if (id.startsWith(prefix)) {
      const found = map.get(id);
      if (found) return found;
    }
  }
  throw invalid(`This property cannot be expanded (${path}).`, "expand");
}
