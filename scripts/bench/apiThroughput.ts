/**
 * `npm run bench:api`: requests per second and p99 latency of the `api` app in one plain Node
 * process (as one Cloud Functions instance serves it) on the official Firestore emulator with the
 * demo data. 50 connections for 10 s on each public catalogue GET, 20 on `GET /api/orders` with a
 * real ID token from the Auth emulator (its revocation check included). After a 10 s warm-up, three runs each; prints
 * every run, the median, the machine's cores and whether the targets are met.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_CUSTOMER } from "../seed/users";
import { ensureLocalSecrets, localVapidKeys } from "../stack/localSecrets";
import { PROJECT_ID, REPO_ROOT, startStack, type Stack } from "../stack/startStack";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Unmeasured load before each endpoint's runs: the official Firestore emulator is a JVM that keeps
 * compiling its query path for the first seconds under load (the orders' p99 falls from about 200
 * to 100 ms over the first 10 s), while Firestore itself is always warm.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);

interface Target {
  path: string;
  connections: number;
  minRequestsPerSecond?: number;
  maxP99Ms: number;
  signedIn?: boolean;
}

const TARGETS: Target[] = [
  { path: "/api/artists", connections: 50, minRequestsPerSecond: 2000, maxP99Ms: 50 },
  { path: "/api/samples", connections: 50, minRequestsPerSecond: 2000, maxP99Ms: 50 },
  { path: "/api/reviews", connections: 50, minRequestsPerSecond: 2000, maxP99Ms: 50 },
  { path: "/api/orders", connections: 20, maxP99Ms: 100, signedIn: true },
];

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The app in its own process, so the load generator does not share its event loop. */
async function startApiProcess(stack: Stack): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "scripts", "bench", "apiServer.ts")], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      FUNCTIONS_EMULATOR: "true",
      GCLOUD_PROJECT: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: stack.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
      BLOB_STORE: "disk",
      BLOB_DIR: stack.blobDir,
      BLOB_PUBLIC_URL: stack.blobUrl,
      BLOB_SIGNING_KEY: stack.blobSigningKey,
      STRIPE_SECRET_KEY: stack.stripeSecretKey,
      STRIPE_WEBHOOK_SECRET: "whsec_bench",
      STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_bench_connect",
      ...(stack.stripeUrl ? { STRIPE_API_URL: stack.stripeUrl } : {}),
      MFA_ENCRYPTION_KEY: "0".repeat(64),
      VAPID_KEYS: localVapidKeys(),
      EMAIL_HASH_KEY: ensureLocalSecrets(REPO_ROOT).EMAIL_HASH_KEY,
    },
  });
  let output = "";
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const port = /listening (\d+)/.exec(output)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}`, child };
  }
  throw new Error("The api process exited before it listened");
}

async function customerIdToken(stack: Stack): Promise<string> {
  const url = `http://${stack.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Signing in the demo customer failed (${response.status})`);
  return body.idToken;
}

async function measure(
  url: string,
  target: Target,
  headers: Record<string, string>,
  seconds = DURATION_SECONDS,
): Promise<Figures> {
  const result = await autocannon({
    url: url + target.path,
    connections: target.connections,
    duration: seconds,
    headers,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${target.path}: ${failed} of ${result.requests.total} requests failed`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

const stack = await startStack({ ports: "free", quiet: true, localStripe: true });
const api = await startApiProcess(stack).catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});
let allMet = true;
try {
  const token = await customerIdToken(stack);
  console.log(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log(`${RUNS} runs of ${DURATION_SECONDS} s per endpoint; median of the runs\n`);
  for (const target of TARGETS) {
    const headers: Record<string, string> = target.signedIn ? { Authorization: `Bearer ${token}` } : {};
    const warmUp = await fetch(api.url + target.path, { headers });
    if (!warmUp.ok) throw new Error(`${target.path} answered ${warmUp.status}`);
    // Unmeasured: lets V8 and the emulator's JVM optimise the path and fills the instance's catalogue, as on a warm instance.
    await measure(api.url, target, headers, WARM_UP_SECONDS);
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(api.url, target, headers));
    const rps = median(runs.map((figures) => figures.requestsPerSecond));
    const p99 = median(runs.map((figures) => figures.p99Ms));
    const met =
      (target.minRequestsPerSecond === undefined || rps >= target.minRequestsPerSecond) && p99 <= target.maxP99Ms;
    allMet &&= met;
    const goal = `${target.minRequestsPerSecond ? `>= ${target.minRequestsPerSecond} req/s, ` : ""}p99 <= ${target.maxP99Ms} ms`;
    console.log(
      `GET ${target.path} (${target.connections} connections): runs ${runs.map((r) => `${Math.round(r.requestsPerSecond)} req/s p99 ${r.p99Ms} ms`).join("; ")}`,
    );
    console.log(`  median ${Math.round(rps)} req/s, p99 ${p99} ms (target ${goal}: ${met ? "met" : "NOT MET"})`);
  }
} finally {
  api.child.kill();
  await once(api.child, "exit");
  await stack.stop();
}
process.exit(allMet ? 0 : 1);
