import { describe, expect, it } from "vitest";
import {
  artistListResponseSchema,
  artistProfileResponseSchema,
  reviewListResponseSchema,
  sampleListResponseSchema,
} from "../domain/schemas/publicCatalog";
import { makeArtist, makeReview, makeSample } from "../ui/testing/fixtures";
import { artistListResponse, artistProfileResponse, reviewListResponse, sampleListResponse } from "./catalogResponses";

const pairs = [
  ["artist list", artistListResponseSchema, artistListResponse],
  ["artist profile", artistProfileResponseSchema, artistProfileResponse],
  ["sample list", sampleListResponseSchema, sampleListResponse],
  ["review list", reviewListResponseSchema, reviewListResponse],
] as const;

const bodies: unknown[] = [
  { artists: [makeArtist(), makeArtist({ availability: false, specialties: ["Weddings"] })] },
  { artists: [{ ...makeArtist(), id: "not-a-uuid" }] },
  { artists: [{ ...makeArtist(), reviewCount: 1.5 }] },
  { artist: makeArtist(), samples: [makeSample()], reviews: [makeReview()] },
  { artist: makeArtist(), samples: [makeSample({ story: undefined, artistId: "a" })], reviews: [] },
  { artist: makeArtist(), samples: [{ ...makeSample(), createdAt: "yesterday" }], reviews: [] },
  { samples: [makeSample(), makeSample({ story: undefined })] },
  { samples: [{ ...makeSample(), artistId: undefined }] },
  { reviews: [makeReview(), makeReview({ rating: 3 })] },
  { reviews: [{ ...makeReview(), rating: 4.5 }] },
  { reviews: [{ ...makeReview(), customerName: 7 }] },
  {},
  null,
];

describe("catalogue response schemas", () => {
  for (const [name, shared, mini] of pairs) {
    it(`accepts and rejects the same ${name} bodies as the shared domain schema`, () => {
      for (const body of bodies) {
        const expected = shared.safeParse(body);
        const actual = mini.safeParse(body);
        expect({ body, success: actual.success }).toEqual({ body, success: expected.success });
        if (expected.success && actual.success) expect(actual.data).toEqual(expected.data);
      }
    });
  }
});
