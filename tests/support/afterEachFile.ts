import { afterAll } from "vitest";
import { runFileCleanups } from "./fileCleanup";
import { failOnRefusedTasks } from "./refusedTasks";

// Every integration file fails when a task it queued was refused by the task proxy (due beyond
// Cloud Tasks' 30 days); checked last (after hooks run in reverse order), once the file cleaned up.
failOnRefusedTasks();
// After every integration file: what it left behind goes (its Chromium, the artists it made).
afterAll(runFileCleanups);
