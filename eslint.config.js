import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { readdirSync } from "node:fs";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { noFolderCycle } from "./scripts/lint/folderCycles.js";

/** The folders directly below `dir`. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The web app: feature folders (one screen area each) build on shared layers; the app shell
// composes them. A feature never imports another feature or the shell; a shared layer imports no
// feature, and only the layers below it, in this order: the API client (with the network's
// status), the design system, device storage and offline states, the session, the player,
// payments (starting a checkout, which the order builder and the payment pages share, and the
// pages Stripe returns to), and the domain widgets two or more features show (an order's status,
// its questions, the hand-in form...). `test` holds test helpers and may import any layer.
const WEB_LAYERS = ["api", "ui", "offline", "auth", "player", "payments", "widgets"];
const WEB_SHARED = [...WEB_LAYERS, "test"];
const webFeatures = foldersOf("./src/").filter((name) => !WEB_SHARED.includes(name) && name !== "app");
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./src/${feature}`,
    from: ["./src/app", ...webFeatures.filter((other) => other !== feature).map((other) => `./src/${other}`)],
    message:
      "A feature imports only the shared layers (ui, api, auth, offline, player, payments, widgets, @songs/domain); move what two features share into one of them.",
  })),
  ...WEB_LAYERS.map((layer, index) => ({
    target: `./src/${layer}`,
    from: [
      "./src/app",
      ...webFeatures.map((feature) => `./src/${feature}`),
      ...WEB_LAYERS.slice(index + 1).map((above) => `./src/${above}`),
    ],
    message: `A shared layer imports no feature, not the app shell, and only the layers below it (${WEB_LAYERS.join(" < ")}).`,
  })),
];

// The functions: one folder per capability, on the shared layers: `platform` (what a capability
// registers: routes by audience, follow-up handlers, owned collections), the `http` pipeline and
// `adapters`. A capability uses another only through its public entry (index.ts); `platform` and
// `adapters` import no capability.
const SERVER_SHARED = ["platform", "http", "adapters"];
const capabilities = foldersOf("./functions/src/").filter((name) => !SERVER_SHARED.includes(name));
const serverZones = capabilities.flatMap((capability) =>
  capabilities
    .filter((other) => other !== capability)
    .map((other) => ({
      target: `./functions/src/${capability}`,
      from: `./functions/src/${other}`,
      except: ["./index.ts"],
      message: `Use ${other} through its public entry, functions/src/${other}/index.ts.`,
    })),
);
serverZones.push(
  ...["platform", "adapters"].map((layer) => ({
    target: `./functions/src/${layer}`,
    from: capabilities.map((capability) => `./functions/src/${capability}`),
    message: `${layer} is a shared layer: it imports no capability (capabilities.ts lists them).`,
  })),
);

export default defineConfig(
  {
    ignores: [
      "dist",
      "dist-server",
      "functions/lib",
      "functions/.manifest-*",
      "coverage",
      ".stack",
      "node_modules",
      "**/node_modules",
      "dev-dist",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Boundaries: who may import whom (see docs/architecture.md), and no import cycles.
    files: ["src/**/*.{ts,tsx}", "functions/src/**/*.ts", "packages/*/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: "tsconfig.json", noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...webZones, ...serverZones] }],
      "import-x/no-cycle": "error",
    },
  },
  {
    // One way to call the API (docs/architecture.md): a screen's calls live in its capability's
    // `*Api.ts` module; only those and the API layer itself use the HTTP client's request functions.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*Api.ts", "src/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)api/client$",
              importNames: ["apiGet", "apiSend", "apiGetFile"],
              message: "Call the API from the capability's *Api.ts module (one home per call).",
            },
          ],
        },
      ],
    },
  },
  {
    // No server folder imports another that imports it back, even through their index.ts files.
    files: ["functions/src/**/*.ts"],
    plugins: { local: { rules: { "no-folder-cycle": noFolderCycle } } },
    rules: { "local/no-folder-cycle": ["error", { root: "functions/src" }] },
  },
  {
    // One writer of orders (docs/architecture.md): only the lifecycle writer and the read model name
    // the `orders` collection, and the read model never writes. One way to run a transaction.
    files: ["functions/src/**/*.ts"],
    ignores: [
      "functions/src/orders/orderLifecycle.ts",
      "functions/src/orders/orderReads.ts",
      "functions/src/adapters/firestore/transactions.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='collection'][arguments.0.value='orders']",
          message:
            "Only functions/src/orders/orderLifecycle.ts writes orders (run a command) and orderReads.ts reads them.",
        },
        {
          // Also one way to run a transaction: the adapter's, which runs again one closed for contention.
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='runTransaction']",
          message: "Run transactions through runTransaction(db, ...) from adapters/firestore/transactions.ts.",
        },
      ],
    },
  },
  {
    // One logger (docs/architecture.md, "Logs that tell one order's story"): every entry through
    // http/requestLog.ts, which adds the request, order, follow-up and user ids.
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/http/requestLog.ts", "functions/src/**/*.test.ts"],
    rules: {
      "no-console": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "firebase-functions",
              importNames: ["logger"],
              message:
                "Log through requestLog (functions/src/http/requestLog.ts): it adds the request, order, follow-up and user ids.",
            },
            {
              name: "firebase-functions/logger",
              message: "Log through requestLog (functions/src/http/requestLog.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["functions/src/orders/orderReads.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(set|update|create|delete|commit|runTransaction|batch|bulkWriter|add)$/]",
          message: "The orders' read model never writes: changes are lifecycle commands (orderLifecycle.ts).",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The domain core is shared with the functions: it stays free of React, Firebase and the DOM.
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["react", "react-*", "firebase", "firebase/*", "firebase-admin*", "styled-components", "idb"] },
      ],
      "no-restricted-globals": ["error", "window", "document", "navigator", "localStorage", "sessionStorage"],
    },
  },
);
