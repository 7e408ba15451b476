/**
 * Promotion codes, in the shape of the API version stripe-node 23 pins: `POST /v1/promotion_codes`
 * with `promotion[type]=coupon` and `promotion[coupon]`, `code`, `active`, `customer`,
 * `expires_at`, `max_redemptions`, `restrictions[first_time_transaction|minimum_amount|
 * minimum_amount_currency]`, `metadata`; `GET /v1/promotion_codes[/:id]` (`code` matched
 * regardless of case, `active`, `coupon`, `customer`, `created`); `POST /v1/promotion_codes/:id`
 * (`active`, `metadata`). A code is `active` only while its flag is set and its coupon is valid.
 */
import { StripeLocalError, invalid, missingParam, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optBool, optInt, optObject, optString, optStringMax, readMetadata, rejectUnknown } from "../params";
import { type Account } from "./Account";
import { couponIsValid } from "./coupons";
import { newId, nowSeconds } from "./ids";
import { createdFilter, listPage } from "./pagination";
import { type Json, type PromotionCodeRecord } from "./records";

const CODE_RE = /^[a-zA-Z0-9-]+$/;

/** The coupon a promotion code applies (undefined once the coupon is deleted). */
export const couponOf = (account: Account, promotionCode: Json) =>
  account.coupons.get((promotionCode.promotion as Json).coupon as string)?.coupon;

/** The promotion code, its `active` brought up to date with its coupon. */
export function getPromotionCode(account: Account, id: string, param = "promotion_code"): Json {
  return promotionCodeRecord(account, id, param).promotionCode;
}

function promotionCodeRecord(account: Account, id: string, param: string): PromotionCodeRecord {
  const record = account.promotionCodes.get(id);
  if (!record) throw noSuch("promotion code", id, param);
  const coupon = couponOf(account, record.promotionCode);
  record.promotionCode.active = record.activeFlag && coupon !== undefined && couponIsValid(coupon);
  return record;
}

function readRestrictions(params: FormObject): Json {
  const restrictions = optObject(params, "restrictions") ?? {};
  rejectUnknown(
    restrictions,
    ["first_time_transaction", "minimum_amount", "minimum_amount_currency", "currency_options"],
    "restrictions",
  );
  if (restrictions.currency_options !== undefined) {
    throw invalid(
      "The local Stripe server does not simulate `restrictions[currency_options]`.",
      "restrictions[currency_options]",
    );
  }
  const minimum = optInt(restrictions, "minimum_amount", "restrictions[minimum_amount]");
  if (minimum !== undefined && minimum < 0) {
    throw invalid(
      "This value must be greater than or equal to 0.",
      "restrictions[minimum_amount]",
      "parameter_invalid_integer",
    );
  }
  const minimumCurrency =
    optString(restrictions, "minimum_amount_currency", "restrictions[minimum_amount_currency]")?.toLowerCase() || null;
  if (minimum !== undefined && !minimumCurrency) throw missingParam("restrictions[minimum_amount_currency]");
  return {
    first_time_transaction:
      optBool(restrictions, "first_time_transaction", "restrictions[first_time_transaction]") ?? false,
    minimum_amount: minimum ?? null,
    minimum_amount_currency: minimum !== undefined ? minimumCurrency : null,
  };
}

