/** An `otpauth://` URL as a QR code image (`data:` URL); the QR library loads with this screen only. */
export async function qrCodeDataUrl(otpauthUrl: string): Promise<string> {
  const { toDataURL } = await import("qrcode");
  return toDataURL(otpauthUrl, { margin: 1, width: 220 });
}
