/**
 * Coupons: `POST /v1/coupons` (`percent_off`, or `amount_off` with `currency`; `duration`,
 * `max_redemptions`, `redeem_by`, `applies_to[products][]`, `name`, `id`, `metadata`),
 * `GET /v1/coupons[/:id]`, `POST /v1/coupons/:id` (`name`, `metadata`) and
 * `DELETE /v1/coupons/:id`. A coupon is `valid` until its `redeem_by` passes or it has been
 * redeemed `max_redemptions` times; `applies_to` is shown only when expanded, as on Stripe.
 */
import { StripeLocalError, invalid, missingParam, noSuch } from "../errors";
import { type FormObject } from "../form";
import {
  optDecimal,
  optInt,
  optObject,
  optString,
  optStringList,
  optStringMax,
  readMetadata,
  rejectUnknown,
} from "../params";
import { type Account } from "./Account";
import { newId, nowSeconds } from "./ids";
import { createdFilter, listPage } from "./pagination";
import { type CouponRecord, type Json } from "./records";

const FIVE_YEARS = 5 * 365 * 86_400;

/** Whether the coupon can still be redeemed (Stripe's `valid`). */
export function couponIsValid(coupon: Json): boolean {
  const redeemBy = coupon.redeem_by as number | null;
  const max = coupon.max_redemptions as number | null;
  return (redeemBy === null || nowSeconds() <= redeemBy) && (max === null || (coupon.times_redeemed as number) < max);
}

/** The coupon's record, its `valid` brought up to date. */
export function getCouponRecord(account: Account, id: string, param = "coupon"): CouponRecord {
  const record = account.coupons.get(id);
  if (!record) throw noSuch("coupon", id, param);
  record.coupon.valid = couponIsValid(record.coupon);
  return record;
}

export const getCoupon = (account: Account, id: string): Json => getCouponRecord(account, id).coupon;

function readAppliesTo(account: Account, params: FormObject): string[] | null {
  const appliesTo = optObject(params, "applies_to");
  if (!appliesTo) return null;
  rejectUnknown(appliesTo, ["products"], "applies_to");
  const products = optStringList(appliesTo, "products", "applies_to[products]") ?? [];
  products.forEach((product, i) => {
    if (!account.products.has(product)) throw noSuch("product", product, `applies_to[products][${i}]`);
  });
  return products.length > 0 ? products : null;
}

export function createCoupon(account: Account, params: FormObject): Json {
  rejectUnknown(params, [
    "amount_off",
    "applies_to",
    "currency",
    "currency_options",
    "duration",
    "duration_in_months",
    "expand",
    "id",
    "max_redemptions",
    "metadata",
    "name",
    "percent_off",
    "redeem_by",
  ]);
  if (params.currency_options !== undefined)
    throw invalid("The local Stripe server does not simulate `currency_options`.", "currency_options");
  const amountOff = optInt(params, "amount_off");
  const percentOff = optDecimal(params, "percent_off");
  if (amountOff !== undefined && percentOff !== undefined)
    throw invalid("You may only specify one of these parameters: amount_off, percent_off.", "amount_off");
  if (amountOff === undefined && percentOff === undefined) {
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      "One of the following params should be provided for this request: amount_off or percent_off.",
      "parameter_missing",
    );
  }
  if (amountOff !== undefined && amountOff < 1)
    throw invalid("Invalid positive integer", "amount_off", "parameter_invalid_integer");
  if (percentOff !== undefined && (percentOff <= 0 || percentOff > 100))
    throw invalid("percent_off must be greater than 0 and at most 100.", "percent_off", "parameter_invalid_decimal");
  const currency = optString(params, "currency")?.toLowerCase() || null;
  if (amountOff !== undefined && !currency) throw missingParam("currency");
  if (currency && !/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, "currency");

  const duration = optString(params, "duration") ?? "once";
  if (!["forever", "once", "repeating"].includes(duration))
    throw invalid("Invalid duration: must be one of forever, once, or repeating", "duration");
  const months = optInt(params, "duration_in_months");
  if (duration === "repeating" && months === undefined) throw missingParam("duration_in_months");
  if (duration !== "repeating" && months !== undefined)
    throw invalid("duration_in_months can only be set when duration is repeating.", "duration_in_months");
  if (months !== undefined && months < 1)
    throw invalid("Invalid positive integer", "duration_in_months", "parameter_invalid_integer");

  const maxRedemptions = optInt(params, "max_redemptions");
  if (maxRedemptions !== undefined && maxRedemptions < 1)
    throw invalid("Invalid positive integer", "max_redemptions", "parameter_invalid_integer");
  const redeemBy = optInt(params, "redeem_by");
  const created = nowSeconds();
  if (redeemBy !== undefined && redeemBy <= created) throw invalid("redeem_by must be in the future.", "redeem_by");
  if (redeemBy !== undefined && redeemBy > created + FIVE_YEARS)
    throw invalid("redeem_by can be at most 5 years in the future.", "redeem_by");

  const name = optStringMax(params, "name", 40) || null;
  const metadata = readMetadata(params);
  const products = readAppliesTo(account, params);
  const id = optStringMax(params, "id", 5000) || newId("", 8);
  if (account.coupons.has(id)) {
    throw new StripeLocalError(400, "invalid_request_error", "Coupon already exists.", "resource_already_exists", "id");
  }
  const coupon: Json & { id: string } = {
    id,
    object: "coupon",
    amount_off: amountOff ?? null,
    created,
    currency: amountOff !== undefined ? currency : null,
    duration,
    duration_in_months: months ?? null,
    livemode: false,
    max_redemptions: maxRedemptions ?? null,
    metadata,
    name,
    percent_off: percentOff ?? null,
    redeem_by: redeemBy ?? null,
    times_redeemed: 0,
    valid: true,
  };
  account.coupons.set(id, { coupon, products });
  return coupon;
}

export function updateCoupon(account: Account, id: string, params: FormObject): Json {
  rejectUnknown(params, ["name", "metadata", "currency_options", "expand"]);
  if (params.currency_options !== undefined)
    throw invalid("The local Stripe server does not simulate `currency_options`.", "currency_options");
  const { coupon } = getCouponRecord(account, id);
  const name = optStringMax(params, "name", 40);
  const metadata = readMetadata(params, coupon.metadata as Record<string, string>);
  if (name !== undefined) coupon.name = name || null;
  coupon.metadata = metadata;
  return coupon;
}

/** Deleted coupons cannot be redeemed again; what they discounted stays discounted. */
export function deleteCoupon(account: Account, id: string): Json {
  getCouponRecord(account, id, "id");
  account.coupons.delete(id);
  return { id, object: "coupon", deleted: true };
}

/** Newest first, filtered by `created`. */
export function listCoupons(account: Account, params: FormObject): Json {
  rejectUnknown(params, ["created", "limit", "starting_after", "ending_before", "expand"]);
  const created = createdFilter(params);
  const all = [...account.coupons.keys()]
    .reverse()
    .map((id) => getCoupon(account, id))
    .filter((c) => created(c.created as number)) as (Json & { id: string })[];
  return listPage(all, params, "/v1/coupons");
}
