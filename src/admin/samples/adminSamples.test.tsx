// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_SAMPLE_FILE_BYTES, MESSAGES, VALIDATION, CATALOGUE_MESSAGES } from "@songs/domain";
import { FakeUploadRequest } from "../../test/support/FakeUploadRequest";
import { makeSample } from "../../test/support/fixtures";
import { jsonResponse, renderWithProviders } from "../../test/support/renderWithProviders";
import AdminSamplesPage from "./AdminSamplesPage";
import { SAMPLE_LIST_TEXT } from "./useAdminSamples";

type Reply = Response | (() => Response) | (() => Promise<Response>);

/** `fetch` by "METHOD path"; unknown calls answer 404. Returns the mock to read the requests sent. */
function stubApiCalls(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = replies[`${init?.method ?? "GET"} ${String(input)}`];
    if (!reply) return jsonResponse(404, { error: { code: "not_found", message: "Not found" } });
    return typeof reply === "function" ? reply() : reply.clone();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof stubApiCalls>, call: string): unknown => {
  const found = fetchMock.mock.calls.find(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === call);
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
};

const LIST = "GET /api/admin/samples";
const ISSUED = {
  uploadId: "upload-1",
  uploadUrl: "https://storage.test/samples/new.wav?sig=1",
  contentType: "audio/wav",
  headers: { "x-goog-content-length-range": "0,10485759" },
  expiresInSeconds: 900,
};
const waltz = makeSample({
  id: "sample-waltz",
  title: "Sunday Waltz",
  genre: "Folk",
  mood: "Sentimental",
  occasion: "Anniversary",
});
const dance = makeSample({ id: "sample-dance", title: "Our First Dance" });

const audioFile = (name = "waltz.wav", type = "audio/wav") => new File(["RIFF....WAVE"], name, { type });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  // The file input accepts audio/*; pick other files too, as a browser's "all files" choice allows.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<AdminSamplesPage />, { route: "/admin/samples" });
  return user;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, file: File | null = audioFile()) {
  const form = screen.getByRole("form", { name: "Add sample" });
  await user.type(within(form).getByLabelText("Title"), "Sunday Waltz");
  await user.selectOptions(within(form).getByLabelText("Genre"), "Folk");
  await user.selectOptions(within(form).getByLabelText("Mood"), "Sentimental");
  await user.selectOptions(within(form).getByLabelText("Occasion"), "Anniversary");
  await user.type(within(form).getByLabelText("Story (optional)"), "Forty years of Sunday dances.");
  if (file) await user.upload(within(form).getByLabelText("Audio File"), file);
  return form;
}

/** Fills the form, presses Upload Sample, and has the storage server answer the file's upload with `status`. */
async function submitFormWithStorageAnswer(user: ReturnType<typeof userEvent.setup>, status: number) {
  const form = await fillForm(user);
  await user.click(within(form).getByRole("button", { name: "Upload Sample" }));
  await waitFor(() => expect(FakeUploadRequest.last).toBeDefined());
  FakeUploadRequest.last!.respond(status);
  return form;
}

