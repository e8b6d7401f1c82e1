// A failed authentication call, already worded for the screen (spec section 8).
export class AuthActionError extends Error {}
