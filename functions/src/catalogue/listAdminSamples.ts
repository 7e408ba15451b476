import { type AdminSampleList } from "@songs/domain";
import { samples } from "./samples";
import { sampleView } from "./views";
import { emptyQuerySchema, handler } from "../http/handler";

/**
 * GET /api/admin/samples: the library as the admins manage it, newest first. Unlike the public
 * GET /api/samples it is never cached, so an upload or a deletion shows at once.
 */
export const listAdminSamples = handler(
  emptyQuerySchema,
  async ({ db }): Promise<AdminSampleList> => ({ samples: (await samples(db).listNewestFirst()).map(sampleView) }),
  { auth: "admin" },
);
