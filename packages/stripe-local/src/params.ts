/** Reading Stripe request parameters with Stripe's validation messages. */
import { type FormObject, type FormValue } from "./form";
import { invalid, missingParam, unknownParam } from "./errors";

export function isObject(v: FormValue | undefined): v is FormObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Stripe answers 400 `parameter_unknown` for any parameter it does not know. */
export function rejectUnknown(params: FormObject, allowed: readonly string[], prefix = ""): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

export function optString(params: FormObject, key: string, param = key): string | undefined {
  const v = params[key];
  if (v === undefined) return undefined;
  if (typeof v !== "string") throw invalid(`Invalid string: ${JSON.stringify(v)}`, param);
  return v;
}

export function reqString(params: FormObject, key: string, param = key): string {
  const v = optString(params, key, param);
  if (v === undefined || v === "") throw missingParam(param);
  return v;
}

/** Stripe's refusal of a string over its limit, which shows the value's first and last four characters. */
export const stringTooLong = (value: string, limit: number, param: string) =>
  invalid(`Invalid string: ${value.slice(0, 4)}...${value.slice(-4)}; must be at most ${limit} characters`, param);

/** An optional string of at most `limit` characters. */
export function optStringMax(params: FormObject, key: string, limit: number, param = key): string | undefined {
  const v = optString(params, key, param);
  if (v !== undefined && v.length > limit) throw stringTooLong(v, limit, param);
  return v;
}

/** An optional decimal number (`percent_off=12.5`). */
export function optDecimal(params: FormObject, key: string, param = key): number | undefined {
  const v = optString(params, key, param);
  if (v === undefined || v === "") return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(v)) throw invalid(`Invalid decimal: ${v}`, param, "parameter_invalid_decimal");
  return Number(v);
}

export function optInt(params: FormObject, key: string, param = key): number | undefined {
  const v = optString(params, key, param);
  if (v === undefined || v === "") return undefined;
  if (!/^-?\d+$/.test(v)) throw invalid(`Invalid integer: ${v}`, param, "parameter_invalid_integer");
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw invalid(`Invalid integer: ${v}`, param, "parameter_invalid_integer");
  return n;
}

export function optBool(params: FormObject, key: string, param = key): boolean | undefined {
  const v = optString(params, key, param);
  if (v === undefined || v === "") return undefined;
  if (v === "true") return true;
  if (v === "false") return false;
  throw invalid(`Invalid boolean: ${v}`, param);
}

export function optStringList(params: FormObject, key: string, param = key): string[] | undefined {
  const v = params[key];
  if (v === undefined) return undefined;
  if (typeof v === "string") return v === "" ? [] : [v];
  if (!Array.isArray(v)) throw invalid(`Invalid array`, param, "parameter_invalid_array");
  return v.map((item, i) => {
    if (typeof item !== "string") throw invalid(`Invalid string: ${JSON.stringify(item)}`, `${param}[${i}]`);
    return item;
  });
}

export function optObject(params: FormObject, key: string, param = key): FormObject | undefined {
  const v = params[key];
  if (v === undefined || v === "") return undefined;
  if (Array.isArray(v)) {
    // `metadata[0]=x` arrives as a list; Stripe reads the indexes as keys.
    return Object.fromEntries(v.map((item, i) => [String(i), item]));
  }
  if (!isObject(v)) throw invalid(`Invalid object`, param, "parameter_invalid_object");
  return v;
}

export function optList(params: FormObject, key: string, param = key): FormObject[] | undefined {
  const v = params[key];
  if (v === undefined || v === "") return undefined;
  const list = Array.isArray(v) ? v : isObject(v) ? Object.values(v) : null;
  if (!list) throw invalid(`Invalid array`, param, "parameter_invalid_array");
  return list.map((item, i) => {
    if (!isObject(item)) throw invalid(`Invalid object`, `${param}[${i}]`, "parameter_invalid_object");
    return item;
  });
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500 characters. */
export function readMetadata(
  params: FormObject,
  current: Record<string, string> = {},
  key = "metadata",
): Record<string, string> {
  const raw = optObject(params, key);
  if (params[key] === "") return {};
  if (!raw) return current;
  const out = { ...current };
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v !== "string") throw invalid(`Invalid string: ${JSON.stringify(v)}`, `${key}[${k}]`);
    if (k.length > 40) {
      throw invalid(
        `Metadata keys can have up to 40 characters, but you passed in a key that is ${k.length} characters.`,
        `${key}[${k}]`,
      );
    }
    if (v.length > 500) {
      throw invalid(
        `Metadata values can have up to 500 characters, but you passed in a value that is ${v.length} characters.`,
        `${key}[${k}]`,
      );
    }
    if (v === "") delete out[k];
    else out[k] = v;
  }
  if (Object.keys(out).length > 50) throw invalid("You can have up to 50 metadata keys.", key);
  return out;
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An absolute http(s) URL, as Stripe wants for redirect URLs. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
