import { MESSAGES, type SongUploadCompleted } from "@songs/domain";
import type { LifecycleResult } from "./orderLifecycle";

/** The admin's answer to a delivery: the version, and whether the 'song ready' email went out with it. */
export function deliveryAnswer({ order, mailed }: LifecycleResult): SongUploadCompleted {
  const version = order?.songVersion ?? 0;
  const mailQueued = mailed.includes(`song-ready-${order?.id ?? ""}-v${version}`);
  return { message: mailQueued ? MESSAGES.songUploaded : MESSAGES.songUploadedNotifyFailed, version };
}
