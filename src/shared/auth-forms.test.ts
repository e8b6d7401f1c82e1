import { describe, expect, it } from 'vitest';
import { checkSignIn, confirmMismatch, newPasswordProblem, resetRequestProblem, signInProblem, signUpProblem, signUpSchema } from './auth-forms';

const signUp = { email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1', acceptTerms: true };

describe('signInProblem', () => {
  it('needs e-mail and password, the password at least 6 characters', () => {
    expect(signInProblem({ email: '', password: '' })).toBe('You must provide either an email or phone number and a password.');
    expect(signInProblem({ email: '  ', password: 'secret1' })).toBe('Email is required.');
    expect(signInProblem({ email: 'ada@example.com', password: '' })).toBe('Password is required.');
    expect(signInProblem({ email: 'ada@example.com', password: '12345' })).toBe('Password must be at least 6 characters.');
    expect(signInProblem({ email: 'ada', password: 'secret1' })).toBe('Please enter a valid email address.');
    expect(signInProblem({ email: ' ada@example.com ', password: 'secret1' })).toBeNull();
  });

  it('hands the server the normalised address and the password as typed', () => {
    expect(checkSignIn({ email: ' Ada@Example.com ', password: ' secret1 ' })).toEqual({ email: 'ada@example.com', password: ' secret1 ' });
    expect(checkSignIn({ email: 'ada@example.com', password: 'x'.repeat(129) })).toEqual({ problem: 'Password must be at most 128 characters.' });
  });
});

describe('signUpProblem', () => {
  it('asks for the terms first, then matching passwords, then the length', () => {
    expect(signUpProblem({ ...signUp, acceptTerms: false, confirmPassword: 'x' })).toBe('Please agree to the Terms to continue.');
    expect(signUpProblem({ ...signUp, password: '123', confirmPassword: '1234' })).toBe('Passwords do not match.');
    expect(signUpProblem({ ...signUp, password: '12345', confirmPassword: '12345' })).toBe('Password must be at least 6 characters.');
    expect(signUpProblem({ ...signUp, email: 'nope' })).toBe('Please enter a valid email address.');
    expect(signUpProblem({ ...signUp, email: '', password: '' })).toBe('You must provide either an email or phone number and a password.');
    expect(signUpProblem(signUp)).toBeNull();
  });

  it('accepts 128 characters and refuses 129', () => {
    const long = 'p'.repeat(128);
    expect(signUpProblem({ ...signUp, password: long, confirmPassword: long })).toBeNull();
    expect(signUpProblem({ ...signUp, password: `${long}p`, confirmPassword: `${long}p` })).toBe('Password must be at most 128 characters.');
  });
});

describe('signUpSchema (the form and the server)', () => {
  it('answers the trimmed, lowercased e-mail and the password, ignoring name and image', () => {
    const parsed = signUpSchema.parse({ ...signUp, email: ' Ada@Example.COM ', name: '<b>x</b>', image: 'https://evil.example/a.png' });
    expect(parsed).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it('counts missing terms and confirmation as not given', () => {
    const first = (body: unknown) => signUpSchema.safeParse(body).error?.issues[0]?.message;
    expect(first({ email: 'ada@example.com', password: 'secret1' })).toBe('Please agree to the Terms to continue.');
    expect(first({ email: 'ada@example.com', password: 'secret1', acceptTerms: true })).toBe('Passwords do not match.');
    expect(first({ email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1', acceptTerms: 'yes' })).toBe(
      'Please agree to the Terms to continue.',
    );
    expect(first({})).toBe('You must provide either an email or phone number and a password.');
  });

  it('refuses fields the form never sends, callbackURL above all', () => {
    const parsed = signUpSchema.safeParse({ ...signUp, callbackURL: 'https://evil.example/' });
    expect(parsed.error?.issues[0]?.message).toBe('Unexpected field: callbackURL.');
  });
});

describe('confirmMismatch', () => {
  it('shows only once the confirm field has text', () => {
    expect(confirmMismatch('secret1', '')).toBe(false);
    expect(confirmMismatch('secret1', 'secret')).toBe(true);
    expect(confirmMismatch('secret1', 'secret1')).toBe(false);
  });
});

describe('newPasswordProblem', () => {
  it('uses the update-password wording', () => {
    expect(newPasswordProblem({ password: '12345', confirmPassword: '12345' })).toBe('Password must be at least 6 characters long');
    expect(newPasswordProblem({ password: '123456', confirmPassword: '1234567' })).toBe('Passwords do not match');
    expect(newPasswordProblem({ password: '123456', confirmPassword: '123456' })).toBeNull();
  });
});

describe('resetRequestProblem', () => {
  it('asks for the e-mail above first', () => {
    expect(resetRequestProblem('  ')).toBe('Enter your email above first.');
    expect(resetRequestProblem('ada')).toBe('Please enter a valid email address.');
    expect(resetRequestProblem('ada@example.com')).toBeNull();
  });
});
