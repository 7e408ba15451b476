/** What makes the site an installable app: the service worker and the web app manifest, and their icons. */
import { z } from "zod";
import type { SmokeContext } from "../smokeContext";
import { Problems } from "../stepReport";
import { checkSecurityHeaders, expectCache, REVALIDATE } from "./publicPages";

/** What an install prompt needs of the manifest (Chromium's installability criteria). */
const manifestSchema = z.object({
  name: z.string().min(1),
  short_name: z.string().min(1),
  start_url: z.string(),
  display: z.enum(["standalone", "fullscreen", "minimal-ui"]),
  icons: z.array(z.object({ src: z.string(), sizes: z.string() })),
});

export async function checkAppFiles(context: SmokeContext): Promise<string> {
  const problems = new Problems();
  const [home, worker, manifest] = await Promise.all([
    context.api("/"),
    context.api("/sw.js"),
    context.api("/manifest.webmanifest"),
  ]);

  problems.expect(worker.status === 200, `/sw.js answered ${worker.status}`);
  problems.expect(/javascript/.test(worker.headers.get("content-type") ?? ""), "/sw.js is not JavaScript");
  problems.expect(worker.text.includes("precache"), "/sw.js precaches nothing (not the built service worker)");
  expectCache("/sw.js", worker.headers, REVALIDATE, problems);
  checkSecurityHeaders("/sw.js", worker.headers, context.site, problems);

  problems.expect(/<link[^>]+rel="manifest"/.test(home.text), "the home page links no manifest");
  problems.expect(manifest.status === 200, `/manifest.webmanifest answered ${manifest.status}`);
  expectCache("/manifest.webmanifest", manifest.headers, REVALIDATE, problems);
  const parsed = manifestSchema.safeParse(manifest.body);
  let iconCount = 0;
  if (!parsed.success)
    problems.add(`the manifest lacks what installing needs: ${parsed.error.issues[0]?.path.join(".")}`);
  else {
    const sizes = parsed.data.icons.map((icon) => icon.sizes);
    for (const size of ["192x192", "512x512"])
      problems.expect(sizes.includes(size), `the manifest has no ${size} icon`);
    iconCount = parsed.data.icons.length;
    const icons = await Promise.all(
      parsed.data.icons.map(async (icon) => ({ src: icon.src, answer: await context.api(icon.src) })),
    );
    for (const { src, answer } of icons)
      problems.expect(
        answer.status === 200 && /^image\//.test(answer.headers.get("content-type") ?? ""),
        `the icon ${src} answered ${answer.status} ${answer.headers.get("content-type") ?? ""}`,
      );
  }

  problems.throwIfAny();
  return `/sw.js (built, revalidated) and /manifest.webmanifest (installable, ${iconCount} icons served), linked from the pages`;
}
