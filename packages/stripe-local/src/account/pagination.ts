/**
 * Stripe's list pages: `limit` (1-100, default 10), `starting_after` and `ending_before`; and the
 * `created` filter (`created=<t>` or `created[gt|gte|lt|lte]=<t>`) of the lists that take it.
 */
import { invalid, noSuch } from "../errors";
import { type FormObject } from "../form";
import { isObject, optInt, optString, rejectUnknown } from "../params";
import { type Json } from "./records";

export function listPage<T extends { id: string }>(all: T[], params: FormObject, url: string): Json {
  const limit = optInt(params, "limit") ?? 10;
  if (limit < 1 || limit > 100)
    throw invalid("This value must be between 1 and 100.", "limit", "parameter_invalid_integer");
  let items = all;
  const after = optString(params, "starting_after");
  const before = optString(params, "ending_before");
  if (after) {
    const i = items.findIndex((x) => x.id === after);
    if (i === -1) throw noSuch("object", after, "starting_after");
    items = items.slice(i + 1);
  } else if (before) {
    const i = items.findIndex((x) => x.id === before);
    if (i === -1) throw noSuch("object", before, "ending_before");
    items = items.slice(Math.max(0, i - limit), i);
    return { object: "list", data: items, has_more: i - limit > 0, url };
  }
  return { object: "list", data: items.slice(0, limit), has_more: items.length > limit, url };
}

/** The `created` filter of a list request, as a test of an object's `created` (seconds). */
export function createdFilter(params: FormObject): (created: number) => boolean {
  const raw = params.created;
  if (raw === undefined || raw === "") return () => true;
  if (!isObject(raw)) {
    const exact = optInt(params, "created");
    return (created) => created === exact;
  }
  rejectUnknown(raw, ["gt", "gte", "lt", "lte"], "created");
  const bound = (key: string) => optInt(raw, key, `created[${key}]`);
  const [gt, gte, lt, lte] = [bound("gt"), bound("gte"), bound("lt"), bound("lte")];
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}
