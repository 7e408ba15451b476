/** The product's name as emails say and sign off with it. */
export const SITE_NAME = "Songs From The Heart";
