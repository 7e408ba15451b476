import { describe, expect, it } from "vitest";
import type { LoginFailureResponse } from "@songs/domain";
import { api } from "../../support/api";

/**
 * Threats: a client address taken from the left of X-Forwarded-For, which the client writes (every
 * per-IP limit resets at will), and login-failure reports that lock someone else's (email, IP) pair.
 * The local stack has no Google front end, so each request sends the production shape itself:
 * whatever the client chose, then the address the front end appends (the right-most entry).
 */

const octet = () => Math.floor(Math.random() * 254) + 1;
const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

const reportFailure = (email: string, forwardedFor: string) =>
  api<LoginFailureResponse>("/api/account/login-failures", {
    method: "POST",
    body: { email, failureReason: "auth/invalid-credential" },
    headers: { "X-Forwarded-For": forwardedFor },
  });

describe("forged client address (X-Forwarded-For)", () => {
  it("counts forged entries against the caller's real address: changing them does not reset the count", async () => {
    const email = `forged-xff-${Date.now()}@example.com`;
    const caller = randomIp();
    const answers: LoginFailureResponse[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await reportFailure(email, `${randomIp()}, ${caller}`);
      expect(response.status).toBe(200);
      answers.push(response.body);
    }
    expect(answers.map((answer) => answer.failures)).toEqual([1, 2, 3, 4, 5]);
    expect(answers[4]?.locked).toBe(true);
  });

  it("a report 'for' another address cannot lock that address's pair", async () => {
    const email = `victim-${Date.now()}@example.com`;
    const victim = randomIp();
    const attacker = randomIp();
    for (let i = 0; i < 5; i++) expect((await reportFailure(email, `${victim}, ${attacker}`)).status).toBe(200);

    const fromVictim = await reportFailure(email, victim);
    expect(fromVictim.status).toBe(200);
    expect(fromVictim.body).toEqual({ failures: 1, locked: false });
  });
});
