/**
 * `npm run bench:uploads [-- --quick]`: the `api` function's memory under the burst it must
 * survive: 10 finished-song upload completions of just under 50 MB at once (the largest upload
 * there is: each is judged from storage), beside 50 connections of ordinary requests (the artists
 * and the customer's orders) for as long as the completions run. On a local stack on free ports,
 * 127.0.0.1 only. The Functions emulator runs each function's requests in one Node process up to
 * its declared `concurrency` (scripts/stack/functionsConcurrency.ts), as a Cloud Functions
 * instance does; the peak RSS of the process serving `api` (sampled every 100 ms with `ps`) is the
 * figure held against the memory `api` is declared with (functions/src/index.ts).
 * Target: that peak under 70% of the declared memory, every completion answered 200, no failed
 * ordinary request. `--quick`: 3 completions of 10 MB (checks the bench itself).
 */
import os from "node:os";
import autocannon from "autocannon";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { MAX_SONG_FILE_BYTES } from "@songs/domain";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../seed/users";
import { functionWorkers, processTree, type TreeProcess } from "../stack/processTree";
import { PROJECT_ID, startStack } from "../stack/startStack";
import { adminIdToken, passwordIdToken } from "./stackTokens";

const QUICK = process.argv.includes("--quick");
const COMPLETIONS = QUICK ? 3 : 10;
/** Just under the songs' limit (a file of MAX_SONG_FILE_BYTES or more is refused before it is read). */
const FILE_BYTES = QUICK ? 10 * 1024 * 1024 : MAX_SONG_FILE_BYTES - 1;
const ORDINARY_CONNECTIONS = 50;
/** The memory `api` is declared with (functions/src/index.ts), in bytes. */
const API_MEMORY_BYTES = 1024 * 1024 ** 2;
const TARGET_SHARE = 0.7;
const SOURCE_ORDER = "demo-order-in-progress";

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

/** A WAV file of `size` bytes: a 44-byte PCM header (16-bit stereo, 44.1 kHz) and silence. */
function wavOf(size: number): Buffer {
  const file = Buffer.alloc(size);
  file.write("RIFF", 0, "ascii");
  file.writeUInt32LE(size - 8, 4);
  file.write("WAVEfmt ", 8, "ascii");
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(2, 22);
  file.writeUInt32LE(44_100, 24);
  file.writeUInt32LE(44_100 * 4, 28);
  file.writeUInt16LE(4, 32);
  file.writeUInt16LE(16, 34);
  file.write("data", 36, "ascii");
  file.writeUInt32LE(size - 44, 40);
  return file;
}

/** The `api` function's worker: the Functions emulator's process whose requests carry the app (the largest at rest is not assumed). */
function workers(roots: number[]): TreeProcess[] {
  return functionWorkers(processTree(roots));
}

