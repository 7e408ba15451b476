/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket nesting, as
 * stripe-node sends it (`line_items[0][price_data][product_data][name]=...`, `metadata[key]=...`,
 * `expand[0]=...`, and also `expand[]=...` as curl users write it).
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Splits `a[b][0][]` into `["a", "b", "0", ""]`; returns null for a malformed key. */
export function splitKey(key: string): string[] | null {
  const open = key.indexOf("[");
  if (open === -1) return [key];
  const parts = [key.slice(0, open)];
  let rest = key.slice(open);
  while (rest.length > 0) {
    const m = /^\[([^[\]]*)\]/.exec(rest);
    if (!m) return null;
    parts.push(m[1] ?? "");
    rest = rest.slice(m[0].length);
  }
  return parts[0] === "" ? null : parts;
}

const isIndex = (s: string) => s === "" || /^\d+$/.test(s);

/**
 * Decodes a form body or query string into nested objects. A segment that is a number or empty
 * makes an array (Stripe reads `line_items[0]` and `line_items[]` both as a list); gaps are closed
 * in index order.
 */
export function parseForm(body: string): FormObject {
  const root: Record<string, unknown> = {};
  const params = new URLSearchParams(body);
  for (const [rawKey, value] of params) {
    const parts = splitKey(rawKey);
    if (!parts) {
      root[rawKey] = value;
      continue;
    }
    let node: Record<string, unknown> = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      const last = i === parts.length - 1;
      const nextIsIndex = !last && isIndex(parts[i + 1] as string);
      // Arrays are collected as objects keyed by index (or by an append counter for "[]")
      // and turned into real arrays at the end.
      let key = part;
      if (part === "") {
        const counter = (node["\u0000next"] as number | undefined) ?? 0;
        node["\u0000next"] = counter + 1;
        key = `\u0000${String(counter).padStart(6, "0")}`;
      }
      if (last) {
        node[key] = value;
      } else {
        const existing = node[key];
        if (typeof existing !== "object" || existing === null) {
          const fresh: Record<string, unknown> = {};
          if (nextIsIndex) fresh["\u0000array"] = true;
          node[key] = fresh;
        }
        node = node[key] as Record<string, unknown>;
      }
    }
  }
  return finish(root) as FormObject;
}

function finish(node: unknown): unknown {
  if (typeof node !== "object" || node === null) return node;
  const obj = node as Record<string, unknown>;
  if (obj["\u0000array"]) {
    const entries = Object.entries(obj).filter(([k]) => k !== "\u0000array" && k !== "\u0000next");
    entries.sort(([a], [b]) => {
      const na = a.startsWith("\u0000") ? Number(a.slice(1)) + 1e9 : Number(a);
      const nb = b.startsWith("\u0000") ? Number(b.slice(1)) + 1e9 : Number(b);
      return na - nb;
    });
    return entries.map(([, v]) => finish(v));
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === "\u0000next") continue;
    out[k] = finish(v);
  }
  return out;
}
