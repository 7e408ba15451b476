/**
 * An admin signs in as every day: the password on /auth, then the authenticator's code (computed
 * here from its secret with otpauth, as the authenticator app does), and opens the admins' orders,
 * whose read needs the admin claim and a two-factor session. Production asks for the code at
 * sign-in (Identity Platform's TOTP); under the emulators the admin screens ask for it (the
 * emulator's TOTP adapter, docs/architecture.md "Admins and two-factor authentication").
 */
import { Secret, TOTP } from "otpauth";
import type { SmokeContext } from "../smokeContext";
import { logInOnAuthPage, openTab, passCodeChallenge, SCREEN_TIMEOUT_MS } from "../siteSignIn";
import { codeChallengeHeading } from "../../site/signInPage";
import { ensure, skip } from "../stepReport";

const ADMIN_ORDERS = "/api/admin/orders";

export async function signInAsAdmin(context: SmokeContext): Promise<string> {
  const admin =
    context.options.admin ?? skip("needs --admin-email, --admin-password and --totp-secret of an enrolled admin");
  const authenticator = new TOTP({ secret: Secret.fromBase32(admin.totpSecret), digits: 6, period: 30 });
  const code = (periodsAhead = 0) => authenticator.generate({ timestamp: Date.now() + periodsAhead * 30_000 });

  const page = await openTab(await context.browser());
  try {
    await page.goto(new URL("/auth", context.site).href);
    const { askedForCode } = await logInOnAuthPage(page, admin, code);
    const ordersRead = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === ADMIN_ORDERS &&
        response.request().method() === "GET" &&
        response.status() === 200,
      { timeout: SCREEN_TIMEOUT_MS },
    );
    ordersRead.catch(() => undefined);
    await page.goto(new URL("/admin/orders", context.site).href);
    const first = await Promise.race([
      ordersRead.then(() => "read" as const),
      codeChallengeHeading(page)
        .waitFor()
        .then(() => "challenge" as const),
    ]);
    if (first === "challenge") await passCodeChallenge(page, code);
    const orders = (await (await ordersRead).json()) as { orders?: unknown[] };
    ensure(Array.isArray(orders.orders), `${ADMIN_ORDERS} answered no list of orders`);
    ensure(askedForCode || first === "challenge", `${admin.email} reached the admins' orders without the code`);
    const where = askedForCode ? "at sign-in" : "on the admin screen";
    return `${admin.email} signed in with the password and the authenticator's code ${where}; ${ADMIN_ORDERS} 200 (${orders.orders.length} on its first page)`;
  } finally {
    await page.context().close();
  }
}