console.log(
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
const stack = await startStack({ ports: "free", quiet: true, localStripe: true, runSchedules: false });
const admin = initializeApp({ projectId: PROJECT_ID }, `bench-uploads-${Date.now()}`);
let met: boolean | undefined;
try {
  const db = getFirestore(admin);
  const adminToken = await adminIdToken(stack, await getAuth(admin).createCustomToken(DEMO_ADMIN.uid, { mfa: "totp" }));
  const customerToken = await passwordIdToken(stack, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };

  // One in-progress order per completion (copies of the demo's), so no completion waits on another's order.
  const source = await db.collection("orders").doc(SOURCE_ORDER).get();
  const orderIds = Array.from({ length: COMPLETIONS }, (_, index) => `bench-upload-${index}`);
  await Promise.all(
    orderIds.map((id) =>
      db
        .collection("orders")
        .doc(id)
        .set({ ...source.data(), id }),
    ),
  );

  const file = wavOf(FILE_BYTES);
  const body = new Uint8Array(file);
  const uploads: { orderId: string; uploadId: string }[] = [];
  for (const orderId of orderIds) {
    const issued = await post(`/api/admin/orders/${orderId}/song-uploads`, {
      fileName: "final mix.wav",
      contentType: "audio/wav",
      size: file.length,
    });
    if (issued.status !== 200)
      throw new Error(`Issuing an upload failed: ${issued.status} ${JSON.stringify(issued.body)}`);
    const { uploadId, uploadUrl, contentType, headers } = issued.body as {
      uploadId: string;
      uploadUrl: string;
      contentType: string;
      headers: Record<string, string>;
    };
    const put = await fetch(uploadUrl, {
      method: "PUT",
      headers: { "Content-Type": contentType, ...headers },
      body,
    });
    if (!put.ok) throw new Error(`Storing the file failed: ${put.status}`);
    uploads.push({ orderId, uploadId });
  }
  console.log(`Stored ${COMPLETIONS} files of ${mb(FILE_BYTES)} (${FILE_BYTES} bytes) for as many orders`);

  // Warm the api's process (its first request loads the app), then read its memory at rest.
  await fetch(`${stack.baseUrl}/api/artists`);
  const before = workers(stack.processIds);
  const peak = new Map<number, TreeProcess>();
  const sample = () => {
    for (const worker of workers(stack.processIds))
      if ((peak.get(worker.pid)?.rssBytes ?? 0) < worker.rssBytes) peak.set(worker.pid, worker);
  };
  sample();
  const sampler = setInterval(sample, 100);

  const started = performance.now();
  let ordinary: autocannon.Instance | undefined;
  const ordinaryDone = new Promise<autocannon.Result>((resolve, reject) => {
    ordinary = autocannon(
      {
        url: stack.baseUrl,
        connections: ORDINARY_CONNECTIONS,
        duration: 600,
        headers: { Authorization: `Bearer ${customerToken}` },
        requests: [{ path: "/api/artists" }, { path: "/api/orders" }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // The completions start once the ordinary load runs.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const completions = await Promise.all(
    uploads.map(async ({ orderId, uploadId }) => {
      const at = performance.now();
      const answer = await post(`/api/admin/orders/${orderId}/song-uploads/${uploadId}/complete`, {});
      return { status: answer.status, ms: performance.now() - at };
    }),
  );
  // Run on a second after the last completion, then stop the ordinary load.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  ordinary?.stop();
  const result = await ordinaryDone;
  clearInterval(sampler);
  sample();
  const seconds = (performance.now() - started) / 1000;

  const busiest = [...peak.values()].sort((a, b) => b.rssBytes - a.rssBytes)[0];
  const atRest = before.find((worker) => worker.pid === busiest?.pid);
  const statuses = completions.map((completion) => completion.status);
  const slowest = Math.max(...completions.map((completion) => completion.ms));
  const failedOrdinary = result.non2xx + result.errors + result.timeouts;
  console.log(
    `\nBurst: ${COMPLETIONS} completions of ${mb(FILE_BYTES)} at once beside ${ORDINARY_CONNECTIONS} connections of ordinary requests, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `  completions: ${statuses.join(", ")} (slowest ${(slowest / 1000).toFixed(1)} s); ordinary requests ${result.requests.total}, failed ${failedOrdinary}, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `  function processes ${before.length} -> ${peak.size}; the api's process ${mb(atRest?.rssBytes ?? 0)} at rest, ${mb(busiest?.rssBytes ?? 0)} at peak (declared memory ${mb(API_MEMORY_BYTES)})`,
  );
  met =
    (busiest?.rssBytes ?? Infinity) < API_MEMORY_BYTES * TARGET_SHARE &&
    statuses.every((status) => status === 200) &&
    failedOrdinary === 0;
  console.log(
    `  target: peak under ${mb(API_MEMORY_BYTES * TARGET_SHARE)} (${TARGET_SHARE * 100}% of the declared memory), every completion 200, no ordinary request failed: ${met ? "met" : "MISSED"}`,
  );
} finally {
  await deleteApp(admin);
  await stack.stop();
}
process.exit(met ? 0 : 1);
