import { describe, expect, it } from "vitest";
import { ADD_ON_KEYS, PACKAGE_KEYS } from "./catalogue";
import { addOnLabel, genreLabel, occasionLabel, packageLabel } from "./labels";
import { ADMIN_SAMPLE_MOODS, CHECKOUT_GENRE_IDS, OCCASION_IDS } from "./options";
import { ORDER_STATUSES, statusLabel } from "./lifecycle/statuses";

/** A label a person reads: starts with a capital letter and is not the stored id. */
function expectReadableLabel(id: string, label: string) {
  expect(label, id).toMatch(/^[A-Z]/);
  expect(label, id).not.toBe(id);
}

describe("option labels", () => {
  it.each([
    ["occasion", OCCASION_IDS, occasionLabel],
    ["genre", CHECKOUT_GENRE_IDS, genreLabel],
    ["package", PACKAGE_KEYS, packageLabel],
    ["add-on", ADD_ON_KEYS, addOnLabel],
    ["status", ORDER_STATUSES, statusLabel],
  ] as const)("gives every %s id a label of its own", (_kind, ids, label) => {
    for (const id of ids) expectReadableLabel(id, label(id));
    expect(new Set(ids.map((id) => label(id))).size).toBe(ids.length);
  });

  it("names the genres only the checkout accepts", () => {
    expect(["indie", "folk", "christian"].map(genreLabel)).toEqual(["Indie", "Folk", "Christian"]);
    expect(genreLabel("hiphop")).toBe("Hip-Hop");
  });

  it("stores sample moods as the words shown, so they need no label", () => {
    for (const mood of ADMIN_SAMPLE_MOODS) expect(mood).toMatch(/^[A-Z][a-z]+$/);
  });

  it("shows an unknown id (older data) as it is", () => {
    expect(genreLabel("polka")).toBe("polka");
    expect(packageLabel("gold")).toBe("gold");
  });
});
