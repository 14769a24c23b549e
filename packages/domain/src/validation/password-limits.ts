/**
 * Password lengths (spec 5 and 9: "password required min 8"). A module of their own, without
 * the common-password list, so the login schemas and the account contract can name them
 * without pulling the list into their chunk of the web bundle.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that scrypt is never fed megabytes. */
export const PASSWORD_MAX_LENGTH = 200;
