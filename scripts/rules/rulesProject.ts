/** The demo project the security-rules suite runs in (a `demo-` id never reaches real Firebase). */
export const RULES_PROJECT_ID = "demo-songs";
