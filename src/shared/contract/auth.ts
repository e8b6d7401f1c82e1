// The better-auth endpoints the product routes under /api/auth (src/server/auth/routes.ts), as the
// API document describes them. They are served by better-auth behind our own checks, not declared
// with createRoute, so these schemas only document: the handlers keep their own validation.
import { z } from 'zod';
import { isoDateTimeSchema } from './common';

export const authEmailPasswordSchema = z.object({
  email: z.email().meta({ example: 'ada@example.com' }),
  password: z.string().meta({ example: 'correct horse battery staple' }),
});

export const authSignUpSchema = authEmailPasswordSchema.extend({
  confirmPassword: z.string(),
  acceptTerms: z.literal(true),
});

export const authSignInSchema = authEmailPasswordSchema.extend({ rememberMe: z.boolean().optional() });

export const authSocialSignInSchema = z.object({
  provider: z.literal('google'),
  callbackURL: z.string().optional().meta({ description: 'A path of this site to land on.', example: '/research' }),
  errorCallbackURL: z.string().optional(),
  newUserCallbackURL: z.string().optional(),
  disableRedirect: z.boolean().optional(),
});

export const authResetRequestSchema = z.object({
  email: z.email(),
  redirectTo: z.string().optional().meta({ description: 'A path of this site the mailed link leads to.', example: '/update-password' }),
});

/** "Send a new link" of a confirmation link that no longer works. */
export const authResendConfirmationSchema = z.object({
  email: z.email(),
  callbackURL: z.string().optional().meta({ description: 'A path of this site; ignored: the mailed link always returns to /research.', example: '/research' }),
});

export const authResetPasswordSchema = z.object({
  newPassword: z.string(),
  token: z.string().meta({ description: 'The token of the mailed link (or ?token= in the query).' }),
});

export const authUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable().optional(),
    emailVerified: z.boolean(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'AuthUser' });

export const authSignedInSchema = z
  .object({ redirect: z.boolean(), token: z.string().nullable(), user: authUserSchema, url: z.string().optional() })
  .meta({ id: 'AuthSignedIn' });

export const authSignedUpSchema = z
  .object({ token: z.null(), user: authUserSchema })
  .meta({ id: 'AuthSignedUp', description: 'The same answer whether or not the address already had an account.' });

export const authSocialRedirectSchema = z.object({ url: z.string(), redirect: z.boolean() });

export const authSessionSchema = z
  .object({
    session: z.object({ id: z.string(), userId: z.string(), expiresAt: isoDateTimeSchema }),
    user: authUserSchema,
  })
  .nullable()
  .meta({ id: 'AuthSession', description: 'null when not signed in.' });
export type AuthSession = z.infer<typeof authSessionSchema>;

export const authStatusSchema = z.object({ status: z.boolean(), message: z.string().optional() });

export const authSuccessSchema = z.object({ success: z.boolean() });

export const resetLinkStatusSchema = z.object({ valid: z.boolean() }).meta({ id: 'ResetLinkStatus' });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;
