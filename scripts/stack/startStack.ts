import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { createDiskBlobStore } from "../../functions/src/adapters/blobs/diskBlobStore";
import { seedArtistPhotos, seedFiles, seedFirestore, seedUsers } from "../seed/seed";
import { seedPayoutAccounts } from "../seed/payoutAccounts";
import { createStripeClient } from "../../functions/src/adapters/stripe/createStripeClient";
import { startStripeLocal, type StripeLocal } from "@songs/stripe-local";
import { startBlobServer } from "./blobServer";
import { freePort, isPortTaken } from "./freePort";
import { isFirestoreReady, requireFirestoreEmulator, startCloudSdkFirestore } from "./firestoreEmulator";
import { startEventedFunctions, type EventedFunctions } from "./eventedFunctions";
import { ensureLocalSecrets } from "./localSecrets";
import { savedEmulators, savedFirestore, saveStackData } from "./stackData";
import { localPushCertificate } from "./localPushCertificate";
import { REPO_ROOT } from "./repoRoot";
import { watchMail } from "./mailPrinter";
import { startGroupProcess, type GroupProcess } from "./processes";
import { writeStackFirebaseConfig, writeStackFunctionsEnv, type StackPorts } from "./stackFirebaseConfig";

export const PROJECT_ID = "demo-songs";
export { REPO_ROOT };

/** The certificates the emulated functions trust besides Node's own: the shell's (NODE_EXTRA_CA_CERTS) and the local push service's, in one file. */
async function extraCertificates(dir: string): Promise<string> {
  const file = path.join(dir, "extra-certificates.pem");
  const inherited =
    process.env.NODE_EXTRA_CA_CERTS && existsSync(process.env.NODE_EXTRA_CA_CERTS)
      ? readFileSync(process.env.NODE_EXTRA_CA_CERTS, "utf8")
      : "";
  await writeFile(file, `${inherited.trimEnd()}\n${readFileSync(localPushCertificate().cert, "utf8")}`);
  return file;
}

/** The committed firebase.json ports; the blob server takes the Storage emulator's port. */
export const DEFAULT_PORTS: StackPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  blobs: 9199,
  hub: 4400,
  logging: 4500,
  stripe: 12111,
  eventarc: 9299,
  tasks: 9499,
};

/** Set to "1" for the integration suites' stacks when the functions are built already (StartStackOptions.functionsBuilt). */
export const FUNCTIONS_BUILT = "STACK_FUNCTIONS_BUILT";

export interface StartStackOptions {
  /** "free" picks unused ports (tests, npm start -- --port); default: the fixed ports of firebase.json. */
  ports?: "free" | Partial<StackPorts>;
  /** With ports "free": the site (Hosting) on this port instead. */
  sitePort?: number;
  /** Keep child output to yourself unless starting fails (tests). */
  quiet?: boolean;
  /** Also append the emulators' output (the functions' logs among it) to this file. */
  logFile?: string;
  /** Run `npm run build:web` first (npm start does; tests rely on an existing dist/). */
  buildWeb?: boolean;
  /** Serve the functions as built already (npm test builds them once for its stacks side by side). */
  functionsBuilt?: boolean;
  /** Print every new `mail` document to the console (default: when not quiet). */
  printMail?: boolean;
  /** Extra CORS origins for the blob server (the Vite dev server). */
  extraOrigins?: string[];
  /** Milliseconds to wait for the emulators (default 90 s). */
  timeoutMs?: number;
  /** Run the local Stripe server (default: when no STRIPE_SECRET_KEY is set in the environment). */
  localStripe?: boolean;
  /** Run the scheduled functions on their intervals (default true); tests can also run one at once. */
  runSchedules?: boolean;
  /** Keep Firestore and Auth data here across restarts (npm start; stackData.ts); default: start empty. */
  dataDir?: string;
}

/** The lines of the emulators' output where a function logged an error (an API answer of 500 among them). */
export function loggedErrorsIn(output: string): string[] {
  return output.split("\n").filter((line) => /Unhandled API error|"severity":"ERROR"/.test(line));
}

