import { afterAll } from "vitest";
import { runFileCleanups } from "./fileCleanup";

// After every integration file: what it left behind goes (its Chromium, the artists it made).
afterAll(runFileCleanups);
