// A failed authentication call, already worded for the screen.
export class AuthActionError extends Error {}