export function createPromotionCode(account: Account, params: FormObject): Json {
  rejectUnknown(params, [
    "promotion",
    "active",
    "code",
    "customer",
    "customer_account",
    "expand",
    "expires_at",
    "max_redemptions",
    "metadata",
    "restrictions",
  ]);
  if (params.customer_account !== undefined)
    throw invalid("The local Stripe server does not simulate `customer_account`.", "customer_account");
  const promotion = optObject(params, "promotion");
  if (!promotion) throw missingParam("promotion");
  rejectUnknown(promotion, ["type", "coupon"], "promotion");
  const type = optString(promotion, "type", "promotion[type]");
  if (!type) throw missingParam("promotion[type]");
  if (type !== "coupon") throw invalid("Invalid promotion[type]: must be coupon", "promotion[type]");
  const couponId = optString(promotion, "coupon", "promotion[coupon]");
  if (!couponId) throw missingParam("promotion[coupon]");
  const couponRecord = account.coupons.get(couponId);
  if (!couponRecord) throw noSuch("coupon", couponId, "promotion[coupon]");
  const coupon = couponRecord.coupon;
  if (!couponIsValid(coupon))
    throw new StripeLocalError(400, "invalid_request_error", `Coupon expired: ${couponId}`, "coupon_expired");

  const customer = optString(params, "customer") || null;
  if (customer && (!account.customers.has(customer) || account.customers.get(customer)?.deleted))
    throw noSuch("customer", customer, "customer");
  const created = nowSeconds();
  const expiresAt = optInt(params, "expires_at") ?? null;
  if (expiresAt !== null && expiresAt <= created) throw invalid("expires_at must be in the future.", "expires_at");
  const redeemBy = coupon.redeem_by as number | null;
  if (expiresAt !== null && redeemBy !== null && expiresAt > redeemBy) {
    throw invalid("The promotion code's expires_at can't be after its coupon's redeem_by.", "expires_at");
  }
  const maxRedemptions = optInt(params, "max_redemptions") ?? null;
  if (maxRedemptions !== null && maxRedemptions < 1)
    throw invalid("Invalid positive integer", "max_redemptions", "parameter_invalid_integer");
  const couponMax = coupon.max_redemptions as number | null;
  if (maxRedemptions !== null && couponMax !== null && maxRedemptions > couponMax) {
    throw invalid(
      "The promotion code's max_redemptions can't be greater than its coupon's max_redemptions.",
      "max_redemptions",
    );
  }
  const restrictions = readRestrictions(params);
  const metadata = readMetadata(params);
  const active = optBool(params, "active") ?? true;
  let code = optStringMax(params, "code", 500);
  if (code !== undefined && code !== "" && !CODE_RE.test(code)) {
    throw invalid("A promotion code's code may only contain letters (a-z, A-Z), digits (0-9) and dashes (-).", "code");
  }
  if (!code) code = newId("", 8).toUpperCase();
  if (active && activeHolder(account, code, customer)) {
    throw invalid(`An active promotion code with code: ${code} already exists.`, "code", "resource_already_exists");
  }
  const promotionCode: Json & { id: string } = {
    id: newId("promo_"),
    object: "promotion_code",
    active,
    code,
    created,
    customer,
    customer_account: null,
    expires_at: expiresAt,
    livemode: false,
    max_redemptions: maxRedemptions,
    metadata,
    promotion: { coupon: couponId, type: "coupon" },
    restrictions,
    times_redeemed: 0,
  };
  account.promotionCodes.set(promotionCode.id, { promotionCode, activeFlag: active });
  return promotionCode;
}

/** Another active code with the same text for the same customer scope (codes are unique regardless of case). */
function activeHolder(account: Account, code: string, customer: string | null, except?: Json): Json | undefined {
  return [...account.promotionCodes.keys()]
    .map((id) => getPromotionCode(account, id))
    .find(
      (p) =>
        p !== except && p.active && p.customer === customer && (p.code as string).toLowerCase() === code.toLowerCase(),
    );
}

export function updatePromotionCode(account: Account, id: string, params: FormObject): Json {
  rejectUnknown(params, ["active", "metadata", "restrictions", "expand"]);
  if (params.restrictions !== undefined) {
    throw invalid(
      "The local Stripe server does not simulate `restrictions[currency_options]`.",
      "restrictions[currency_options]",
    );
  }
  const record = promotionCodeRecord(account, id, "promotion_code");
  const { promotionCode } = record;
  const active = optBool(params, "active");
  const metadata = readMetadata(params, promotionCode.metadata as Record<string, string>);
  if (active === true && !promotionCode.active) {
    const coupon = couponOf(account, promotionCode);
    if (!coupon || !couponIsValid(coupon))
      throw invalid("This promotion code can't be reactivated because its coupon is no longer valid.", "active");
    if (activeHolder(account, promotionCode.code as string, promotionCode.customer as string | null, promotionCode)) {
      throw invalid(
        `An active promotion code with code: ${promotionCode.code as string} already exists.`,
        "active",
        "resource_already_exists",
      );
    }
  }
  if (active !== undefined) record.activeFlag = active;
  promotionCode.metadata = metadata;
  return getPromotionCode(account, id);
}

/** Newest first, filtered by `active`, `code` (regardless of case), `coupon`, `customer` and `created`. */
export function listPromotionCodes(account: Account, params: FormObject): Json {
  rejectUnknown(params, [
    "active",
    "code",
    "coupon",
    "created",
    "customer",
    "customer_account",
    "limit",
    "starting_after",
    "ending_before",
    "expand",
  ]);
  const active = optBool(params, "active");
  const code = optString(params, "code")?.toLowerCase();
  const coupon = optString(params, "coupon");
  const customer = optString(params, "customer");
  const customerAccount = optString(params, "customer_account");
  const created = createdFilter(params);
  const all = [...account.promotionCodes.keys()]
    .reverse()
    .map((id) => getPromotionCode(account, id))
    .filter(
      (p) =>
        (active === undefined || p.active === active) &&
        (!code || (p.code as string).toLowerCase() === code) &&
        (!coupon || (p.promotion as Json).coupon === coupon) &&
        (!customer || p.customer === customer) &&
        !customerAccount &&
        created(p.created as number),
    ) as (Json & { id: string })[];
  return listPage(all, params, "/v1/promotion_codes");
}
