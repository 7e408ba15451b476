/** The product object, as `POST /v1/products` and inline `product_data` make it. */
import { type FormObject } from "../form";
import { optBool, optString, optStringList, readMetadata, reqString } from "../params";
import { type Product } from "./records";
import { newId, nowSeconds } from "./ids";

/** A product from `params`, whose fields sit under `prefix` (`product_data`...) in error messages. */
export function buildProduct(params: FormObject, prefix: string, id = newId("prod_", 14)): Product {
  const p = (k: string) => (prefix ? `${prefix}[${k}]` : k);
  const created = nowSeconds();
  const images = optStringList(params, "images", p("images")) ?? [];
  return {
    id,
    object: "product",
    active: optBool(params, "active", p("active")) ?? true,
    created,
    default_price: null,
    description: optString(params, "description", p("description")) || null,
    images,
    livemode: false,
    marketing_features: [],
    metadata: readMetadata(params, {}, "metadata"),
    name: reqString(params, "name", p("name")),
    package_dimensions: null,
    shippable: optBool(params, "shippable", p("shippable")) ?? null,
    statement_descriptor: optString(params, "statement_descriptor", p("statement_descriptor")) || null,
    tax_code: optString(params, "tax_code", p("tax_code")) || null,
    type: "service",
    unit_label: optString(params, "unit_label", p("unit_label")) || null,
    updated: created,
    url: optString(params, "url", p("url")) || null,
  };
}