export interface Stack {
  /** The site through the Hosting emulator, e.g. http://127.0.0.1:5000 */
  baseUrl: string;
  /** `${baseUrl}/api` */
  apiUrl: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  authEmulatorHost: string;
  /** host:port of the official Cloud Firestore emulator (FIRESTORE_EMULATOR_HOST). */
  firestoreHost: string;
  /** The `api` function's own URL (Functions emulator), where the app answers at its root. */
  functionUrl: string;
  /** The Functions emulator (runScheduledFunction takes it). */
  functionsOrigin: string;
  /** The functions that run on events and on time, as the stack runs them (eventedFunctions.ts). */
  evented: EventedFunctions;
  /** Base URL of the blob server. */
  blobUrl: string;
  /** The key the disk adapter signs blob URLs with (tests make expired URLs with it). */
  blobSigningKey: string;
  /** Folder of the disk blob store. */
  blobDir: string;
  /** Base URL of the local Stripe server; null when a real Stripe key is configured. */
  stripeUrl: string | null;
  /** The generated local Stripe secret key, which the api function uses and the local server accepts. */
  stripeSecretKey: string;
  /**
   * Holds back the local Stripe server's events for the platform's webhook (`false`: recorded,
   * never delivered) or sends them again (`true`); a no-op with a real Stripe key. For data Stripe
   * would hold already, made faster than the functions would take its events (`npm run bench:scale`).
   */
  deliverStripeEvents(deliver: boolean): void;
  ports: StackPorts;
  /** Whether dist/ held a built web app (else Hosting serves a placeholder page). */
  hasWebBuild: boolean;
  /**
   * The Node.js the Functions emulator runs the functions on, from its own log line ("Using
   * node@24 from host."): the binary it spawns, so no production code has to expose its version.
   */
  functionsRuntime: string | null;
  /** What the functions logged as errors so far (an API answer of 500 logs its cause). */
  loggedErrors(): string[];
  /** The processes the stack started (the emulators, the Cloud SDK's Firestore); processTree.ts lists their descendants. */
  processIds: number[];
  stop(): Promise<void>;
}

const log = (quiet: boolean, message: string) => {
  if (!quiet) console.log(message);
};

async function resolvePorts(option: StartStackOptions["ports"]): Promise<StackPorts> {
  if (option === "free") {
    const ports = {} as StackPorts;
    for (const name of Object.keys(DEFAULT_PORTS) as (keyof StackPorts)[]) ports[name] = await freePort();
    return ports;
  }
  const ports = { ...DEFAULT_PORTS, ...option };
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (await isPortTaken(port)) taken.push(`${name} ${port}`);
  if (taken.length > 0) {
    throw new Error(
      `Ports already in use: ${taken.join(", ")}. Is another stack running? Stop it, or start this one elsewhere: npm start -- --port <free port>.`,
    );
  }
  return ports;
}

function buildFunctions(): void {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "functions", "build.mjs")], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("Building the functions failed");
}

/** `npm run build:web`, in the background while the emulators boot (Hosting reads dist/ per request). */
function buildWeb(quiet: boolean): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "build:web"], {
      cwd: REPO_ROOT,
      stdio: quiet ? "ignore" : ["ignore", "inherit", "inherit"],
    });
    child.once("exit", (code) => {
      if (code !== 0)
        console.warn("⚠ The web build failed; the stack serves the last build in dist/ (or a placeholder page).");
      resolve();
    });
    child.once("error", () => resolve());
  });
}