describe("admin samples: adding a sample", () => {
  it("shows the spec's messages for every missing field and uploads nothing", async () => {
    const fetchMock = stubApiCalls({ [LIST]: jsonResponse(200, { samples: [] }) });
    const user = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Manage Samples" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload Sample" }));
    for (const message of [
      VALIDATION.sampleTitleRequired,
      VALIDATION.sampleGenreRequired,
      VALIDATION.sampleMoodRequired,
      VALIDATION.sampleOccasionRequired,
      VALIDATION.sampleFileRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription(VALIDATION.sampleTitleRequired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refuses a long title, a long story, a file that is not audio and one of 10MB or more", async () => {
    stubApiCalls({ [LIST]: jsonResponse(200, { samples: [] }) });
    const user = renderPage();
    const form = await fillForm(user, audioFile("cover.png", "image/png"));
    await user.type(within(form).getByLabelText("Title"), "x".repeat(90));
    const story = within(form).getByLabelText("Story (optional)");
    await user.clear(story);
    await user.click(story);
    await user.paste("y".repeat(501));
    expect(screen.getByText("501/500 characters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload Sample" }));
    expect(await screen.findByText(VALIDATION.sampleTitleTooLong)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.sampleStoryTooLong)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.sampleFileInvalid)).toBeInTheDocument();

    const large = audioFile("long.wav");
    Object.defineProperty(large, "size", { value: MAX_SAMPLE_FILE_BYTES });
    await user.upload(within(form).getByLabelText("Audio File"), large);
    expect(await screen.findByText(VALIDATION.sampleFileTooLarge)).toBeInTheDocument();
  });

  it("uploads the audio with a progress bar, then thanks, resets the form and lists the new sample", async () => {
    FakeUploadRequest.install();
    const fetchMock = stubApiCalls({
      [LIST]: jsonResponse(200, { samples: [dance] }),
      "POST /api/admin/samples/uploads": jsonResponse(200, ISSUED),
      "POST /api/admin/samples": jsonResponse(201, { message: MESSAGES.sampleUploaded, sample: waltz }),
    });
    const user = renderPage();
    await screen.findByText("Our First Dance");
    const form = await fillForm(user);
    await user.click(within(form).getByRole("button", { name: "Upload Sample" }));

    await waitFor(() => expect(FakeUploadRequest.last).toBeDefined());
    const put = FakeUploadRequest.last!;
    expect(put).toMatchObject({
      method: "PUT",
      url: ISSUED.uploadUrl,
      headers: { "Content-Type": "audio/wav", ...ISSUED.headers },
    });
    expect(bodyOf(fetchMock, "POST /api/admin/samples/uploads")).toEqual({
      fileName: "waltz.wav",
      contentType: "audio/wav",
      size: 12,
    });
    put.progress(6, 12);
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("value", "50");
    expect(screen.getByText("50%")).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Uploading..." })).toBeDisabled();
    put.respond(200);

    expect(await screen.findByText(MESSAGES.sampleUploaded)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST /api/admin/samples")).toEqual({
      uploadId: "upload-1",
      title: "Sunday Waltz",
      genre: "Folk",
      mood: "Sentimental",
      occasion: "Anniversary",
      story: "Forty years of Sunday dances.",
    });
    expect(within(form).getByLabelText("Title")).toHaveValue("");
    expect(within(form).getByLabelText("Genre")).toHaveValue("");
    expect(within(form).getByLabelText("Story (optional)")).toHaveValue("");
    expect((within(form).getByLabelText("Audio File") as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    const titles = within(screen.getByRole("list", { name: "Library samples" })).getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(["Sunday Waltz", "Our First Dance"]);
  });

  it("lists a sample added after the library failed to load", async () => {
    FakeUploadRequest.install();
    stubApiCalls({
      [LIST]: jsonResponse(500, { error: { code: "internal", message: "boom" } }),
      "POST /api/admin/samples/uploads": jsonResponse(200, ISSUED),
      "POST /api/admin/samples": jsonResponse(201, { message: MESSAGES.sampleUploaded, sample: waltz }),
    });
    const user = renderPage();
    expect(await screen.findByText(SAMPLE_LIST_TEXT.loadFailed)).toBeInTheDocument();
    await submitFormWithStorageAnswer(user, 200);

    expect(await screen.findByText(MESSAGES.sampleUploaded)).toBeInTheDocument();
    const titles = within(screen.getByRole("list", { name: "Library samples" })).getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(["Sunday Waltz"]);
  });

  it("says 'Failed to upload sample' with the reason when the server refuses the stored file, keeping the form", async () => {
    FakeUploadRequest.install();
    stubApiCalls({
      [LIST]: jsonResponse(200, { samples: [] }),
      "POST /api/admin/samples/uploads": jsonResponse(200, ISSUED),
      "POST /api/admin/samples": jsonResponse(422, {
        error: {
          code: "upload_rejected",
          message: MESSAGES.sampleUploadFailed,
          fields: { file: "The file's content is image/png, not MP3, WAV or M4A." },
        },
      }),
    });
    const user = renderPage();
    const form = await submitFormWithStorageAnswer(user, 200);

    expect(await screen.findByText(MESSAGES.sampleUploadFailed)).toBeInTheDocument();
    expect(screen.getByText("The file's content is image/png, not MP3, WAV or M4A.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Title")).toHaveValue("Sunday Waltz");
    expect(within(form).getByRole("button", { name: "Upload Sample" })).toBeEnabled();
  });

  it("says 'Failed to upload sample' when the storage server refuses the bytes, and creates nothing", async () => {
    FakeUploadRequest.install();
    const fetchMock = stubApiCalls({
      [LIST]: jsonResponse(200, { samples: [] }),
      "POST /api/admin/samples/uploads": jsonResponse(200, ISSUED),
    });
    const user = renderPage();
    await submitFormWithStorageAnswer(user, 403);

    expect(await screen.findByText(MESSAGES.sampleUploadFailed)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST /api/admin/samples")).toBeUndefined();
  });
});

describe("admin samples: the library list", () => {
  it("shows loading, then each sample's title, genre, mood, occasion and a player", async () => {
    stubApiCalls({ [LIST]: jsonResponse(200, { samples: [waltz, dance] }) });
    renderPage();
    expect(screen.getByText(CATALOGUE_MESSAGES.samplesLoading)).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Library samples" });
    const [first] = within(list).getAllByRole("article");
    expect(within(first!).getByRole("heading", { name: "Sunday Waltz" })).toBeInTheDocument();
    expect(first).toHaveTextContent("Folk");
    expect(first).toHaveTextContent("Sentimental");
    expect(first).toHaveTextContent("Anniversary");
    expect(within(first!).getByRole("button", { name: "Play Sunday Waltz" })).toBeInTheDocument();
  });

  it("says when the library is empty", async () => {
    stubApiCalls({ [LIST]: jsonResponse(200, { samples: [] }) });
    renderPage();
    expect(await screen.findByText("No samples in the library yet.")).toBeInTheDocument();
  });

  it("deletes a sample only after confirmation", async () => {
    const fetchMock = stubApiCalls({
      [LIST]: jsonResponse(200, { samples: [waltz, dance] }),
      "DELETE /api/admin/samples/sample-waltz": () => new Response(null, { status: 204 }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Sunday Waltz" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this sample?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/admin/samples/sample-waltz", expect.anything());

    await user.click(screen.getByRole("button", { name: "Delete Sunday Waltz" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete this sample?" })).getByRole("button", {
        name: "Delete sample",
      }),
    );
    expect(await screen.findByText(SAMPLE_LIST_TEXT.deleted)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Sunday Waltz" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Our First Dance" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/samples/sample-waltz",
      expect.objectContaining({ method: "DELETE" }),
    );
  });

  it("keeps the sample and says so when deleting fails", async () => {
    stubApiCalls({
      [LIST]: jsonResponse(200, { samples: [waltz] }),
      "DELETE /api/admin/samples/sample-waltz": jsonResponse(500, {
        error: { code: "internal", message: "Something went wrong" },
      }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Sunday Waltz" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete sample" }));
    expect(await screen.findByText(SAMPLE_LIST_TEXT.deleteFailed)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sunday Waltz" })).toBeInTheDocument();
  });
});
