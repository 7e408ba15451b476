import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import nodePath from "node:path";
import { pipeline } from "node:stream/promises";
import {
  CONTENT_LENGTH_RANGE_HEADER,
  contentTypeOf,
  isValidObjectPath,
  userFileHeaders,
} from "../../functions/src/adapters/blobs/BlobStore";
import { checkBlobSignature, type SignedMethod } from "../../functions/src/adapters/blobs/signing";
import { MAX_SONG_FILE_BYTES } from "@songs/domain";
import { STORAGE_CORS } from "../deploy/storageCors";

/**
 * The local stack's stand-in for Cloud Storage: serves the disk adapter's folder through
 * HMAC-signed URLs (GET and HEAD with HTTP Range, PUT uploads), with CORS for the site's origins.
 * Files are served with the same sandboxing headers as production's user files.
 */
export interface BlobServerOptions {
  dir: string;
  signingKey: string;
  port: number;
  host?: string;
  /** Origins allowed by CORS (the site, the Vite dev server). */
  allowedOrigins: readonly string[];
}

export interface BlobServer {
  url: string;
  close(): Promise<void>;
}

function fail(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(message);
}

function parseRange(header: string, size: number): { start: number; end: number } | null | "invalid" {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = "", endText = ""] = match;
  if (startText === "" && endText === "") return "invalid";
  let start: number;
  let end: number;
  if (startText === "") {
    const suffix = Number(endText);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
  }
  return start > end || start >= size ? "invalid" : { start, end };
}

export async function startBlobServer(options: BlobServerOptions): Promise<BlobServer> {
  const host = options.host ?? "127.0.0.1";

  const setCors = (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (origin && options.allowedOrigins.includes(origin)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Vary", "Origin");
      // The deployed bucket's rule (npm run deploy:cors), for the local origins.
      res.setHeader("Access-Control-Allow-Methods", STORAGE_CORS.methods.join(", "));
      res.setHeader("Access-Control-Allow-Headers", STORAGE_CORS.requestHeaders.join(", "));
      res.setHeader("Access-Control-Expose-Headers", STORAGE_CORS.exposedHeaders.join(", "));
      res.setHeader("Access-Control-Max-Age", String(STORAGE_CORS.maxAgeSeconds));
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    setCors(req, res);
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? "/", "http://blob.local");
    const [bucket = "", ...rest] = url.pathname.slice(1).split("/").map(decodeURIComponent);
    const objectPath = rest.join("/");
    if (!isValidObjectPath(bucket, objectPath)) return fail(res, 404, "Not found");
    const method: SignedMethod | null =
      req.method === "GET" || req.method === "HEAD" ? "GET" : req.method === "PUT" ? "PUT" : null;
    if (!method) return fail(res, 405, "Method not allowed");
    const check = checkBlobSignature({
      method,
      bucket,
      path: objectPath,
      params: url.searchParams,
      key: options.signingKey,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (check === "expired") return fail(res, 403, "Signed URL expired");
    if (check !== "valid") return fail(res, 403, "Invalid signature");
    const file = nodePath.join(options.dir, bucket, ...objectPath.split("/"));

    if (method === "PUT") {
      const expectedType = url.searchParams.get("contentType");
      if (expectedType && req.headers["content-type"] !== expectedType)
        return fail(res, 403, "Content type does not match the signed URL");
      // As Cloud Storage: the signed size limit's header must come as signed, and bounds the body.
      const signedMax = url.searchParams.get("maxBytes");
      const maxBytes = signedMax === null ? MAX_SONG_FILE_BYTES : Number(signedMax);
      if (signedMax !== null && req.headers[CONTENT_LENGTH_RANGE_HEADER] !== `0,${signedMax}`) {
        return fail(res, 403, `The ${CONTENT_LENGTH_RANGE_HEADER} header does not match the signed URL`);
      }
      if (Number(req.headers["content-length"] ?? 0) > maxBytes) return fail(res, 413, "File too large");
      await mkdir(nodePath.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.partial`;
      let received = 0;
      req.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) req.destroy(new Error("too large"));
      });
      try {
        await pipeline(req, createWriteStream(temporary));
        await rename(temporary, file);
      } catch {
        await rm(temporary, { force: true });
        if (!res.headersSent) fail(res, 413, "File too large");
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ bucket, path: objectPath, size: received }));
      return;
    }

    let size: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return fail(res, 404, "Not found");
      size = info.size;
    } catch {
      return fail(res, 404, "Not found");
    }
    const contentType = contentTypeOf(objectPath);
    const headers: Record<string, string | number> = {
      ...userFileHeaders(contentType),
      "Content-Type": contentType,
      "Accept-Ranges": "bytes",
      "Cache-Control": "private, max-age=3600",
    };
    const range = req.headers.range ? parseRange(req.headers.range, size) : null;
    if (range === "invalid") {
      res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` }).end();
      return;
    }
    if (range) {
      res.writeHead(206, {
        ...headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
        "Content-Length": range.end - range.start + 1,
      });
      if (req.method === "HEAD") return void res.end();
      await pipeline(createReadStream(file, { start: range.start, end: range.end }), res);
      return;
    }
    res.writeHead(200, { ...headers, "Content-Length": size });
    if (req.method === "HEAD") return void res.end();
    await pipeline(createReadStream(file), res);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) fail(res, 500, "Blob server error");
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
