/**
 * What the Firebase Auth web SDK may load and call under the site's Content-Security-Policy: the
 * one list firebase.json's CSP must allow (`npm run deploy:check`), checked against the hosts and
 * script the installed SDK itself names, and in Chromium under enforced reCAPTCHA
 * (tests/e2e/recaptchaEnforcement.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const FIREBASE_AUTH_SOURCES: Record<string, string[]> = {
  // Sign-in, two-factor and account calls; ID token refreshes.
  "connect-src": ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
  // With reCAPTCHA Enterprise enforced on password sign-in (npm run configure-identity-platform),
  // the SDK loads https://www.google.com/recaptcha/enterprise.js, which loads its code from
  // www.gstatic.com/recaptcha/ and runs in frames of www.google.com/recaptcha/ (or
  // recaptcha.google.com/recaptcha/): the sources Google's reCAPTCHA documentation gives for a CSP.
  "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};

/** A CSP header value as directives and their sources. */
export function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources a fetch of this kind falls back to when its directive is absent (CSP level 3). */
export function effectiveSources(csp: Map<string, string[]>, directive: string): string[] {
  const fallbacks: Record<string, string[]> = {
    "frame-src": ["frame-src", "child-src", "default-src"],
    "script-src": ["script-src", "default-src"],
    "connect-src": ["connect-src", "default-src"],
  };
  for (const name of fallbacks[directive] ?? [directive, "default-src"]) {
    const sources = csp.get(name);
    if (sources) return sources;
  }
  return [];
}

/** The sources of FIREBASE_AUTH_SOURCES that a CSP does not allow, each with its directive. */
export function missingFirebaseAuthSources(csp: Map<string, string[]>): { directive: string; source: string }[] {
  return Object.entries(FIREBASE_AUTH_SOURCES).flatMap(([directive, sources]) => {
    const allowed = effectiveSources(csp, directive);
    return sources.filter((source) => !allowed.includes(source)).map((source) => ({ directive, source }));
  });
}

/** Whether a host source expression (`https://host/path/`, as in the list above) allows the URL. */
export function sourceAllows(source: string, url: string): boolean {
  const match = /^(https?):\/\/([^/]+)(\/.*)?$/.exec(source);
  if (!match) return false;
  const [, scheme, host, sourcePath = ""] = match;
  const target = new URL(url);
  if (target.protocol !== `${scheme}:` || target.host !== host) return false;
  if (!sourcePath) return true;
  return sourcePath.endsWith("/") ? target.pathname.startsWith(sourcePath) : target.pathname === sourcePath;
}

export interface AuthSdkRequests {
  /** URLs the SDK calls with fetch. */
  connect: string[];
  /** Scripts the SDK adds to the page under reCAPTCHA enforcement. */
  scripts: string[];
}

/** What the installed @firebase/auth browser build calls and loads, read from its code. */
export function authSdkRequests(root: string): AuthSdkRequests {
  const firebase = path.dirname(createRequire(path.join(root, "package.json")).resolve("firebase/package.json"));
  const auth = path.dirname(createRequire(path.join(firebase, "package.json")).resolve("@firebase/auth/package.json"));
  const dir = path.join(auth, "dist", "esm");
  const code = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const one = (pattern: RegExp, what: string) => {
    const found = pattern.exec(code)?.[1];
    if (!found)
      throw new Error(`@firebase/auth's code no longer names ${what}: read it again and update FIREBASE_AUTH_SOURCES`);
    return found;
  };
  return {
    connect: [
      `https://${one(/apiHost: "([^"]+)"/, "its API host")}/v1/accounts:signInWithPassword`,
      `https://${one(/tokenApiHost: "([^"]+)"/, "its token host")}/v1/token`,
    ],
    scripts: [
      `${one(/recaptchaEnterpriseScript: '([^']+)'/, "the reCAPTCHA Enterprise script")}site-key&onload=callback`,
    ],
  };
}
