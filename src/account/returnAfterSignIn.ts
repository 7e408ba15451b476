import type { FromLocationState } from "../auth/guards";
import { homeOf } from "../auth/homes";
import type { SessionRole } from "../auth/SessionProvider";
import type { WelcomeBackState } from "../auth/welcomeBack";

/** Screens that greet a returning user themselves ("Welcome back! Complete your order below." ...). */
const SELF_GREETING_PATHS = new Set(["/create", "/order-builder", "/payment-success"]);

/** The in-app screen a user was sent to /auth from (FromLocationState), or null. */
export function readFrom(locationState: unknown): { pathname: string; search: string; hash: string } | null {
  if (typeof locationState !== "object" || locationState === null) return null;
  const { from } = locationState as FromLocationState;
  if (typeof from !== "object" || from === null || typeof from.pathname !== "string") return null;
  // Only paths of this app, and never /auth itself (which would loop).
  if (!from.pathname.startsWith("/") || from.pathname.startsWith("//") || from.pathname === "/auth") return null;
  return {
    pathname: from.pathname,
    search: typeof from.search === "string" ? from.search : "",
    hash: typeof from.hash === "string" ? from.hash : "",
  };
}

export interface SignInReturn {
  to: string;
  /** Set when the screen shows its own welcome; otherwise /auth shows "Welcome back!". */
  state?: WelcomeBackState;
}

/** The order builder, where an order waiting for its customer's sign-in is completed. */
const ORDER_BUILDER_PATH = "/create";

/**
 * Where a user goes after signing in, and who says "Welcome back": the screen that sent them to
 * sign in (a return address wins); else the order builder when an order on this device waits for
 * them to sign in (a new customer who signed up while ordering, then verified their email
 * elsewhere); else their home (`homeOf`).
 */
export function returnAfterSignIn(
  locationState: unknown,
  isOrderAwaitingSignIn: boolean,
  role: SessionRole | null,
): SignInReturn {
  const from =
    readFrom(locationState) ?? (isOrderAwaitingSignIn ? { pathname: ORDER_BUILDER_PATH, search: "", hash: "" } : null);
  if (!from) return { to: homeOf(role) };
  const to = from.pathname + from.search + from.hash;
  return SELF_GREETING_PATHS.has(from.pathname) ? { to, state: { welcomeBack: true } } : { to };
}
