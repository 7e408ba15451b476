import { afterAll } from "vitest";
import { closeFileBrowser } from "./browser";

// Each end-to-end file shares one Chromium between the people it plays; it goes with the file.
afterAll(closeFileBrowser);
