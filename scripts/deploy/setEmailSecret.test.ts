import { describe, expect, it } from "vitest";
import { fakeGcloud } from "./fakeGcloud";
import { readSmtpPassword, setEmailSecret } from "./setEmailSecret";

const quiet = { log: () => undefined };

describe("npm run deploy:email-secret", () => {
  it("reads the SMTP password from the environment or piped stdin, never asking for it", () => {
    const piped = { isTTY: false, read: () => "from-stdin\n" };
    expect(readSmtpPassword({ SMTP_PASSWORD: "from-env" }, piped)).toBe("from-env");
    expect(readSmtpPassword({}, piped)).toBe("from-stdin");
    expect(() => readSmtpPassword({}, { isTTY: true, read: () => "never read" })).toThrow(
      /No SMTP password: set SMTP_PASSWORD or pipe it in .* never taken as an argument/,
    );
    expect(() => readSmtpPassword({ SMTP_PASSWORD: "" }, { isTTY: false, read: () => "\n" })).toThrow(
      /No SMTP password/,
    );
  });

  it("creates the extension's secret when missing, then adds the password through stdin, not as an argument", () => {
    const gcloud = fakeGcloud((args) => ({ status: args[1] === "describe" ? 1 : 0 }));
    expect(setEmailSecret("songs-prod", "s3cret pass", { run: gcloud.run, ...quiet })).toEqual({ created: true });
    expect(gcloud.calls).toEqual([
      [
        "gcloud",
        "secrets",
        "describe",
        "firestore-send-email-SMTP_PASSWORD",
        "--project=songs-prod",
        "--format=value(name)",
      ],
      [
        "gcloud",
        "secrets",
        "create",
        "firestore-send-email-SMTP_PASSWORD",
        "--replication-policy=automatic",
        "--labels=firebase-extensions-managed=firestore-send-email",
        "--project=songs-prod",
      ],
      [
        "gcloud",
        "secrets",
        "versions",
        "add",
        "firestore-send-email-SMTP_PASSWORD",
        "--data-file=-",
        "--project=songs-prod",
      ],
    ]);
    expect(gcloud.inputs.at(-1)).toBe("s3cret pass");
    expect(gcloud.calls.flat().some((arg) => arg.includes("s3cret"))).toBe(false);
  });

  it("adds a new version to an existing secret, and stops when gcloud fails", () => {
    const existing = fakeGcloud(() => ({}));
    expect(setEmailSecret("songs-prod", "next", { run: existing.run, ...quiet })).toEqual({ created: false });
    expect(existing.calls.map((call) => call.slice(1, 3))).toEqual([
      ["secrets", "describe"],
      ["secrets", "versions"],
    ]);
    const denied = fakeGcloud((args) => ({ status: args[1] === "versions" ? 1 : 0 }));
    expect(() => setEmailSecret("songs-prod", "next", { run: denied.run, ...quiet })).toThrow(
      /Stopped: adding the password failed/,
    );
  });
});
