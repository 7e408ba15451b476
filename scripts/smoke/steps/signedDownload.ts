/**
 * A song downloaded as its customer does from the dashboard: `POST /api/orders/:orderId/download`
 * answers a signed URL (production signs it with the functions' service account), which the page
 * reads from the site's origin, so the storage bucket's CORS for the site takes part too.
 */
import { downloadResponseSchema, ordersResponseSchema } from "@songs/domain";
import { DEMO_CUSTOMER } from "../../seed/users";
import type { SmokeContext } from "../smokeContext";
import type { Credentials } from "../smokeOptions";
import { signInOnSite } from "../siteSignIn";
import { ensure, skip } from "../stepReport";

/** The account whose song is downloaded: the one given, or on the local stack the demo customer, whose orders are delivered. */
function downloadingCustomer(context: SmokeContext): Credentials {
  if (context.options.customer) return context.options.customer;
  if (context.isLocalStack) return { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
  return skip("needs --customer-email and --customer-password of an account with a delivered song");
}

export async function downloadSong(context: SmokeContext): Promise<string> {
  const customer = downloadingCustomer(context);
  const { page, idToken } = await signInOnSite(await context.browser(), context.site, customer);
  try {
    const listed = await context.api("/api/orders", { token: idToken });
    const orders = ordersResponseSchema.safeParse(listed.body);
    ensure(listed.status === 200 && orders.success, `GET /api/orders answered ${listed.status}`);
    const delivered = orders.data.orders.find((order) => order.hasSong);
    ensure(delivered, `${customer.email} has no order with a delivered song on the first page of their orders`);

    const answer = await context.api(`/api/orders/${encodeURIComponent(delivered.id)}/download`, {
      method: "POST",
      token: idToken,
      body: {},
    });
    const download = downloadResponseSchema.safeParse(answer.body);
    ensure(answer.status === 200 && download.success, `POST the order's download answered ${answer.status}`);
    const { url, fileName, expiresInSeconds } = download.data;

    // From the dashboard's origin, as the app fetches a song to keep it on the device.
    const read = await page.evaluate(async (signedUrl) => {
      try {
        const response = await fetch(signedUrl, { headers: { Range: "bytes=0-1023" } });
        const bytes = (await response.arrayBuffer()).byteLength;
        return { status: response.status, type: response.headers.get("content-type") ?? "", bytes };
      } catch (error) {
        return { status: 0, type: "", bytes: 0, error: String(error) };
      }
    }, url);
    ensure(
      read.status !== 0,
      `the page could not read the signed URL (the bucket's CORS must allow ${new URL(page.url()).origin}): ${"error" in read ? read.error : ""}`,
    );
    ensure(read.status === 206 || read.status === 200, `the signed URL answered ${read.status}`);
    ensure(read.bytes > 0, "the signed URL answered no bytes");
    return `${customer.email}'s "${fileName}": a signed URL valid ${expiresInSeconds} s, read from ${new URL(page.url()).origin} (${read.status}, ${read.type || "no type"}, ${read.bytes} bytes)`;
  } finally {
    await page.context().close();
  }
}
