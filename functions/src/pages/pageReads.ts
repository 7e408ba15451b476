import { MESSAGES, pageReadPath, type InitialRead, type InitialReads, type PageRead } from "@songs/domain";
import { z } from "zod";
import { publicReads } from "../publicCatalogue";
import type { Dependencies } from "../http/Dependencies";
import { readSharedSong } from "../listen";

const notFound = (code: string, message: string): InitialRead => ({ error: { status: 404, code, message } });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** One read a page is rendered with, answered as the API would answer it (body, or its 404). */
async function answer(read: PageRead, dependencies: Pick<Dependencies, "db" | "blobs">): Promise<InitialRead> {
  const catalogue = publicReads(dependencies.db);
  switch (read.kind) {
    case "artists":
      return { data: await catalogue.artists() };
    case "samples":
      return { data: await catalogue.samples() };
    case "reviews":
      return { data: await catalogue.reviews() };
    case "artist": {
      const profile = isUuid(read.artistId) ? await catalogue.artistProfile(read.artistId) : null;
      return profile ? { data: profile } : notFound("not_found", "Artist not found");
    }
    case "listen": {
      const song = await readSharedSong(dependencies, read.token);
      return song ? { data: song } : notFound("link_unavailable", MESSAGES.shareLinkUnavailable);
    }
  }
}

/** The page's reads by API path, the key the browser's data layer looks them up by. */
export async function answerPageReads(
  reads: PageRead[],
  dependencies: Pick<Dependencies, "db" | "blobs">,
): Promise<InitialReads> {
  const answers = await Promise.all(
    reads.map(async (read) => [pageReadPath(read), await answer(read, dependencies)] as const),
  );
  return Object.fromEntries(answers);
}
