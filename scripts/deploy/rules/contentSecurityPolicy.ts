import type { DeployRule } from "../deployRule";
import {
  authSdkRequests,
  FIREBASE_AUTH_SOURCES,
  missingFirebaseAuthSources,
  parseCsp,
  sourceAllows,
} from "../contentSecurityPolicy";
import { readFirebaseJson } from "../repoFiles";

/**
 * Hosting's Content-Security-Policy (firebase.json, every page) allows the Firebase Auth SDK's
 * sources (FIREBASE_AUTH_SOURCES), and they cover what the installed SDK calls and loads, reCAPTCHA
 * Enterprise included: with enforcement on, a CSP that blocks its script blocks every sign-in.
 */
export const contentSecurityPolicyRule: DeployRule = {
  name: "Content-Security-Policy allows Firebase Auth and reCAPTCHA Enterprise",
  id: "csp",
  check(root) {
    const rules = readFirebaseJson(root).hosting?.headers ?? [];
    const header = rules
      .find((rule) => rule.source === "**")
      ?.headers.find((entry) => entry.key.toLowerCase() === "content-security-policy");
    if (!header) return ['firebase.json sets no Content-Security-Policy header on "**"'];
    const csp = parseCsp(header.value);
    const problems = missingFirebaseAuthSources(csp).map(
      ({ directive, source }) =>
        `${directive} does not allow ${source}, which Firebase Auth needs (scripts/deploy/contentSecurityPolicy.ts)`,
    );
    const sdk = authSdkRequests(root);
    const covered = (directive: string, url: string) =>
      FIREBASE_AUTH_SOURCES[directive]?.some((source) => sourceAllows(source, url)) ?? false;
    for (const url of sdk.connect)
      if (!covered("connect-src", url))
        problems.push(`the Auth SDK calls ${url}, which FIREBASE_AUTH_SOURCES' connect-src does not cover`);
    for (const url of sdk.scripts)
      if (!covered("script-src", url))
        problems.push(`the Auth SDK loads ${url}, which FIREBASE_AUTH_SOURCES' script-src does not cover`);
    return problems;
  },
};
