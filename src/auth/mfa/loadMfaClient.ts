import { type MfaMode } from "@songs/domain";
import type { MfaClient } from "./mfaClient";

/** The adapter for the server's mode, with the Firebase Auth SDK loaded only now. */
export async function loadMfaClient(mode: MfaMode): Promise<MfaClient> {
  if (mode === "native") {
    const { createNativeTotpClient } = await import("./nativeTotp");
    return createNativeTotpClient();
  }
  const { createEmulatorTotpClient } = await import("./emulatorTotp");
  return createEmulatorTotpClient();
}
