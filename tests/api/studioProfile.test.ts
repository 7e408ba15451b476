import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ARTIST_PROFILE_MESSAGES as M,
  artistProfileResponseSchema,
  type StudioProfile,
  type ApiErrorBody,
} from "@songs/domain";
import { api } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import { startApiInProcess } from "../support/checkout";
import { createCustomer, stackFirestore, type Customer } from "../support/customerOrders";

/** The artist's own profile in the studio: read, edit, and the public catalogue answering the edit at once. */

/** One API instance (one process, as a Cloud Functions instance), which answers the catalogue from memory. */
let instance: { url: string; close: () => void };
let maya: TestArtist;
let sofia: TestArtist;
let customer: Customer;

const onInstance = <T>(path: string, request: Parameters<typeof api>[1] = {}) =>
  api<T>(path, { ...request, base: instance.url });
const getProfile = (token: string) =>
  onInstance<StudioProfile & Partial<ApiErrorBody>>("/api/studio/profile", { token });
const putProfile = (token: string, body: unknown) =>
  onInstance<StudioProfile & Partial<ApiErrorBody>>("/api/studio/profile", { method: "PUT", token, body });
const publicProfile = async (artistId: string) =>
  artistProfileResponseSchema.parse((await onInstance(`/api/artists/${artistId}`)).body).artist;

const edits = {
  bio: "Acoustic songs for weddings and first dances.",
  genres: ["Acoustic", "Folk"],
  specialties: ["First dance"],
  availability: false,
};

beforeAll(async () => {
  instance = await startApiInProcess();
  [maya, sofia, customer] = await Promise.all([
    createTestArtist({ genres: ["Pop"] }),
    createTestArtist(),
    createCustomer(),
  ]);
});

afterAll(() => instance?.close());

describe("GET /api/studio/profile", () => {
  it("answers the artist's own profile", async () => {
    const { status, body } = await getProfile(maya.idToken);
    expect(status).toBe(200);
    expect(body).toEqual({
      artistId: maya.artistId,
      name: maya.name,
      bio: "Writes songs for the tests.",
      genres: ["Pop"],
      specialties: [],
      availability: true,
    });
  });

  it("refuses customers with 403 and signed-out callers with 401", async () => {
    expect((await getProfile(customer.token)).status).toBe(403);
    expect((await putProfile(customer.token, edits)).status).toBe(403);
    expect((await onInstance("/api/studio/profile")).status).toBe(401);
  });
});

describe("PUT /api/studio/profile", () => {
  it("saves the edits, and the public profile on this instance shows them at once", async () => {
    // The instance keeps the public profile in memory from this read.
    expect((await publicProfile(maya.artistId)).bio).toBe("Writes songs for the tests.");
    const { status, body } = await putProfile(maya.idToken, edits);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject(edits);
    expect(await publicProfile(maya.artistId)).toMatchObject(edits);
    const listed = (await onInstance<{ artists: { id: string }[] }>("/api/artists", { query: { available: "true" } }))
      .body.artists;
    expect(listed.map((artist) => artist.id)).not.toContain(maya.artistId);
  });

  it("changes only the signed-in artist's profile", async () => {
    await putProfile(sofia.idToken, { ...edits, bio: "Sofia's own words." });
    expect((await getProfile(sofia.idToken)).body.bio).toBe("Sofia's own words.");
    expect((await getProfile(maya.idToken)).body.bio).toBe(edits.bio);
  });

  it("answers 400 with each field's message and writes nothing", async () => {
    const before = (await stackFirestore().collection("artists").doc(maya.artistId).get()).data();
    const { status, body } = await putProfile(maya.idToken, {
      bio: "",
      genres: ["Polka"],
      specialties: ["x".repeat(41)],
      availability: true,
    });
    expect(status).toBe(400);
    expect(body.error?.fields).toEqual({ bio: M.bioRequired, genres: M.unknownGenre, specialties: M.specialtyTooLong });
    expect((await stackFirestore().collection("artists").doc(maya.artistId).get()).data()).toEqual(before);
  });

  it("never lets an artist rename themselves or change their rating", async () => {
    const { status, body } = await putProfile(maya.idToken, { ...edits, name: "Someone Else", rating: 5 });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("invalid_request");
  });
});
