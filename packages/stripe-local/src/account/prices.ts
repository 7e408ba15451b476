/** Prices: create (with lookup keys), retrieve and list; the catalogue seeding lists by lookup key. */
import { invalid, missingParam, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optBool, optObject, optString, optStringList, rejectUnknown } from "../params";
import { type Account } from "./Account";
import { type Json, type Price } from "./records";
import { buildPrice } from "./buildPrice";
import { buildProduct } from "./buildProduct";
import { createdFilter, listPage } from "./pagination";

export function createPrice(account: Account, params: FormObject): Price {
  rejectUnknown(params, [
    "currency",
    "product",
    "product_data",
    "unit_amount",
    "unit_amount_decimal",
    "lookup_key",
    "transfer_lookup_key",
    "metadata",
    "nickname",
    "active",
    "tax_behavior",
    "recurring",
    "expand",
  ]);
  let productId = optString(params, "product");
  const productData = optObject(params, "product_data");
  if (productId && productData)
    throw invalid("You may only specify one of these parameters: product, product_data.", "product");
  if (productData) {
    rejectUnknown(
      productData,
      ["name", "active", "metadata", "statement_descriptor", "tax_code", "unit_label", "id"],
      "product_data",
    );
    const product = buildProduct(productData, "product_data");
    account.products.set(product.id, product);
    productId = product.id;
  }
  if (!productId) throw missingParam("product");
  if (!account.products.has(productId)) throw noSuch("product", productId, "product");
  const price = buildPrice(params, "", productId);
  const lookupKey = optString(params, "lookup_key");
  if (lookupKey) {
    const holder = [...account.prices.values()].find((p) => p.lookup_key === lookupKey);
    if (holder) {
      if (optBool(params, "transfer_lookup_key")) holder.lookup_key = null;
      else {
        throw invalid(
          `A price (\`${holder.id}\`) already uses that lookup key.`,
          "lookup_key",
          "lookup_key_already_exists",
        );
      }
    }
    price.lookup_key = lookupKey;
  }
  account.prices.set(price.id, price);
  return price;
}

export function getPrice(account: Account, id: string): Price {
  const price = account.prices.get(id);
  if (!price) throw noSuch("price", id, "price");
  return price;
}

export function listPrices(account: Account, params: FormObject): Json {
  rejectUnknown(params, [
    "active",
    "currency",
    "product",
    "type",
    "lookup_keys",
    "limit",
    "starting_after",
    "ending_before",
    "expand",
    "created",
    "recurring",
  ]);
  const active = optBool(params, "active");
  const currency = optString(params, "currency")?.toLowerCase();
  const product = optString(params, "product");
  const type = optString(params, "type");
  const lookupKeys = optStringList(params, "lookup_keys");
  if (lookupKeys && lookupKeys.length > 10) throw invalid("You may only specify up to 10 lookup keys.", "lookup_keys");
  const created = createdFilter(params);
  const all = [...account.prices.values()]
    .filter((p) => created(p.created))
    .filter((p) => !account.inlinePrices.has(p.id))
    .filter((p) => active === undefined || p.active === active)
    .filter((p) => !currency || p.currency === currency)
    .filter((p) => !product || p.product === product)
    .filter((p) => !type || p.type === type)
    .filter((p) => !lookupKeys || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key)))
    .reverse();
  return listPage(all, params, "/v1/prices");
}
