/** Products: `POST /v1/products` (with `default_price_data`) and `GET /v1/products/:id`. */
import { StripeLocalError, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optObject, optString, rejectUnknown } from "../params";
import { type Account } from "./Account";
import { buildPrice } from "./buildPrice";
import { buildProduct } from "./buildProduct";
import { newId } from "./ids";
import { type Product } from "./records";

export function createProduct(account: Account, params: FormObject): Product {
  rejectUnknown(params, [
    "id",
    "name",
    "description",
    "metadata",
    "active",
    "images",
    "url",
    "statement_descriptor",
    "unit_label",
    "tax_code",
    "shippable",
    "default_price_data",
    "expand",
  ]);
  const id = optString(params, "id") || newId("prod_", 14);
  if (account.products.has(id)) {
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      `Product already exists.`,
      "resource_already_exists",
      "id",
    );
  }
  const product = buildProduct(params, "", id);
  const dpd = optObject(params, "default_price_data");
  account.products.set(product.id, product);
  if (dpd) {
    rejectUnknown(
      dpd,
      ["currency", "unit_amount", "unit_amount_decimal", "metadata", "tax_behavior"],
      "default_price_data",
    );
    const price = buildPrice(dpd, "default_price_data", product.id);
    account.prices.set(price.id, price);
    product.default_price = price.id;
  }
  return product;
}

export function getProduct(account: Account, id: string): Product {
  const product = account.products.get(id);
  if (!product) throw noSuch("product", id, "id");
  return product;
}
