import { TOTP } from "otpauth";
import type { Page } from "playwright-core";

/** Fills and sends the login form of /auth (the page must show it). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** On /mfa-setup: reads the secret key, types the current 6-digit code and enables two-factor. */
export async function enableTwoFactor(page: Page): Promise<void> {
  await page.getByRole("heading", { name: "Set Up Two-Factor Authentication" }).waitFor();
  await page.getByRole("img", { name: /QR code/ }).waitFor();
  const secret = (await page.getByLabel("Secret key").textContent())!.replace(/\s+/g, "");
  const code = new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate();
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify & Enable MFA" }).click();
  await page.getByText("MFA enabled successfully!").first().waitFor();
}
