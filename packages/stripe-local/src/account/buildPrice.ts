/** The price object, as `POST /v1/prices`, `default_price_data` and inline `price_data` make it. */
import { invalid, missingParam } from "../errors";
import { type FormObject } from "../form";
import { optBool, optInt, optObject, optString, readMetadata, reqString } from "../params";
import { type Price } from "./records";
import { newId, nowSeconds } from "./ids";

/** A price of `product` from `params`, whose fields sit under `prefix` (`price_data`...) in error messages. */
export function buildPrice(params: FormObject, prefix: string, product: string): Price {
  const p = (k: string) => (prefix ? `${prefix}[${k}]` : k);
  const currency = reqString(params, "currency", p("currency")).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency))
    throw invalid(`Invalid currency: ${currency}`, p("currency"), "parameter_invalid_string");
  let unitAmount = optInt(params, "unit_amount", p("unit_amount"));
  const decimal = optString(params, "unit_amount_decimal", p("unit_amount_decimal"));
  if (unitAmount === undefined && decimal !== undefined) {
    if (!/^\d+$/.test(decimal))
      throw invalid(
        "The local Stripe server only supports whole-cent unit_amount_decimal values.",
        p("unit_amount_decimal"),
      );
    unitAmount = Number(decimal);
  }
  if (unitAmount === undefined) throw missingParam(p("unit_amount"));
  if (unitAmount < 0)
    throw invalid("This value must be greater than or equal to 0.", p("unit_amount"), "parameter_invalid_integer");
  const recurringParams = optObject(params, "recurring", p("recurring"));
  let recurring: Price["recurring"] = null;
  if (recurringParams) {
    const interval = reqString(recurringParams, "interval", `${p("recurring")}[interval]`);
    if (!["day", "week", "month", "year"].includes(interval)) {
      throw invalid(
        "Invalid recurring[interval]: must be one of day, week, month, or year",
        `${p("recurring")}[interval]`,
      );
    }
    recurring = {
      interval,
      interval_count: optInt(recurringParams, "interval_count", `${p("recurring")}[interval_count]`) ?? 1,
      usage_type: "licensed",
      meter: null,
      trial_period_days: null,
    };
  }
  const taxBehavior = optString(params, "tax_behavior", p("tax_behavior")) ?? "unspecified";
  return {
    id: newId("price_"),
    object: "price",
    active: optBool(params, "active", p("active")) ?? true,
    billing_scheme: "per_unit",
    created: nowSeconds(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: readMetadata(params, {}, "metadata"),
    nickname: optString(params, "nickname", p("nickname")) || null,
    product,
    recurring,
    tax_behavior: taxBehavior,
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? "recurring" : "one_time",
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
}
