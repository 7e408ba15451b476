/** The table of `/v1` endpoints the marketplace calls, each answered with `expand[]` applied. */
import { type Account } from "../account/Account";
import { type Json } from "../account/records";
import { getCharge } from "../account/charges";
import { expireSession, getSessionRecord } from "../account/checkoutSessions";
import { createCheckoutSession } from "../account/createCheckoutSession";
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from "../account/coupons";
import { closeDispute, getDispute, listDisputes, updateDispute } from "../account/disputes";
import { getEvent } from "../account/events";
import { createCustomer, deleteCustomer, getCustomer, listCustomers } from "../account/customers";
import { expand } from "../account/expand";
import { listLineItems } from "../account/lineItems";
import { getPaymentIntent } from "../account/paymentIntents";
import { createPrice, getPrice, listPrices } from "../account/prices";
import { createProduct, getProduct } from "../account/products";
import {
  createPromotionCode,
  getPromotionCode,
  listPromotionCodes,
  updatePromotionCode,
} from "../account/promotionCodes";
import { createRefund, getRefund } from "../account/refunds";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
} from "../account/webhookEndpoints";
import { StripeLocalError } from "../errors";
import { type FormObject } from "../form";
import { optStringList, rejectUnknown } from "../params";
import { routeConnect } from "./routeConnect";

/** `stripeAccount`: the `Stripe-Account` header, for the Connect requests made on a connected account's behalf. */
export function routeApi(
  account: Account,
  method: string,
  path: string,
  params: FormObject,
  stripeAccount?: string,
): Json {
  let m: RegExpExecArray | null;
  const seg = "([^/]+)";
  const match = (re: string) => (m = new RegExp(`^${re}$`).exec(path)) !== null;
  const id = () => decodeURIComponent(m?.[1] ?? "");
  const expanded = (object: object) => expand(account, object, optStringList(params, "expand") ?? []);
  const onlyExpand = () => rejectUnknown(params, ["expand"]);
  if (
    stripeAccount ||
    /^\/v1\/(accounts|account_links|transfers|balance|balance_transactions|payouts)(\/|$)/.test(path)
  ) {
    const answer = routeConnect(account, { method, path, params, stripeAccount });
    if (answer) return expanded(answer);
  }

  if (method === "POST" && match("/v1/products")) return expanded(createProduct(account, params));
  if (method === "GET" && match(`/v1/products/${seg}`)) {
    onlyExpand();
    return expanded(getProduct(account, id()));
  }
  if (method === "POST" && match("/v1/prices")) return expanded(createPrice(account, params));
  if (method === "GET" && match("/v1/prices")) return expanded(listPrices(account, params));
  if (method === "GET" && match(`/v1/prices/${seg}`)) {
    onlyExpand();
    return expanded(getPrice(account, id()));
  }
  if (method === "POST" && match("/v1/checkout/sessions")) return expanded(createCheckoutSession(account, params));
  if (method === "GET" && match(`/v1/checkout/sessions/${seg}`)) {
    onlyExpand();
    return expanded(getSessionRecord(account, id()).session);
  }
  if (method === "GET" && match(`/v1/checkout/sessions/${seg}/line_items`))
    return expanded(listLineItems(account, id(), params));
  if (method === "POST" && match(`/v1/checkout/sessions/${seg}/expire`)) {
    onlyExpand();
    return expanded(expireSession(account, id()));
  }
  if (method === "POST" && match("/v1/customers")) return expanded(createCustomer(account, params));
  if (method === "GET" && match("/v1/customers")) return expanded(listCustomers(account, params));
  if (method === "GET" && match(`/v1/customers/${seg}`)) {
    onlyExpand();
    return expanded(getCustomer(account, id()));
  }
  if (method === "DELETE" && match(`/v1/customers/${seg}`)) {
    rejectUnknown(params, []);
    return deleteCustomer(account, id());
  }
  if (method === "POST" && match("/v1/refunds")) return expanded(createRefund(account, params));
  if (method === "GET" && match(`/v1/refunds/${seg}`)) {
    onlyExpand();
    return expanded(getRefund(account, id()));
  }
  if (method === "GET" && match(`/v1/payment_intents/${seg}`)) {
    rejectUnknown(params, ["expand", "client_secret"]);
    return expanded(getPaymentIntent(account, id()));
  }
  if (method === "GET" && match(`/v1/charges/${seg}`)) {
    onlyExpand();
    return expanded(getCharge(account, id()));
  }
  if (method === "GET" && match(`/v1/events/${seg}`)) {
    onlyExpand();
    return getEvent(account, id()) as unknown as Json;
  }
  if (method === "POST" && match("/v1/coupons")) return expanded(createCoupon(account, params));
  if (method === "GET" && match("/v1/coupons")) return expanded(listCoupons(account, params));
  if (method === "GET" && match(`/v1/coupons/${seg}`)) {
    onlyExpand();
    return expanded(getCoupon(account, id()));
  }
  if (method === "POST" && match(`/v1/coupons/${seg}`)) return expanded(updateCoupon(account, id(), params));
  if (method === "DELETE" && match(`/v1/coupons/${seg}`)) {
    rejectUnknown(params, []);
    return deleteCoupon(account, id());
  }
  if (method === "POST" && match("/v1/promotion_codes")) return expanded(createPromotionCode(account, params));
  if (method === "GET" && match("/v1/promotion_codes")) return expanded(listPromotionCodes(account, params));
  if (method === "GET" && match(`/v1/promotion_codes/${seg}`)) {
    onlyExpand();
    return expanded(getPromotionCode(account, id()));
  }
  if (method === "POST" && match(`/v1/promotion_codes/${seg}`))
    return expanded(updatePromotionCode(account, id(), params));
  if (method === "GET" && match("/v1/disputes")) return expanded(listDisputes(account, params));
  if (method === "GET" && match(`/v1/disputes/${seg}`)) {
    onlyExpand();
    return expanded(getDispute(account, id()));
  }
  if (method === "POST" && match(`/v1/disputes/${seg}`)) return expanded(updateDispute(account, id(), params));
  if (method === "POST" && match(`/v1/disputes/${seg}/close`)) {
    onlyExpand();
    return expanded(closeDispute(account, id()));
  }
  if (method === "POST" && match("/v1/webhook_endpoints")) return createWebhookEndpoint(account, params);
  if (method === "GET" && match("/v1/webhook_endpoints")) return listWebhookEndpoints(account, params);
  if (method === "POST" && match(`/v1/webhook_endpoints/${seg}`)) return updateWebhookEndpoint(account, id(), params);
  if (method === "DELETE" && match(`/v1/webhook_endpoints/${seg}`)) {
    rejectUnknown(params, []);
    return deleteWebhookEndpoint(account, id());
  }
  throw new StripeLocalError(
    404,
    "invalid_request_error",
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}
