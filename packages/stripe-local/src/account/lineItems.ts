/** A Checkout Session's line items: built from `line_items[]` (`price` or inline `price_data`) and listed. */
import { invalid, missingParam, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optInt, optObject, optString, rejectUnknown } from "../params";
import { type Account } from "./Account";
import { type Json, type LineItem, type Price } from "./records";
import { buildPrice } from "./buildPrice";
import { buildProduct } from "./buildProduct";
import { getSessionRecord } from "./checkoutSessions";
import { newId } from "./ids";
import { listPage } from "./pagination";

export function buildLineItem(account: Account, item: FormObject, i: number): LineItem {
  const prefix = `line_items[${i}]`;
  rejectUnknown(
    item,
    ["price", "price_data", "quantity", "adjustable_quantity", "tax_rates", "dynamic_tax_rates"],
    prefix,
  );
  for (const key of ["adjustable_quantity", "tax_rates", "dynamic_tax_rates"]) {
    if (item[key] !== undefined)
      throw invalid(`The local Stripe server does not simulate \`${prefix}[${key}]\`.`, `${prefix}[${key}]`);
  }
  const priceId = optString(item, "price", `${prefix}[price]`);
  const priceData = optObject(item, "price_data", `${prefix}[price_data]`);
  if (priceId && priceData)
    throw invalid(`You may only specify one of these parameters: price, price_data.`, `${prefix}[price]`);
  let price: Price;
  if (priceId) {
    const found = account.prices.get(priceId);
    if (!found) throw noSuch("price", priceId, `${prefix}[price]`);
    if (!found.active)
      throw invalid(`The price specified is inactive. This field only accepts active prices.`, `${prefix}[price]`);
    price = found;
  } else if (priceData) {
    const pd = `${prefix}[price_data]`;
    rejectUnknown(
      priceData,
      ["currency", "product", "product_data", "unit_amount", "unit_amount_decimal", "tax_behavior", "recurring"],
      pd,
    );
    let productId = optString(priceData, "product", `${pd}[product]`);
    const productData = optObject(priceData, "product_data", `${pd}[product_data]`);
    if (productId && productData)
      throw invalid("You may only specify one of these parameters: product, product_data.", `${pd}[product]`);
    if (productData) {
      rejectUnknown(
        productData,
        ["name", "description", "images", "metadata", "tax_code", "unit_label"],
        `${pd}[product_data]`,
      );
      const product = buildProduct(productData, `${pd}[product_data]`);
      product.active = false;
      account.products.set(product.id, product);
      productId = product.id;
    }
    if (!productId) throw missingParam(`${pd}[product_data]`);
    if (!account.products.has(productId)) throw noSuch("product", productId, `${pd}[product]`);
    price = buildPrice(priceData, pd, productId);
    price.active = false;
    account.prices.set(price.id, price);
    account.inlinePrices.add(price.id);
  } else {
    throw missingParam(`${prefix}[price]`);
  }
  if (price.type === "recurring") {
    throw invalid(
      "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
      `${prefix}[price]`,
    );
  }
  const quantity = optInt(item, "quantity", `${prefix}[quantity]`);
  if (quantity === undefined) throw missingParam(`${prefix}[quantity]`);
  if (quantity < 1 || quantity > 999_999)
    throw invalid("Invalid positive integer", `${prefix}[quantity]`, "parameter_invalid_integer");
  const product = account.products.get(price.product);
  const amount = price.unit_amount * quantity;
  return {
    id: newId("li_"),
    object: "item",
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: product?.name ?? "",
    price: structuredClone(price),
    quantity,
  };
}

export function listLineItems(account: Account, id: string, params: FormObject): Json {
  rejectUnknown(params, ["limit", "starting_after", "ending_before", "expand"]);
  const record = getSessionRecord(account, id);
  return listPage(record.lineItems, params, `/v1/checkout/sessions/${id}/line_items`);
}
