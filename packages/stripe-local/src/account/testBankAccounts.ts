/**
 * Stripe's test bank account numbers (routing number 110000000): the one that pays out and those
 * whose payouts fail, with Stripe's failure codes and messages. Test mode accepts no others.
 */

export const TEST_ROUTING_NUMBER = "110000000";
export const GOOD_BANK_ACCOUNT = "000123456789";

export interface PayoutFailure {
  code: string;
  message: string;
}

export const TEST_BANK_ACCOUNTS: Readonly<Record<string, PayoutFailure | null>> = {
  [GOOD_BANK_ACCOUNT]: null,
  "000111111116": {
    code: "no_account",
    message:
      "The bank account details on file are probably incorrect. No bank account could be located with those details.",
  },
  "000111111113": { code: "account_closed", message: "The bank account has been closed." },
  "000222222227": {
    code: "insufficient_funds",
    message: "Your Stripe account has insufficient funds to cover the payout.",
  },
  "000333333335": {
    code: "debit_not_authorized",
    message:
      "Debit transactions are not approved on the bank account. (Stripe requires bank accounts to be set up for both credit and debit payouts.)",
  },
  "000444444440": {
    code: "invalid_currency",
    message:
      "The bank was unable to process this payout because of its currency. This is probably because the bank account cannot accept payments in that currency.",
  },
};

export const TEST_BANK_ACCOUNT_MESSAGE =
  "You must use a test bank account number in test mode. Try 000123456789 or see more options at https://stripe.com/docs/connect/testing#account-numbers.";
