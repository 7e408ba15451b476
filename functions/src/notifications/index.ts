/**
 * The notifications capability's public entry: every email's words, and for an order's life the
 * map from what happened to who is told what (ORDER_NOTICES). It imports no capability, so any
 * capability may use it; the emails themselves are `mail` documents written by their capability.
 */
export { verificationMail, passwordResetMail } from "./accountMessages";
export { artistInviteMail } from "./inviteMessages";
export { orderNotices, ORDER_NOTICES, type NoticeRecipient, type OrderNotice } from "./orderNotices";
export type { MessageText, NoticeOrder } from "./orderMessages";
export { describeTime, newSignInMail, passwordChangedMail, type SignInDevice } from "./securityMessages";
export { SITE_NAME } from "./siteName";
export { supportMail } from "./supportMessages";
export { giftMessages, type NoticeGift } from "./giftMessages";
export { songGiftMessages, type NoticeSongGift } from "./songGiftMessages";
export { occasionReminderMessages, type NoticeOccasion } from "./occasionReminderMessages";
export { questionMessages, type NoticeQuestionOrder } from "./questionMessages";
export { privacyMessages } from "./privacyMessages";
export { operationsDigestMail } from "./operationsMessages";
export { pushMessages, type PushText } from "./pushMessages";
export { disputeMessages, type NoticeDispute } from "./disputeMessages";
