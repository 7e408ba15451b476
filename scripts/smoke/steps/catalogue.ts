/**
 * The catalogue visitors browse, through the API the pages read: packages, artists, one artist's
 * profile (and its page and photo), samples and one sample's audio through its signed URL (which
 * production signs with the functions' service account: this is where a missing grant shows).
 */
import { z } from "zod";
import {
  artistListResponseSchema,
  artistPagePath,
  artistProfileResponseSchema,
  PACKAGE_KEYS,
  sampleListResponseSchema,
} from "@songs/domain";
import { PUBLIC_CATALOGUE, RENDERED_CATALOGUE_CACHE } from "../../../functions/src/http/cachePolicy";
import type { SmokeContext } from "../smokeContext";
import { ensure, Problems } from "../stepReport";
import { expectCache } from "./publicPages";

const catalogueSchema = z.object({
  packages: z.array(z.object({ key: z.enum(PACKAGE_KEYS), priceCents: z.number().int().positive() })).min(1),
  addOns: z.array(z.object({ key: z.string(), priceCents: z.number().int().nonnegative() })),
});

/** Reads a public catalogue answer, checks its schema and Cache-Control; answers the parsed body. */
async function publicRead<T>(
  context: SmokeContext,
  path: string,
  schema: z.ZodType<T>,
  problems: Problems,
): Promise<T> {
  const answer = await context.api(path);
  ensure(answer.status === 200, `${path} answered ${answer.status}`);
  const parsed = schema.safeParse(answer.body);
  ensure(parsed.success, `${path} does not match its schema: ${parsed.error?.issues[0]?.path.join(".") ?? ""}`);
  expectCache(path, answer.headers, PUBLIC_CATALOGUE, problems);
  return parsed.data;
}

/** The first bytes of a file behind a URL, as the audio player asks for them. */
async function firstBytes(url: string): Promise<{ status: number; type: string }> {
  const response = await fetch(url, { headers: { Range: "bytes=0-1023" } });
  await response.arrayBuffer();
  return { status: response.status, type: response.headers.get("content-type") ?? "" };
}

export async function checkCatalogue(context: SmokeContext): Promise<string> {
  const problems = new Problems();
  const catalogue = await publicRead(context, "/api/catalogue", catalogueSchema, problems);
  const { artists } = await publicRead(context, "/api/artists", artistListResponseSchema, problems);
  ensure(artists.length > 0, "/api/artists lists no artist: visitors would find nobody to order from");
  const first = artists[0]!;
  const profile = await publicRead(
    context,
    `/api/artists/${encodeURIComponent(first.id)}`,
    artistProfileResponseSchema,
    problems,
  );
  problems.expect(profile.artist.name === first.name, `the profile of ${first.id} names ${profile.artist.name}`);

  const page = await context.api(artistPagePath(first.id));
  problems.expect(page.status === 200, `${artistPagePath(first.id)} answered ${page.status}`);
  problems.expect(page.text.includes(first.name), `${artistPagePath(first.id)} does not show ${first.name}`);
  expectCache(artistPagePath(first.id), page.headers, RENDERED_CATALOGUE_CACHE, problems);

  const photo = await firstBytes(new URL(first.photoUrl, context.site).href);
  problems.expect(
    photo.status === 200 && photo.type.startsWith("image/"),
    `${first.name}'s photo answered ${photo.status} ${photo.type}`,
  );

  const { samples } = await publicRead(context, "/api/samples", sampleListResponseSchema, problems);
  ensure(samples.length > 0, "/api/samples lists no sample");
  const sample = samples[0]!;
  const media = await context.api(sample.audioUrl);
  const signedUrl = media.headers.get("location");
  ensure(media.status === 302 && signedUrl, `${sample.audioUrl} answered ${media.status}, not a redirect to its file`);
  const audio = await firstBytes(new URL(signedUrl, context.site).href);
  problems.expect(
    (audio.status === 206 || audio.status === 200) && audio.type.startsWith("audio/"),
    `the signed URL of "${sample.title}" answered ${audio.status} ${audio.type}`,
  );

  problems.throwIfAny();
  return `${catalogue.packages.length} packages, ${artists.length} artists, ${first.name}'s profile, page and photo, ${samples.length} samples and "${sample.title}" through its signed URL (${audio.status})`;
}
