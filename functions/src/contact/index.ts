/** The contact capability's public entry: where messages for the marketplace's team go. */
export { loadContactConfig } from "./contactConfig";
export { contactMessageErasure } from "./contactMessageErasure";
