import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Artist, Sample } from "@songs/domain";
import { adminIdToken } from "../../support/adminSession";
import { api } from "../../support/api";
import { putToSignedUrl, type SignedUpload } from "../../support/signedUploads";

/**
 * Threat: files that run script when opened. Artist photos are raster images judged by their bytes
 * (no SVG at all), and every user-supplied file is served with nosniff, a sandboxing CSP and a
 * Content-Disposition for its kind, so even a file that slipped through cannot script the site.
 */

let adminToken: string;
let artist: Artist;

beforeAll(async () => {
  adminToken = await adminIdToken();
  artist = (await api<{ artists: Artist[] }>("/api/artists")).body.artists[0]!;
});

const SVG_NAMESPACED_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(document.domain)</s:script></svg>',
);

/** Issues an artist photo upload, PUTs the bytes, and completes it; the first refusal is returned. */
async function uploadPhoto(fileName: string, declaredType: string, bytes: Buffer) {
  const uploads = `/api/admin/artist-photos/${artist.id}/uploads`;
  const issued = await api<SignedUpload>(uploads, {
    method: "POST",
    token: adminToken,
    body: { fileName, contentType: declaredType, size: bytes.length },
  });
  if (issued.status !== 200) return issued;
  await putToSignedUrl(issued.body, bytes);
  return api(`${uploads}/${issued.body.uploadId}/complete`, { method: "POST", token: adminToken, body: {} });
}

function expectSandboxed(headers: Headers, disposition: "inline" | "attachment"): void {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("content-security-policy")).toMatch(/(^|;\s*)sandbox(;|$)/);
  expect(headers.get("content-disposition")).toMatch(new RegExp(`^${disposition}`));
}

describe("scriptable user-supplied files", () => {
  it("refuses an SVG artist photo, even one whose script element is namespaced", async () => {
    const refused = await uploadPhoto("portrait.svg", "image/svg+xml", SVG_NAMESPACED_SCRIPT);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it("refuses SVG bytes under a raster name", async () => {
    const refused = await uploadPhoto("portrait.png", "image/png", SVG_NAMESPACED_SCRIPT);
    expect(refused.status).toBe(422);
  });

  it("serves artist photos and sample audio inline with nosniff and a sandboxing CSP", async () => {
    // At the function's own URL: Hosting adds the site's CSP to every response it proxies.
    const photo = await api(`${inject("functionUrl")}${artist.photoUrl}`);
    expect(photo.status).toBe(200);
    expectSandboxed(photo.headers, "inline");
    const samplePath = (await api<{ samples: Sample[] }>("/api/samples")).body.samples[0]!.audioUrl;
    const redirect = await api(`${inject("functionUrl")}${samplePath.replace(/^\/api/, "")}`);
    expect(redirect.status).toBe(302);
    expectSandboxed(redirect.headers, "inline");
    const served = await fetch(redirect.headers.get("location")!);
    expect(served.status).toBe(200);
    expectSandboxed(served.headers, "inline");
  });
});
