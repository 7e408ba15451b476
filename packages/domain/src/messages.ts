/** User-facing messages of the spec (§5, §6, §8), word for word. */

export const VALIDATION = {
  fullNameRequired: "Full name is required",
  nameTooLong: "Name must be less than 100 characters",
  notOneLine: "Please write this on one line, without line breaks or hidden control characters.",
  hiddenCharacters: "Please remove hidden control characters (such as text-direction overrides) from this text.",
  invalidEmail: "Invalid email address",
  emailTooLong: "Email must be less than 255 characters",
  phoneRequired: "Phone number is required",
  phoneTooLong: "Phone number must be less than 20 characters",
  subjectRequired: "Please select a subject",
  messageRequired: "Message is required",
  messageTooLong: "Message must be less than 250 words (approximately 1500 characters)",

  occasionRequired: "Please choose an occasion",
  genreRequired: "Please choose a genre",
  recipientNameRequired: "Recipient name is required",
  recipientNameTooLong: "Recipient name must be less than 100 characters",
  storyRequired: "Story is required",
  storyTooLong: "Story must be less than 1000 characters",
  keyMomentsTooLong: "Key moments must be less than 1000 characters",
  packageRequired: "Please choose a package",
  invalidArtist: "Please choose a valid artist",
  invalidAddOn: "Please choose valid add-ons",
  stepIncomplete: "Please complete all required fields before continuing",

  passwordTooShort: "Password must be at least 8 characters",
  signupNameRequired: "Please enter your full name",
  passwordsDoNotMatch: "Passwords do not match",

  reviewNameRequired: "Name is required",
  ratingRequired: "Please select a rating",
  ratingOutOfRange: "Rating must be between 1 and 5",
  commentRequired: "Comment is required",
  commentTooLong: "Comment must be less than 1000 characters",

  revisionNoteRequired: "Please describe what you would like changed",
  revisionNoteTooLong: "Revision note must be less than 1000 characters",

  sampleTitleRequired: "Title is required",
  sampleTitleTooLong: "Title must be less than 100 characters",
  sampleGenreRequired: "Please select a genre",
  sampleMoodRequired: "Please select a mood",
  sampleOccasionRequired: "Please select an occasion",
  sampleStoryTooLong: "Story must be less than 500 characters",
  sampleFileInvalid: "Please select a valid audio file",
  sampleFileTooLarge: "File size must be less than 10MB",
  sampleFileRequired: "Please select an audio file",

  songFileInvalid: "Please upload an MP3, WAV, or M4A file.",
  songFileTooLarge: "File size must be less than 50MB.",

  mfaCodeRequired: "Please enter the 6-digit code",
  mfaCodeInvalid: "The code must be exactly 6 digits",
} as const;

