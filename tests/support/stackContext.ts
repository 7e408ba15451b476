/** What the integration globalSetup provides to every test file (`inject("baseUrl")`, ...). */
declare module "vitest" {
  export interface ProvidedContext {
    /** The site through the Hosting emulator. */
    baseUrl: string;
    /** `${baseUrl}/api` */
    apiUrl: string;
    /** The `api` function's own URL (answers at its root). */
    functionUrl: string;
    /** The Functions emulator (scheduled functions run through its trigger route). */
    functionsOrigin: string;
    /** host:port of the Auth emulator. */
    authEmulatorHost: string;
    /** host:port of the official Cloud Firestore emulator. */
    firestoreHost: string;
    blobUrl: string;
    blobSigningKey: string;
    /** Base URL of the local Stripe server (hosted checkout pages, `/_local/...` test hooks). */
    stripeUrl: string;
    /** The key the local Stripe server accepts (tests read sessions and line items with it). */
    stripeSecretKey: string;
    /** The Functions emulator's Node.js, as it logs it ("node@24 from host"). */
    functionsRuntime: string;
    /** The processes the stack started (processTree.ts lists what runs under them). */
    stackProcessIds: number[];
    /** The file the emulators' output is written to as it comes: the functions' log entries (functionLogs.ts reads them). */
    functionsLogFile: string;
    /** The stack's holding proxy in front of the Cloud Tasks emulator (it lists the tasks it refused). */
    taskProxyUrl: string;
    /** host:port of the Cloud Tasks emulator (its `/queueStats` says what it has not dispatched yet). */
    tasksHost: string;
    /**
     * Where the suites note what they know of the accounts they delete (emails, texts): the privacy
     * audit's after the run.
     */
    erasedPeopleFile: string;
  }
}

export {};
