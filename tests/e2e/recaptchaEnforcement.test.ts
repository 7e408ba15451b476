import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, type BrowserSession } from "../support/browser";
import { logIn } from "../support/browserSignIn";

/**
 * Password sign-in under Identity Platform's enforced reCAPTCHA Enterprise, in Chromium, with the
 * site's Content-Security-Policy as Hosting serves it. The emulators never enforce reCAPTCHA, so
 * the page is pointed at a production configuration and Google's services are answered here: the
 * Identity Toolkit as it answers a project with enforcement on, and Google's reCAPTCHA script by a
 * stand-in that loads what the real one loads (its code from www.gstatic.com/recaptcha/, a frame
 * of www.google.com/recaptcha/). The Auth SDK's own requests are the real SDK's; a CSP that blocks
 * any of them fails this test as it would fail every sign-in.
 */

const SITE_KEY = "site-key-for-test";
const TOKEN = "recaptcha-token-from-test";
const PRODUCTION_CONFIG = {
  firebase: {
    apiKey: "AIzaSyD-production-like-key-000000000",
    authDomain: "songs-prod.firebaseapp.com",
    projectId: "songs-prod",
  },
};

/** Google's enterprise.js, reduced to what it loads and the API the Auth SDK calls. */
const STAND_IN_ENTERPRISE_JS = `(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const ready = () => {
    window.grecaptcha = { enterprise: { ready: (callback) => callback(), execute: () => Promise.resolve(${JSON.stringify(TOKEN)}) } };
    window[params.get("onload")]?.();
  };
  const code = document.createElement("script");
  code.src = "https://www.gstatic.com/recaptcha/releases/test-release/recaptcha__en.js";
  code.onload = () => {
    const frame = document.createElement("iframe");
    frame.src = "https://www.google.com/recaptcha/enterprise/anchor?ar=1&k=" + params.get("render") + "&size=invisible";
    frame.onload = ready;
    frame.onerror = ready;
    document.body.appendChild(frame);
  };
  code.onerror = ready;
  document.head.appendChild(code);
})();`;

interface Seen {
  scripts: string[];
  frames: string[];
  signIns: Record<string, unknown>[];
}

async function answerGoogle(page: Page, seen: Seen): Promise<void> {
  await page.route("**/api/config", (route) => route.fulfill({ json: PRODUCTION_CONFIG }));
  await page.route("https://identitytoolkit.googleapis.com/**", async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/v2/recaptchaConfig") {
      return route.fulfill({
        json: {
          recaptchaKey: `projects/songs-prod/keys/${SITE_KEY}`,
          recaptchaEnforcementState: [{ provider: "EMAIL_PASSWORD_PROVIDER", enforcementState: "ENFORCE" }],
        },
      });
    }
    if (url.pathname === "/v1/accounts:signInWithPassword") {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      seen.signIns.push(body);
      // As Identity Platform answers: a request without a reCAPTCHA token is refused with this code.
      const message = body.captchaResponse ? "INVALID_LOGIN_CREDENTIALS" : "MISSING_RECAPTCHA_TOKEN";
      return route.fulfill({
        status: 400,
        json: { error: { code: 400, message, errors: [{ message, domain: "global", reason: "invalid" }] } },
      });
    }
    return route.fulfill({ status: 404, json: { error: { code: 404, message: "NOT_FOUND" } } });
  });
  await page.route("https://www.google.com/recaptcha/enterprise.js?**", (route) => {
    seen.scripts.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: STAND_IN_ENTERPRISE_JS });
  });
  await page.route("https://www.gstatic.com/recaptcha/**", (route) => {
    seen.scripts.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "/* reCAPTCHA's code */" });
  });
  await page.route("https://www.google.com/recaptcha/enterprise/anchor?**", (route) => {
    seen.frames.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>reCAPTCHA</title>" });
  });
}

let browser: BrowserSession;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("password sign-in under enforced reCAPTCHA Enterprise", () => {
  it("loads reCAPTCHA's script and frame within the site's CSP and sends the token with the password", async () => {
    const { page, errors } = await browser.newPage();
    const seen: Seen = { scripts: [], frames: [], signIns: [] };
    await answerGoogle(page, seen);
    await page.goto(new URL("/auth", inject("baseUrl")).href);
    await logIn(page, "customer@example.com", "wrong-password-1");

    await expect.poll(() => seen.signIns.length).toBe(2);
    expect(seen.scripts).toEqual([
      `https://www.google.com/recaptcha/enterprise.js?render=${SITE_KEY}&onload=onFirebaseAuthREInstanceReady`,
      "https://www.gstatic.com/recaptcha/releases/test-release/recaptcha__en.js",
    ]);
    expect(seen.frames).toHaveLength(1);
    expect(seen.signIns[1]).toMatchObject({
      captchaResponse: TOKEN,
      clientType: "CLIENT_TYPE_WEB",
      recaptchaVersion: "RECAPTCHA_ENTERPRISE",
    });
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    await page.close();
  });
});
