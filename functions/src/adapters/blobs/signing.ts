import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC-signed blob URLs of the disk adapter, verified by the local stack's blob server:
 * `{baseUrl}/{bucket}/{path}?method=GET&expires={unix seconds}&signature={hex}`.
 */

export type SignedMethod = "GET" | "PUT";

export interface SignedUrlRequest {
  baseUrl: string;
  method: SignedMethod;
  bucket: string;
  path: string;
  expiresAt: number;
  key: string;
  /** Uploads only: the content type the PUT must send. */
  contentType?: string;
  /** Uploads only: the most bytes the PUT may send (as Cloud Storage's x-goog-content-length-range). */
  maxBytes?: number;
}

function signature(
  key: string,
  method: SignedMethod,
  bucket: string,
  path: string,
  expiresAt: number,
  contentType = "",
  maxBytes = "",
): string {
  return createHmac("sha256", key)
    .update(`${method}\n${bucket}/${path}\n${expiresAt}\n${contentType}\n${maxBytes}`)
    .digest("hex");
}

export function encodeObjectPath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

export function signBlobUrl(request: SignedUrlRequest): string {
  const { baseUrl, method, bucket, path, expiresAt, key, contentType, maxBytes } = request;
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/${bucket}/${encodeObjectPath(path)}`);
  url.searchParams.set("method", method);
  url.searchParams.set("expires", String(expiresAt));
  if (contentType) url.searchParams.set("contentType", contentType);
  if (maxBytes !== undefined) url.searchParams.set("maxBytes", String(maxBytes));
  url.searchParams.set(
    "signature",
    signature(key, method, bucket, path, expiresAt, contentType, maxBytes === undefined ? "" : String(maxBytes)),
  );
  return url.href;
}

export type SignatureCheck = "valid" | "expired" | "invalid";

export interface SignatureToCheck {
  method: SignedMethod;
  bucket: string;
  path: string;
  params: URLSearchParams;
  key: string;
  nowSeconds: number;
}

export function checkBlobSignature({
  method,
  bucket,
  path,
  params,
  key,
  nowSeconds,
}: SignatureToCheck): SignatureCheck {
  const expiresText = params.get("expires") ?? "";
  const given = params.get("signature") ?? "";
  if (params.get("method") !== method || !/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(given)) {
    return "invalid";
  }
  const expiresAt = Number(expiresText);
  const expected = signature(
    key,
    method,
    bucket,
    path,
    expiresAt,
    params.get("contentType") ?? "",
    params.get("maxBytes") ?? "",
  );
  if (!timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"))) return "invalid";
  return expiresAt < nowSeconds ? "expired" : "valid";
}
