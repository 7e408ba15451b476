/** The site's name and description: used by the page titles, index.html and the web app manifest. */
export const SITE_NAME = "Songs From The Heart";
export const SITE_SHORT_NAME = "Songs";
export const SITE_DESCRIPTION =
  "Custom personalised songs written and recorded by professional artists from your story, for weddings, birthdays, anniversaries and every occasion.";
