/** Text, file and list limits of the spec (§5, §9), each kept once. */

export const MAX_OCCASION_LENGTH = 50;
export const MAX_GENRE_LENGTH = 50;
export const MAX_RECIPIENT_NAME_LENGTH = 100;
/** The spec's story counter showed 10,000 while 1000 was enforced; we show and enforce 1000. */
export const MAX_STORY_LENGTH = 1000;
export const MAX_KEY_MOMENTS_LENGTH = 1000;

export const MAX_REVIEW_NAME_LENGTH = 100;
export const MAX_REVIEW_COMMENT_LENGTH = 1000;
/** A customer's note asking for changes to a delivered song. */
export const MAX_REVISION_NOTE_LENGTH = 1000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** Reviews below this rating are never listed publicly. */
export const MIN_PUBLIC_RATING = 3;

export const MAX_SAMPLE_TITLE_LENGTH = 100;
export const MAX_SAMPLE_STORY_LENGTH = 500;
export const MAX_SAMPLE_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_SONG_FILE_BYTES = 50 * 1024 * 1024;

export const MAX_CONTACT_NAME_LENGTH = 100;
export const MAX_CONTACT_EMAIL_LENGTH = 255;
export const MAX_CONTACT_PHONE_LENGTH = 20;
export const MAX_CONTACT_MESSAGE_LENGTH = 1500;

export const MIN_PASSWORD_LENGTH = 8;
export const MFA_CODE_LENGTH = 6;

export const SIGNED_URL_TTL_SECONDS = 3600;
/** Random bytes in a private listening link's token (128 bits or more). */
export const SHARE_TOKEN_BYTES = 24;
export const PAYMENT_SESSION_WAIT_TRIES = 10;
export const PAYMENT_SESSION_WAIT_MS = 1000;
export const LOCKOUT_MINUTES = 15;

export const BUILDER_ARTIST_LIMIT = 6;
export const PROFILE_SAMPLE_LIMIT = 5;
export const PROFILE_REVIEW_LIMIT = 10;
export const HOME_TESTIMONIAL_LIMIT = 3;
export const ARTIST_CARD_GENRE_TAGS = 3;
/** An artist card's bio is its first characters, up to this many (cut at a word): the card shows two lines of about 40. */
export const ARTIST_CARD_BIO_LENGTH = 80;
/** Largest page a public reviews request may ask for. */
export const MAX_PUBLIC_REVIEWS_PAGE = 50;

export const MOBILE_DRAWER_WIDTH_PX = 300;

/** Failed sign-ins per email and IP pair within the lockout window: a warning at 3, a lock at 5. */
export const LOGIN_WARNING_FAILURES = 3;
export const LOGIN_LOCK_FAILURES = 5;

/**
 * Sign-ups per hour. Per network address the limit is high because an office, a school or a mobile
 * carrier puts many honest people behind one address; per email it stays strict, since one person
 * needs only one account and this is what slows down mail flooding.
 */
export const SIGNUPS_PER_IP_PER_HOUR = 100;
export const SIGNUPS_PER_EMAIL_PER_HOUR = 5;

/**
 * Sample uploads an artist may start per day: a studio puts up a few samples at a time, and each
 * upload takes storage and a byte check before an admin ever sees it.
 */
export const SAMPLE_SUBMISSIONS_PER_DAY = 10;
