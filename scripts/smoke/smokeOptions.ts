import { parseArgs } from "node:util";

/** Where the sign-up's verification link is read: the `mail` document the server wrote, or the person pastes it from the email. */
export const VERIFY_LINK_SOURCES = ["mail", "paste"] as const;
export type VerifyLinkSource = (typeof VERIFY_LINK_SOURCES)[number];

export interface Credentials {
  email: string;
  password: string;
}

export interface SmokeOptions {
  /** The deployed site (or the local stack), e.g. https://songs.example.com */
  site: URL;
  /** Sign up, pay, schedule a gift, download: without it the run only reads. */
  write: boolean;
  /** The inbox the fresh account's address is made from (plus-addressed). */
  email?: string;
  verifyLinkFrom?: VerifyLinkSource;
  /** The Firebase project whose `mail` collection holds the verification link (default: the site's own, from /api/config). */
  project?: string;
  /** host:port of the local stack's Firestore emulator (its `mail` collection). */
  firestoreEmulatorHost?: string;
  /** An account with a song to download. */
  customer?: Credentials;
  /** An admin and their authenticator's secret. */
  admin?: Credentials & { totpSecret: string };
}

export const SMOKE_HELP = `npm run smoke -- --site <url> [--write] [options]

Walks a deployed site as a person would and prints one line per step: ✔ what it checked,
✖ what is wrong, or "skipped" and why; exits 1 when any step failed.

Without --write it only reads: public pages and their headers, the service worker and manifest,
the catalogue API (an artist, a sample's audio through its signed URL), /api/config, push
configuration, and the admin sign-in with TOTP when an admin is given. With --write it also signs
up a fresh account, pays a test-mode card checkout on Stripe's hosted page (4242 4242 4242 4242:
the deployment must use Stripe's test keys), sees the order on the dashboard and in GET /api/orders,
schedules the order's gift a minute ahead and waits for Cloud Tasks to carry it out on time, and
downloads a song through its signed URL. The paid order is offered to the artists like any other:
run --write against a staging project, or cancel the order as an admin afterwards.

Options
  --site <url>                 the site (https://<your domain>, or http://127.0.0.1:<port> for npm start)
  --write                      also do what writes: sign-up, checkout, gift, download
  --email <address>            your inbox: the new account is <name>+smoke-<time>@<domain>
                               (needed with --write, except on the local stack)
  --verify-link-from <mail|paste>
                               where the sign-up's verification link is read:
                                 mail   the \`mail\` document the server wrote for the Trigger Email
                                        extension, read with the Firebase Admin SDK: on the local
                                        stack from its Firestore emulator (the default there), on
                                        a real project with your Application Default Credentials
                                        (\`gcloud auth application-default login\` as someone who
                                        can read its Firestore, e.g. the project's owner)
                                 paste  you paste the link from the email (the default elsewhere)
  --project <id>               the project whose \`mail\` is read (default: the site's, from /api/config)
  --firestore-emulator-host <host:port>
                               the local stack's Firestore emulator (npm start prints it), or
                               FIRESTORE_EMULATOR_HOST
  --customer-email <address> --customer-password <password>
                               an account with a delivered song, for the signed download (on the
                               local stack the demo customer by default); without one it is skipped
  --admin-email <address> --admin-password <password> --totp-secret <base32>
                               an admin who enrolled an authenticator, and its secret key (the
                               one /mfa-setup showed): signs in with the code and reads the admins'
                               orders; without them it is skipped
  --help                       this text

Signing in goes through the site's own /auth page in Chromium (CHROMIUM_PATH, else
/usr/bin/chromium), so Identity Platform's reCAPTCHA runs as for any visitor; if it scores the
headless browser as a bot the step says the sign-in was refused.

Nothing here needs more than a person running their own deployment has: the site's address, an
inbox, their own accounts, and, only for --verify-link-from mail on a real project, their own
Google Cloud credentials.`;

export class UsageError extends Error {}

function pair<T>(first: T | undefined, second: T | undefined, names: string): [T, T] | undefined {
  if (first === undefined && second === undefined) return undefined;
  if (first === undefined || second === undefined) throw new UsageError(`${names} go together: give both.`);
  return [first, second];
}

/** The command line's options, or a UsageError saying what is wrong; null for --help. */
export function parseSmokeOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): SmokeOptions | null {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      site: { type: "string" },
      write: { type: "boolean", default: false },
      email: { type: "string" },
      "verify-link-from": { type: "string" },
      project: { type: "string" },
      "firestore-emulator-host": { type: "string" },
      "customer-email": { type: "string" },
      "customer-password": { type: "string" },
      "admin-email": { type: "string" },
      "admin-password": { type: "string" },
      "totp-secret": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) return null;
  if (!values.site) throw new UsageError("--site <url> is needed: the site to walk.");
  let site: URL;
  try {
    site = new URL(values.site);
  } catch {
    throw new UsageError(`--site must be a URL, not "${values.site}".`);
  }
  if (site.protocol !== "https:" && site.protocol !== "http:") throw new UsageError("--site must be http(s).");
  const verifyLinkFrom = values["verify-link-from"];
  if (verifyLinkFrom !== undefined && !(VERIFY_LINK_SOURCES as readonly string[]).includes(verifyLinkFrom))
    throw new UsageError(`--verify-link-from is one of ${VERIFY_LINK_SOURCES.join(", ")}, not "${verifyLinkFrom}".`);
  if (values.email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(values.email))
    throw new UsageError(`--email must be an email address, not "${values.email}".`);
  const customer = pair(
    values["customer-email"],
    values["customer-password"],
    "--customer-email and --customer-password",
  );
  const adminLogin = pair(values["admin-email"], values["admin-password"], "--admin-email and --admin-password");
  const totpSecret = values["totp-secret"];
  if ((adminLogin === undefined) !== (totpSecret === undefined))
    throw new UsageError("--admin-email, --admin-password and --totp-secret go together: give all three.");
  const firestoreEmulatorHost = values["firestore-emulator-host"] ?? env.FIRESTORE_EMULATOR_HOST;
  return {
    site: new URL(site.origin),
    write: values.write,
    ...(values.email ? { email: values.email } : {}),
    ...(verifyLinkFrom ? { verifyLinkFrom: verifyLinkFrom as VerifyLinkSource } : {}),
    ...(values.project ? { project: values.project } : {}),
    ...(firestoreEmulatorHost ? { firestoreEmulatorHost } : {}),
    ...(customer ? { customer: { email: customer[0], password: customer[1] } } : {}),
    ...(adminLogin && totpSecret
      ? { admin: { email: adminLogin[0], password: adminLogin[1], totpSecret: totpSecret.replace(/\s+/g, "") } }
      : {}),
  };
}