export const MESSAGES = {
  loginToCompleteOrder: "Please login to complete your order. Your progress has been saved.",
  /** Not in the spec: sign-up limits per network address and per email (see docs/spec-departures.md). */
  tooManySignupsFromNetwork: "Too many accounts have been created from this network. Please try again later.",
  tooManySignupsForEmail: "Too many sign-up attempts for this email. Please try again later.",

  contactFailedTitle: "Error",
  contactFailed: "Failed to send message. Please try again later.",
  contactSentTitle: "Message sent!",
  contactSent: "We've received your message and will get back to you soon.",

  checkoutFailed: "Failed to create checkout session. Please try again.",
  checkoutNoUrl: "Failed to get checkout URL. Please try again.",
  unexpectedError: "An unexpected error occurred. Please try again.",

  invalidCredentials: "Invalid email or password. Please try again.",
  emailNotVerified: "Please verify your email before logging in. Check your inbox.",
  accountLocked: "Account temporarily locked due to multiple failed login attempts. Please try again in 15 minutes.",
  accountExists: "An account with this email already exists. Please login instead.",
  emailVerified: "Email verified! You can now log in.",
  verificationLinkInvalid: "This verification link is invalid or has expired. Log in to get a new one.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",

  invalidPaymentSession: "Invalid payment session",
  signInToFinalize: "Please sign in to finalize your order",
  paymentVerificationFailed: "Payment verification failed. Please contact support with your payment confirmation.",
  paymentRefundedUnfulfilled: "This payment could not become an order, so it was refunded in full.",
  paymentErrorTitle: "Payment Received, but Error Occurred",
  finalizingOrder: "Finalizing your order...",

  orderDataNotFound: "Order data not found. Please start a new order.",
  retryPaymentFailed: "Failed to retry payment. Please try again.",

  ordersLoadFailed: "Failed to load orders",
  /** A link to one order (from an email) that is not among the signed-in customer's orders. */
  orderLinkNotFound:
    "We couldn't find this order among your orders. If it was made with another account, log in with that one.",
  /** The same offline: the saved copy of the orders does not have it. */
  orderLinkNotSaved: "This order isn't among the orders saved on this device. Connect to the internet to open it.",

  reviewLoginRequired: "You must be logged in to submit a review",
  reviewFailed: "Failed to submit review. Please try again.",
  alreadyReviewed: "You have already reviewed this order.",

  orderNotFound: "Order not found",
  orderNotCompleted: "Your song is not ready yet. This is available once the order is completed.",
  revisionRequested: "Revision requested",
  revisionAlreadyOpen:
    "Your artist is already working on a revision. You can ask for another once the new version is delivered.",
  basicRevisionUsed:
    "The Basic Song includes one revision, and it has been used. The Premium Song and the Deluxe Package include unlimited revisions.",
  shareLinkUnavailable: "This link is no longer available. Ask the person who shared it for a new one.",
  songUnplayable: "Sorry, this song can't be played right now.",
  songNeedsConnection: "This song needs an internet connection to play. Please connect and try again.",
  /** "Save Offline" kept the file on this device (the download's own words are downloadTracked). */
  songSavedOnDevice: "Your song is saved on this device. You can play it offline.",
  instrumentalSavedOnDevice: "The instrumental is saved on this device. You can play it offline.",

  adminOrdersLoadFailed: "Failed to load orders. Please try again.",
  uploadFailed: "Upload Failed",
  previewLinkFailed: "Failed to generate preview link",
  songUploadedNotifyFailed: "Song uploaded but email notification failed. Please notify customer manually.",
  sampleUploadFailed: "Failed to upload sample",

  securityLoadFailed: "Failed to load security data",
  securityRefreshed: "Security data refreshed",
  fraudAlertsEmpty: "No fraud alerts in selected time range",
  securityEventsEmpty: "No security events in selected time range",
  rejectedFilesEmpty: "No rejected files in selected time range",

  pendingReviewsEmpty: "No reviews waiting for approval",
  pendingReviewsLoadFailed: "Failed to load reviews. Please try again.",
  reviewApproved: "Review approved",
  reviewRejected: "Review rejected",
  reviewModerationFailed: "Failed to update the review. Please try again.",
  reviewAlreadyModerated: "This review has already been moderated.",

  mfaSetupFailed: "Failed to set up two-factor log-in. Please try again.",
  mfaInvalidCode: "Invalid code. Please try again.",
  mfaEnabled: "Two-factor log-in is on.",

  seedLoginRequired: "You must be logged in",
  seedFailed: "Failed to seed Stripe catalog",
  seedSucceeded: "Stripe products and prices created successfully!",

  orderRestored: "Your order has been restored. Review and complete your purchase.",
  redirectingToPayment: "Redirecting to secure payment...",
  welcomeBack: "Welcome back!",
  welcomeBackCompleteOrder: "Welcome back! Complete your order below.",
  welcomeBackFinalizing: "Welcome back! Finalizing your order...",
  accountCreated: "Account created! Check your email to confirm.",
  passwordResetSent: "Password reset email sent! Check your inbox.",
  passwordUpdated: "Password updated successfully!",
  orderCreated: "Order created successfully!",
  reviewSubmitted: "Review submitted! It will appear after admin approval.",
  downloadTracked: "Download tracked! Enjoy your custom song!",
  songUploaded: "Song uploaded and customer notified!",
  sampleUploaded: "Sample uploaded successfully!",

  builderArtistContact: "An artist will reach out within 24 hours.",
} as const;

/** Shown after the 3rd and 4th failed sign-in from one device within the lockout window. */
export function loginWarningMessage(attemptsLeft: number): string {
  return `Warning: ${attemptsLeft} more failed ${attemptsLeft === 1 ? "attempt" : "attempts"} will lock log-in from this device for 15 minutes.`;
}
