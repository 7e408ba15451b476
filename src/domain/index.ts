/** The shared domain core: pure TypeScript used by the PWA and bundled into the functions. */
export * from "./catalog";
export * from "./format";
export * from "./fraud";
export * from "./limits";
export * from "./messages";
export * from "./options";
export * from "./orderBuilder";
export * from "./orderStatus";
export * from "./pricing";
export * from "./schemas/adminUploads";
export * from "./schemas/auth";
export * from "./schemas/contact";
export * from "./schemas/fieldErrors";
export * from "./schemas/order";
export * from "./schemas/publicCatalog";
export * from "./schemas/review";
export * from "./schemas/text";
