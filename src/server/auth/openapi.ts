// The allow-listed better-auth endpoints (routes.ts) in the API document. better-auth serves them
// behind our own checks, so they are described here (registerPath) rather than declared with
// createRoute: the document covers every /api route without changing how these behave.
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  authResendConfirmationSchema,
  authResetPasswordSchema,
  authResetRequestSchema,
  authSessionSchema,
  authSignInSchema,
  authSignUpSchema,
  authSignedInSchema,
  authSignedUpSchema,
  authSocialRedirectSchema,
  authSocialSignInSchema,
  authStatusSchema,
  authSuccessSchema,
  resetLinkStatusSchema,
} from '../../shared/contract/auth.js';
import { commonRefusals, jsonAnswer, jsonBody, refusal } from '../http/openapi.js';
import type { AppEnv } from '../http/types.js';

const redirect = (description: string) => ({ description, headers: { Location: { schema: { type: 'string' as const } } } });
const tooMany = { 429: commonRefusals[429] } as const;
const invalid = { 400: commonRefusals[400] } as const;

const AUTH_PATHS: RouteConfig[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary: 'Sign up with e-mail and password (a confirmation link is mailed)',
    request: { body: jsonBody(authSignUpSchema) },
    responses: { 200: jsonAnswer(authSignedUpSchema, 'Signed up, or told the owner; the answer never says which.'), ...invalid, ...tooMany },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with e-mail and password (sets the session cookie)',
    request: { body: jsonBody(authSignInSchema) },
    responses: {
      200: jsonAnswer(authSignedInSchema, 'Signed in.'),
      ...invalid,
      401: refusal('Wrong e-mail or password.'),
      403: refusal('The e-mail address is not confirmed yet.'),
      ...tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/social',
    summary: 'Start signing in with Google',
    request: { body: jsonBody(authSocialSignInSchema) },
    responses: {
      200: jsonAnswer(authSocialRedirectSchema, "Where to send the browser (Google's consent page)."),
      404: refusal('Google sign-in is not configured on this server.'),
      ...invalid,
    },
  },
  {
    method: 'get',
    path: '/api/auth/callback/google',
    summary: "Google's return to this site after consent",
    responses: { 302: redirect('Signed in (or refused); on to the page asked for.'), ...invalid },
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'Sign out (ends the session)',
    request: { body: jsonBody(z.object({})) },
    responses: { 200: jsonAnswer(authSuccessSchema, 'Signed out.'), ...invalid },
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    summary: "The browser's session, or null",
    responses: { 200: jsonAnswer(authSessionSchema, 'The session and its user, or null when not signed in.') },
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'The mailed confirmation link',
    request: { query: z.object({ token: z.string(), callbackURL: z.string().optional() }) },
    responses: {
      302: redirect('Confirmed and signed in, or on to sign-in; a link that confirms nothing goes to /auth/confirm-email?error=LINK_REPLACED (a newer sign-up replaced it) or ?error=<better-auth code>.'),
      401: refusal('The link is not valid: a wrong, used or expired token (a JSON answer when the client asks for JSON).'),
      ...invalid,
    },
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    summary: 'Mail a new confirmation link to an address waiting for confirmation',
    request: { body: jsonBody(authResendConfirmationSchema) },
    responses: { 200: jsonAnswer(authStatusSchema, 'The same answer whether or not the address is waiting for confirmation.'), ...invalid, ...tooMany },
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary: 'Mail a password reset link',
    request: { body: jsonBody(authResetRequestSchema) },
    responses: {
      200: jsonAnswer(authStatusSchema, 'The same answer whether or not the address has an account.'),
      ...invalid,
      403: refusal('redirectTo is not a path of this site.'),
      ...tooMany,
    },
  },
  {
    method: 'get',
    path: '/api/auth/reset-password/{token}',
    summary: 'The mailed reset link: checks the token and sends the browser on with it',
    request: { params: z.object({ token: z.string() }), query: z.object({ callbackURL: z.string() }) },
    responses: { 302: redirect('On to the update-password page (with the token, or with an error).'), ...invalid },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the mailed token (and sign in)',
    request: { body: jsonBody(authResetPasswordSchema) },
    responses: { 200: jsonAnswer(authStatusSchema, 'The password is changed.'), ...invalid, ...tooMany },
  },
  {
    method: 'get',
    path: '/api/auth/reset-link-status',
    summary: 'Is a reset link still good?',
    // routes.ts reads a missing token as an empty one: not valid, never a refusal.
    request: { query: z.object({ token: z.string().optional() }) },
    responses: { 200: jsonAnswer(resetLinkStatusSchema, 'Whether the token can still reset a password (false without one).') },
  },
];

/** A router that only carries the description of the auth endpoints (it is never mounted). */
export function authApiDescription(): OpenAPIHono<AppEnv> {
  const described = new OpenAPIHono<AppEnv>();
  for (const route of AUTH_PATHS) described.openAPIRegistry.registerPath({ tags: ['Auth'], ...route });
  return described;
}
