import { describe, expect, it } from "vitest";
import { orderSearchFields, orderSearchQuery } from "./orderSearch";

const order = {
  id: "cs_test_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5",
  customerEmail: "Jo.Baker@Example.com",
  recipientName: "Grandma Rose-Marie",
};
const stored = orderSearchFields(order);
const finds = (search: string) => {
  const query = orderSearchQuery(search);
  return (
    query !== null && query.lookups.some(({ field, term }) => stored[field].includes(term)) && query.matches(stored)
  );
};

describe("the admins' order search terms", () => {
  it("find an order by its customer's email, whole or before the @, in any case", () => {
    expect(finds("jo.baker@example.com")).toBe(true);
    expect(finds("JO.BAKER@EXAMPLE.COM")).toBe(true);
    expect(finds("other@example.com")).toBe(false);
  });

  it("find an order by any words of its recipient's name", () => {
    expect(finds("rose")).toBe(true);
    expect(finds("Grandma marie")).toBe(true);
    expect(finds("grandma tom")).toBe(false);
  });

  it("find an order by its id or any beginning of it from 4 characters", () => {
    expect(finds(order.id)).toBe(true);
    expect(finds(order.id.slice(0, 4))).toBe(true);
    expect(finds(order.id.slice(0, 30).toUpperCase())).toBe(true);
    expect(finds(`${order.id.slice(0, 30)}zz`)).toBe(false);
  });

  it("keep the id's beginnings apart: a word search reads only the few other terms", () => {
    expect(stored.searchTerms.length).toBeLessThanOrEqual(1 + 2 + 3);
    expect(stored.searchIdPrefixes.length).toBeLessThanOrEqual(21);
    expect(orderSearchQuery("grandma")?.lookups).toEqual([{ field: "searchTerms", term: "grandma" }]);
    expect(orderSearchQuery("cs_test")?.lookups.map(({ field }) => field)).toEqual(["searchTerms", "searchIdPrefixes"]);
    expect(orderSearchQuery("   ")).toBeNull();
  });
});
