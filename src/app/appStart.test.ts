// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { APP_HYDRATED_EVENT, APP_HYDRATING_EVENT, replayTapsBeforeHydration } from "./appStart";

describe("taps between the first paint and hydration", () => {
  let taps: string[];
  // A document of its own per test, so no listener outlives its test.
  let document: Document;

  beforeEach(() => {
    document = window.document.implementation.createHTMLDocument();
    document.body.innerHTML = `
      <button id="menu">Open menu</button>
      <button id="faq"><span>How long does it take?</span></button>
      <a href="/artists"><button id="inLink">Artists</button></a>
      <form><button id="send" type="submit">Send</button></form>`;
    taps = [];
    // What the app does once hydrated: it hears every tap.
    document.addEventListener(
      APP_HYDRATED_EVENT,
      () => document.addEventListener("click", (event) => taps.push((event.target as Element).id)),
      { once: true },
    );
    replayTapsBeforeHydration(document);
  });

  const tap = (id: string) => document.getElementById(id)!.click();
  const hydrated = () => document.dispatchEvent(new Event(APP_HYDRATED_EVENT));

  it("taps the last control tapped again, once, when the page is hydrated", () => {
    tap("menu");
    document.querySelector("span")!.click();
    expect(taps).toEqual([]);
    hydrated();
    expect(taps).toEqual(["faq"]);
    hydrated();
    expect(taps).toEqual(["faq"]);
  });

  it("leaves taps to React once hydration has begun, and links to the browser", () => {
    tap("inLink");
    document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    tap("menu");
    hydrated();
    expect(taps).toEqual([]);
  });

  it("keeps a submit button from sending its form the old way, and sends it through the app", () => {
    let isSubmittedNatively = false;
    document.querySelector("form")!.addEventListener("submit", (event) => {
      isSubmittedNatively = !event.defaultPrevented;
      event.preventDefault();
    });
    tap("send");
    expect(isSubmittedNatively).toBe(false);
    hydrated();
    expect(taps).toEqual(["send"]);
  });

  it("forgets a control the page no longer shows", () => {
    tap("menu");
    document.getElementById("menu")!.remove();
    hydrated();
    expect(taps).toEqual([]);
  });
});
