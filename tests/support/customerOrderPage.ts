import type { Locator, Page } from "playwright-core";

/**
 * Opens an order from the customer's dashboard as a person does (its row's title is the way in)
 * and answers the order's page, the article named for its song ("Song for Rose Baker").
 */
export async function openOrderFromDashboard(page: Page, baseUrl: string, title: string | RegExp): Promise<Locator> {
  await page.goto(new URL("/dashboard", baseUrl).href);
  await page.getByRole("list", { name: "Your orders" }).getByRole("link", { name: title }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/dashboard/orders/"));
  const order = page.getByRole("article", { name: title });
  await order.getByRole("group", { name: "Status" }).waitFor();
  return order;
}
