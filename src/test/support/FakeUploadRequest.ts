import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * XMLHttpRequest at the boundary of `putFileWithProgress`: a test installs it, then drives the
 * upload's progress and the storage server's answer for each request sent.
 */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;

  /** The status every request is answered with at once, when the test does not drive them. */
  static autoAnswer: number | null = null;

  /** Replaces XMLHttpRequest for the test (undo with `vi.unstubAllGlobals()`). */
  static install(options: { autoAnswer?: number } = {}): void {
    FakeUploadRequest.sent = [];
    FakeUploadRequest.autoAnswer = options.autoAnswer ?? null;
    vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
  }

  static get last(): FakeUploadRequest | undefined {
    return FakeUploadRequest.sent.at(-1);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
    const status = FakeUploadRequest.autoAnswer;
    if (status !== null) {
      setTimeout(() => {
        this.status = status;
        this.onload?.();
      });
    }
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number) {
    this.status = status;
    act(() => this.onload?.());
  }
}
