// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@songs/domain";
import { FakeUploadRequest } from "../../test/support/FakeUploadRequest";
import { makeArtist } from "../../test/support/fixtures";
import { jsonResponse, renderWithProviders } from "../../test/support/renderWithProviders";
import { BUNDLED_ARTIST_PHOTOS } from "./bundledArtistPhotos";
import UploadArtistPhotosPage from "./UploadArtistPhotosPage";

/** The eight-byte PNG signature: enough for a bundled photo's stand-in. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Every bundled artist but one is listed; each is `artist-<fileName>`. */
const artists = BUNDLED_ARTIST_PHOTOS.filter(({ artistName }) => artistName !== "Leo Mensah").map(
  ({ fileName, artistName }) => makeArtist({ id: `artist-${fileName}`, name: artistName }),
);

/** The site, the catalogue and the photo API; Priya Shah's stored photo is refused by the server. */
function stubSite() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === "/api/artists") return jsonResponse(200, { artists });
    if (url.startsWith("/artist-photos/")) return new Response(PNG, { headers: { "Content-Type": "image/png" } });
    const upload = /^\/api\/admin\/artist-photos\/([^/]+)\/uploads(\/upload-1\/complete)?$/.exec(url);
    if (init?.method === "POST" && upload) {
      const artistId = decodeURIComponent(upload[1]!);
      if (!upload[2]) {
        return jsonResponse(200, {
          uploadId: "upload-1",
          uploadUrl: `https://storage.test/${artistId}`,
          contentType: "image/png",
          headers: { "x-goog-content-length-range": "0,5242879" },
          expiresInSeconds: 900,
        });
      }
      if (artistId === "artist-priya-shah.png") {
        return jsonResponse(422, {
          error: {
            code: "upload_rejected",
            message: MESSAGES.uploadFailed,
            fields: { file: "The file's content is not recognised as JPEG, PNG, WebP or AVIF." },
          },
        });
      }
      return jsonResponse(200, { message: "Uploaded", artistId, photoUrl: `/api/media/artists/${artistId}` });
    }
    return jsonResponse(404, { error: { code: "not_found", message: "Not found" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the artist photo upload utility", () => {
  it("uploads each bundled photo over the stored one and shows every file's result", async () => {
    FakeUploadRequest.install({ autoAnswer: 200 });
    const fetchMock = stubSite();
    const user = userEvent.setup();
    renderWithProviders(<UploadArtistPhotosPage />, { route: "/upload-artist-photos" });
    expect(screen.getByRole("heading", { level: 1, name: "Upload Artist Photos" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Upload Artist Photos" }));
    expect(await screen.findByText("8 of 10 photos uploaded")).toHaveAttribute("role", "status");

    const results = within(screen.getByRole("list", { name: "Upload results" })).getAllByRole("listitem");
    expect(results.map((result) => result.textContent)).toEqual(
      BUNDLED_ARTIST_PHOTOS.map(({ fileName }) =>
        fileName === "priya-shah.png"
          ? `${fileName} — The file's content is not recognised as JPEG, PNG, WebP or AVIF.`
          : fileName === "leo-mensah.png"
            ? `${fileName} — No artist named Leo Mensah`
            : `${fileName} — Uploaded`,
      ),
    );

    expect(FakeUploadRequest.sent).toHaveLength(9);
    expect(FakeUploadRequest.sent[0]).toMatchObject({
      method: "PUT",
      url: "https://storage.test/artist-maya-rivers.png",
      headers: { "Content-Type": "image/png" },
    });
    const issued = fetchMock.mock.calls.find(
      ([input]) => String(input) === "/api/admin/artist-photos/artist-maya-rivers.png/uploads",
    );
    expect(JSON.parse(String(issued?.[1]?.body))).toEqual({
      fileName: "maya-rivers.png",
      contentType: "image/png",
      size: PNG.length,
    });
    expect(screen.getByRole("button", { name: "Upload Artist Photos" })).toBeEnabled();
  });

  it("shows each file as failed when the storage server refuses the bytes", async () => {
    FakeUploadRequest.install({ autoAnswer: 403 });
    stubSite();
    const user = userEvent.setup();
    renderWithProviders(<UploadArtistPhotosPage />, { route: "/upload-artist-photos" });
    await user.click(screen.getByRole("button", { name: "Upload Artist Photos" }));
    expect(await screen.findByText("0 of 10 photos uploaded")).toBeInTheDocument();
    expect(screen.getByText("maya-rivers.png").parentElement).toHaveTextContent(
      "maya-rivers.png — The storage server answered 403",
    );
  });
});
