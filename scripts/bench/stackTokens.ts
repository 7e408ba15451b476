import type { Stack } from "../stack/startStack";

/** Signs a demo user in on the stack's Auth emulator with their password: their ID token. */
export async function passwordIdToken(stack: Stack, email: string, password: string): Promise<string> {
  const url = `http://${stack.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Signing in ${email} failed (${response.status})`);
  return body.idToken;
}

/** The demo admin after a passed two-factor code, as tests/support/adminSession.ts signs in. */
export async function adminIdToken(stack: Stack, customToken: string): Promise<string> {
  const url = `http://${stack.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Signing in the admin failed (${response.status})`);
  return body.idToken;
}
