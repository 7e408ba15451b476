/**
 * Customers: `POST /v1/customers`, `GET /v1/customers` (by `email`), `GET /v1/customers/:id` and
 * `DELETE /v1/customers/:id` (an account's deletion asks Stripe to forget its customer). A deleted
 * customer answers as Stripe's does: `{ id, object: "customer", deleted: true }`, and a second
 * delete is 404 `resource_missing`.
 */
import { invalid, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optObject, optString, rejectUnknown } from "../params";
import { type Account } from "./Account";
import { newId } from "./ids";
import { createdFilter, listPage } from "./pagination";
import { type Json } from "./records";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Customer = Json & { id: string; email: string | null; deleted?: true };

const customersOf = (account: Account) => account.customers as Map<string, Customer>;

export function createCustomer(account: Account, params: FormObject): Json {
  rejectUnknown(params, ["email", "name", "description", "metadata", "phone", "expand"]);
  const email = optString(params, "email") || null;
  if (email && !EMAIL_RE.test(email)) throw invalid(`Invalid email address: ${email}`, "email", "email_invalid");
  const customer: Customer = {
    id: newId("cus_", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: Math.floor(Date.now() / 1000),
    currency: null,
    description: optString(params, "description") ?? null,
    email,
    livemode: false,
    metadata: (optObject(params, "metadata") ?? {}) as Json,
    name: optString(params, "name") ?? null,
    phone: optString(params, "phone") ?? null,
    shipping: null,
  };
  customersOf(account).set(customer.id, customer);
  return customer;
}

export function getCustomer(account: Account, id: string): Json {
  const customer = customersOf(account).get(id);
  if (!customer) throw noSuch("customer", id, "id");
  return customer.deleted ? { id, object: "customer", deleted: true } : customer;
}

/** Newest first, as Stripe lists; deleted customers are never listed. */
export function listCustomers(account: Account, params: FormObject): Json {
  rejectUnknown(params, ["email", "limit", "starting_after", "ending_before", "expand", "created"]);
  const email = optString(params, "email");
  const created = createdFilter(params);
  const all = [...customersOf(account).values()]
    .filter(
      (customer) => !customer.deleted && (!email || customer.email === email) && created(customer.created as number),
    )
    .reverse();
  return listPage(all, params, "/v1/customers");
}

export function deleteCustomer(account: Account, id: string): Json {
  const customer = customersOf(account).get(id);
  if (!customer || customer.deleted) throw noSuch("customer", id, "id");
  const deleted: Customer = { id, object: "customer", email: null, deleted: true };
  customersOf(account).set(id, deleted);
  return { id, object: "customer", deleted: true };
}