/** Hosting's folder: dist/ when built, else a placeholder page saying so. */
async function hostingFolder(): Promise<{ publicDir: string; hasWebBuild: boolean }> {
  if (existsSync(path.join(REPO_ROOT, "dist", "index.html"))) return { publicDir: "dist", hasWebBuild: true };
  const placeholder = path.join(REPO_ROOT, ".stack", "no-web-build");
  await mkdir(placeholder, { recursive: true });
  await writeFile(
    path.join(placeholder, "index.html"),
    "<!doctype html><title>No web build</title><p>The web app is not built yet: run <code>npm run build:web</code>. The API works under /api.</p>\n",
  );
  return { publicDir: path.relative(REPO_ROOT, placeholder), hasWebBuild: false };
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  deadline: number,
  emulators: GroupProcess,
): Promise<void> {
  let exited = false;
  void emulators.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The Firebase emulators exited before ${what} was ready`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * Starts the local stack on the production request path: the official Cloud Firestore emulator,
 * the blob server, and the firebase-tools Auth, Functions and Hosting emulators; then seeds it.
 */
export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const quiet = options.quiet ?? false;
  const started = Date.now();
  // Before anything starts: a machine without the emulator gets one paragraph saying what to install.
  const firestoreEmulator = requireFirestoreEmulator();
  log(quiet, `Firestore: ${firestoreEmulator.description}`);
  // Fixed ports are checked before the build, so a taken one stops the start at once.
  const fixedPorts = options.ports === "free" ? null : await resolvePorts(options.ports);
  if (options.sitePort !== undefined && (await isPortTaken(options.sitePort))) {
    throw new Error(`Port ${options.sitePort} is already in use: pick another with --port.`);
  }
  const secrets = ensureLocalSecrets(REPO_ROOT);
  const webBuild = options.buildWeb ? buildWeb(quiet) : Promise.resolve();
  // The functions' build bundles the web app's page renderer, so it waits for this build.
  await webBuild;
  if (!options.functionsBuilt) buildFunctions();
  // Free ports are picked only now, just before the emulators take them: picked before a build of
  // a minute, they could be picked again by another stack starting meanwhile.
  const ports = fixedPorts ?? {
    ...(await resolvePorts("free")),
    ...(options.sitePort === undefined ? {} : { hosting: options.sitePort }),
  };
  const { publicDir, hasWebBuild } = await hostingFolder();
  if (!hasWebBuild)
    console.warn("⚠ dist/ has no web build: Hosting serves a placeholder page. Run `npm run build:web`.");

  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  };

  try {
    // Every emulator's output, shown when starting fails.
    const output: string[] = [];
    const functionsOrigin = `http://127.0.0.1:${ports.functions}`;
    const functionUrl = `${functionsOrigin}/${PROJECT_ID}/us-central1/api`;
    // firebase-tools runs its own copy beside the other emulators; the Cloud SDK's starts here.
    const processIds: number[] = [];
    if (firestoreEmulator.kind === "cloud-sdk") {
      const firestore = startCloudSdkFirestore({
        launcher: firestoreEmulator.launcher,
        port: ports.firestore,
        rulesFile: path.join(REPO_ROOT, "firestore.rules"),
        projectId: PROJECT_ID,
        functionsEmulator: `127.0.0.1:${ports.functions}`,
        importData: options.dataDir ? savedFirestore(options.dataDir) : null,
      });
      cleanups.push(() => firestore.stop());
      if (firestore.child.pid !== undefined) processIds.push(firestore.child.pid);
      // Read (and keep) its output, so a full pipe never stalls it.
      const keep = (chunk: Buffer) => output.push(chunk.toString());
      firestore.child.stdout?.on("data", keep);
      firestore.child.stderr?.on("data", keep);
    }
    // Stripe calls the function's own URL, as it calls a deployed function.
    const [stripeLocal] = await Promise.all([
      (options.localStripe ?? !process.env.STRIPE_SECRET_KEY)
        ? startStripeLocal({
            port: ports.stripe,
            apiKey: secrets.STRIPE_SECRET_KEY,
            webhookSecret: secrets.STRIPE_WEBHOOK_SECRET,
            webhookUrl: `${functionUrl}/stripe/webhook`,
            connectWebhookSecret: secrets.STRIPE_CONNECT_WEBHOOK_SECRET,
            connectWebhookUrl: `${functionUrl}/stripe/connect-webhook`,
            log: quiet ? undefined : (line) => console.log(`  stripe-local: ${line}`),
          })
        : Promise.resolve<StripeLocal | null>(null),
    ]);
    if (stripeLocal) cleanups.push(() => stripeLocal.stop());
    const firestoreHost = `127.0.0.1:${ports.firestore}`;
    const authEmulatorHost = `127.0.0.1:${ports.auth}`;

    // Files are kept with the data (npm start), in .stack/blobs on the fixed ports, else for this run only.
    const isFixed = options.ports !== "free";
    const keepsFiles = options.dataDir !== undefined || isFixed;
    const blobDir = options.dataDir
      ? path.join(options.dataDir, "blobs")
      : isFixed
        ? path.join(REPO_ROOT, ".stack", "blobs")
        : await mkdtemp(path.join(tmpdir(), "songs-blobs-"));
    await mkdir(blobDir, { recursive: true });
    if (!keepsFiles) cleanups.push(() => rm(blobDir, { recursive: true, force: true }));
    const baseUrl = `http://127.0.0.1:${ports.hosting}`;
    const origins = [baseUrl, `http://localhost:${ports.hosting}`, ...(options.extraOrigins ?? [])];
    const blobServer = await startBlobServer({
      dir: blobDir,
      signingKey: secrets.BLOB_SIGNING_KEY,
      port: ports.blobs,
      allowedOrigins: origins,
    });
    cleanups.push(() => blobServer.close());

    const functionsEnvDir = writeStackFunctionsEnv({
      repoRoot: REPO_ROOT,
      ports,
      siteUrl: baseUrl,
      projectId: PROJECT_ID,
    });
    cleanups.push(() => rm(functionsEnvDir, { recursive: true, force: true }));
    const configFile = writeStackFirebaseConfig({
      repoRoot: REPO_ROOT,
      ports,
      publicDir,
      withFirestore: firestoreEmulator.kind === "firebase-tools",
      functionsEnvDir,
    });
    cleanups.push(() => rm(configFile, { force: true }));

    const importDir = options.dataDir ? savedEmulators(options.dataDir) : null;
    const emulators = startGroupProcess(
      "firebase emulators",
      process.execPath,
      [
        // Each function's instance serves its `concurrency` of requests at once, as in production.
        "--import",
        pathToFileURL(path.join(REPO_ROOT, "scripts", "stack", "functionsConcurrency.ts")).href,
        path.join(REPO_ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"),
        "emulators:start",
        "--only",
        firestoreEmulator.kind === "firebase-tools" ? "auth,functions,hosting,firestore" : "auth,functions,hosting",
        "--project",
        PROJECT_ID,
        "--config",
        configFile,
        ...(importDir ? ["--import", importDir] : []),
      ],
      {
        cwd: REPO_ROOT,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: firestoreHost,
          BLOB_STORE: "disk",
          BLOB_DIR: blobDir,
          BLOB_PUBLIC_URL: blobServer.url,
          BLOB_SIGNING_KEY: secrets.BLOB_SIGNING_KEY,
          MFA_ENCRYPTION_KEY: secrets.MFA_ENCRYPTION_KEY,
          // The tests' local push service (tests/support/pushService) answers on https at 127.0.0.1 with
          // this certificate: the functions trust it, as production's trust the real push services.
          NODE_EXTRA_CA_CERTS: await extraCertificates(functionsEnvDir),
          // ...and may send to it: elsewhere pushes go only to the browsers' push services.
          WEB_PUSH_TEST_SERVICE_HOST: "127.0.0.1",
          ...(stripeLocal ? { STRIPE_API_URL: stripeLocal.url } : {}),
          // As in Cloud Functions: Express error pages then carry no stack trace.
          NODE_ENV: "production",
          NO_UPDATE_NOTIFIER: "1",
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
          CI: process.env.CI ?? "",
        },
      },
    );
    cleanups.push(() => emulators.stop());
    if (emulators.child.pid !== undefined) processIds.push(emulators.child.pid);
    const logFile = options.logFile ? createWriteStream(options.logFile, { flags: "a" }) : null;
    if (logFile) cleanups.push(() => new Promise<void>((resolve) => logFile.end(resolve)));
    const forward = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      logFile?.write(text);
      if (!quiet) process.stdout.write(text.replace(/^(?=.)/gm, "  │ "));
    };
    emulators.child.stdout?.on("data", forward);
    emulators.child.stderr?.on("data", forward);

    // Seed Firestore and files while the emulators boot; users once the Auth emulator answers.
    process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
    const admin: App = initializeApp({ projectId: PROJECT_ID }, `stack-${ports.hosting}-${Date.now()}`);
    cleanups.push(() => deleteApp(admin));
    const db = getFirestore(admin);
    const blobs = createDiskBlobStore({
      dir: blobDir,
      publicUrl: blobServer.url,
      signingKey: secrets.BLOB_SIGNING_KEY,
    });
    const deadline = Date.now() + (options.timeoutMs ?? 90_000);
    // The photos' sizes are made while Firestore starts: their records name each size's content digest.
    const seeding = Promise.all([
      waitFor("Firestore", () => isFirestoreReady(firestoreHost), deadline, emulators),
      seedArtistPhotos(blobs, REPO_ROOT),
    ]).then(([, photos]) => Promise.all([seedFirestore(db, photos), seedFiles(blobs)]));
    try {
      await waitFor(
        "the Auth emulator",
        async () => (await fetch(`http://${authEmulatorHost}/`)).ok,
        deadline,
        emulators,
      );
      await Promise.all([seeding, seedUsers(getAuth(admin))]);
      // The demo artists' payout accounts and their shares' transfers live on the local Stripe server (scripts/seed/payoutAccounts.ts).
      if (stripeLocal)
        await seedPayoutAccounts(
          db,
          createStripeClient({
            secretKey: secrets.STRIPE_SECRET_KEY,
            apiUrl: stripeLocal.url,
          }),
          baseUrl,
          stripeLocal.url,
        );
      await waitFor(
        "the api function through Hosting",
        async () => (await fetch(`${baseUrl}/api/config`)).status === 200,
        deadline,
        emulators,
      );
      await webBuild;
    } catch (error) {
      if (quiet) console.error(output.join(""));
      throw error;
    }

    // Before anything that sends mail starts, so the watch knows which mail was there already. It
    // delivers (records `delivery` as the Trigger Email extension does) whether or not it prints.
    const mail = await watchMail(db, { print: options.printMail ?? !quiet });
    cleanups.push(() => mail.stop());

    // After the seed, so demo data fires no trigger; the functions are loaded once the api answers.
    const evented = await startEventedFunctions({
      functionsOrigin,
      tasksHost: `127.0.0.1:${ports.tasks}`,
      projectId: PROJECT_ID,
      firestoreHost: firestoreEmulator.kind === "cloud-sdk" ? firestoreHost : null,
      runSchedules: options.runSchedules,
      log: (line) => log(quiet, `  events: ${line}`),
    });
    cleanups.push(() => evented.stop());

    if (options.dataDir) {
      const dataDir = options.dataDir;
      const save = () =>
        saveStackData({
          dataDir,
          hubOrigin: `http://127.0.0.1:${ports.hub}`,
          firestoreHost: firestoreEmulator.kind === "cloud-sdk" ? firestoreHost : null,
          projectId: PROJECT_ID,
        }).catch((error: unknown) => console.warn(`⚠ Saving the local data failed: ${String(error)}`));
      // Every minute, so even a killed stack loses at most a minute; and once more when stopping.
      const saver = setInterval(() => void save(), 60_000);
      saver.unref();
      cleanups.push(async () => {
        clearInterval(saver);
        await save();
      });
    }

    log(quiet, `Stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      baseUrl,
      apiUrl: `${baseUrl}/api`,
      authEmulatorHost,
      firestoreHost,
      functionUrl,
      functionsOrigin,
      evented,
      blobUrl: blobServer.url,
      blobSigningKey: secrets.BLOB_SIGNING_KEY,
      blobDir,
      stripeUrl: stripeLocal?.url ?? null,
      stripeSecretKey: secrets.STRIPE_SECRET_KEY,
      deliverStripeEvents: (deliver) =>
        stripeLocal?.setWebhookUrl(deliver ? `${functionUrl}/stripe/webhook` : undefined),
      ports,
      hasWebBuild,
      functionsRuntime: /Using (node@\d+ from (?:host|local cache))/.exec(output.join(""))?.[1] ?? null,
      loggedErrors: () => loggedErrorsIn(output.join("")),
      processIds,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
