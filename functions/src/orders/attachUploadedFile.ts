import { MESSAGES, type Actor } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { settleUpload, uploadRejected } from "../uploads";
import { lifecycleOf } from "./lifecycleOf";
import type { LifecycleResult } from "./orderLifecycle";
import { completeSongUpload } from "./songUploadPolicy";

/**
 * Judges the stored bytes of an audio item's upload (the song or its instrumental version) and
 * attaches the accepted file to the next hand-in: the artist's submission (`artistId`, the artist
 * on the order) or the admins' delivery (null). One path for the studio's and the admins' uploads.
 * A refused file answers 422 `upload_rejected` (listed under Rejected Files); an order that can no
 * longer take it (cancelled meanwhile) answers the lifecycle's refusal, and the file is dropped.
 */
export async function attachUploadedFile(
  context: Pick<Dependencies, "db" | "blobs" | "config">,
  to: { orderId: string; uploadId: string; artistId: string | null; actor: Actor },
): Promise<LifecycleResult> {
  const { db, blobs } = context;
  const { item, outcome } = await completeSongUpload({ db, blobs }, to.uploadId, to.orderId);
  if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);
  const { path, contentType, fileName } = outcome.upload;
  let attached: LifecycleResult;
  try {
    attached = await lifecycleOf(context).run(to.orderId, { type: "attach_file", item, file: { path, contentType, fileName }, artistId: to.artistId, actor: to.actor });
  } catch (error) {
    await settleUpload({ db, blobs }, outcome.upload, false);
    throw error;
  }
  await settleUpload({ db, blobs }, outcome.upload, true);
  return attached;
}
