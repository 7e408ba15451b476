import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./repoRoot";

const DIR = path.join(REPO_ROOT, ".stack", "push-service");
const files = (dir: string) => ({
  cert: path.join(dir, "localhost-cert.pem"),
  key: path.join(dir, "localhost-key.pem"),
});

/**
 * The tests' local push service's TLS certificate and key (https at 127.0.0.1, trusted by the
 * emulated functions only), made on this machine the first time they are needed and kept in the
 * ignored `.stack/` folder: no private key is committed, and each clone has its own. The pair is
 * made in a folder of its own and moved into place whole, so stacks starting side by side never
 * read a certificate with another run's key.
 */
export function localPushCertificate(): { cert: string; key: string } {
  if (existsSync(files(DIR).key)) return files(DIR);
  const made = `${DIR}.${randomUUID()}`;
  mkdirSync(made, { recursive: true });
  const { cert, key } = files(made);
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-days", "3650", "-subj", "/CN=Local push service (tests only)"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
  try {
    renameSync(made, DIR);
  } catch {
    // Another run moved its pair into place first: that one is used.
    rmSync(made, { recursive: true, force: true });
  }
  return files(DIR);
}
