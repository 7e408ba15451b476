import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentLengthRange } from "../../functions/src/adapters/blobs/BlobStore";
import { corsCommand, parseDeployCorsArgs } from "./deployCors";
import { fixtureRepo } from "./fixtureRepo";
import { commandLine } from "./functionsIam";
import { bucketCors } from "./storageCors";

describe("the storage bucket's CORS", () => {
  it("lets the site play files and upload them signed: every header a signed upload is issued with passes the preflight", () => {
    const [rule] = bucketCors(["https://songs.example.com"]);
    expect(rule!.origin).toEqual(["https://songs.example.com"]);
    expect(rule!.method).toEqual(["GET", "HEAD", "PUT"]);
    const allowed = rule!.responseHeader.map((header) => header.toLowerCase());
    for (const header of ["Content-Type", "Range", ...Object.keys(contentLengthRange(1))])
      expect(allowed).toContain(header.toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(["content-length", "content-range", "accept-ranges"]));
  });
});

describe("npm run deploy:cors", () => {
  let repo: ReturnType<typeof fixtureRepo>;
  let siteUrl: string | undefined;
  beforeEach(() => {
    repo = fixtureRepo();
    siteUrl = process.env.VITE_SITE_URL;
    process.env.VITE_SITE_URL = "https://songs.example.com";
  });
  afterEach(() => {
    repo.remove();
    if (siteUrl === undefined) delete process.env.VITE_SITE_URL;
    else process.env.VITE_SITE_URL = siteUrl;
  });

  it("sets the default bucket's CORS from the site's origin, as a dry run unless told --apply", () => {
    const options = parseDeployCorsArgs(["--project", "songs-prod"]);
    expect(options).toEqual({ projectId: "songs-prod", bucket: "songs-prod.firebasestorage.app", apply: false });
    const { origins, json, args } = corsCommand(repo.root, options, "cors.json");
    expect(origins).toEqual(["https://songs.example.com"]);
    expect(JSON.parse(json)).toEqual(bucketCors(["https://songs.example.com"]));
    expect(commandLine({ why: "", args })).toBe(
      "gcloud storage buckets update gs://songs-prod.firebasestorage.app --cors-file=cors.json --project=songs-prod",
    );
    expect(parseDeployCorsArgs(["--project=songs-prod", "--bucket", "gs://songs-prod.appspot.com", "--apply"])).toEqual(
      { projectId: "songs-prod", bucket: "songs-prod.appspot.com", apply: true },
    );
    expect(() => parseDeployCorsArgs(["--project", "demo-songs"])).toThrow(/demo project/);
    expect(() => parseDeployCorsArgs([])).toThrow(/--project <project-id>/);
  });

  it("refuses an origin the pages are not built for, or none", () => {
    repo.write("functions/.env.songs-prod", "SITE_URL=https://old.example.com\n");
    expect(() => corsCommand(repo.root, parseDeployCorsArgs(["--project", "songs-prod"]), "cors.json")).toThrow(
      /would allow https:\/\/old\.example\.com .* but the pages are built for https:\/\/songs\.example\.com/,
    );
    delete process.env.VITE_SITE_URL;
    repo.write("functions/.env.songs-prod", "SUPPORT_EMAIL=help@songs.example.com\n");
    expect(() => corsCommand(repo.root, parseDeployCorsArgs(["--project", "songs-prod"]), "cors.json")).toThrow(
      /songs-prod's bucket CORS has no site origin: VITE_SITE_URL is not set/,
    );
  });
});
