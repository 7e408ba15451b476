/**
 * The stored ids the API's routes name (orders, which are Checkout Session or seed ids; reviews,
 * which are order ids; samples; uploads): letters, digits, "_" and "-", never a "/" that would
 * name another collection's path.
 */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
