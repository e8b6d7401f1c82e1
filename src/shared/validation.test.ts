import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  displayNameSchema,
  emailSchema,
  firstIssueMessage,
  keywordSchema,
  newPasswordSchema,
  passwordSchema,
  uuidSchema,
} from './validation';

function messageOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('keywordSchema', () => {
  it('trims and accepts 2 to 200 characters', () => {
    expect(keywordSchema.parse('  seo  ')).toBe('seo');
    expect(keywordSchema.parse('ab')).toBe('ab');
    expect(keywordSchema.parse('x'.repeat(200))).toHaveLength(200);
  });

  it('uses the shared messages', () => {
    expect(messageOf(keywordSchema, ' a ')).toBe('Please enter a keyword with at least 2 characters.');
    expect(messageOf(keywordSchema, '   ')).toBe('Please enter a keyword with at least 2 characters.');
    expect(messageOf(keywordSchema, 'x'.repeat(201))).toBe('Please enter a keyword with at most 200 characters.');
  });
});

describe('displayNameSchema', () => {
  it('accepts letters and digits of any script, and spaces', () => {
    for (const name of ['Ada Lovelace', 'José 2', 'Zoë', '山田 太郎', 'Дмитрий', 'राहुल', 'Ab']) {
      expect(displayNameSchema.parse(` ${name} `)).toBe(name);
    }
    expect(displayNameSchema.parse('x'.repeat(50))).toHaveLength(50);
  });

  it('uses the shared messages', () => {
    expect(messageOf(displayNameSchema, ' a ')).toBe('Display name must be at least 2 characters');
    expect(messageOf(displayNameSchema, 'x'.repeat(51))).toBe('Display name must be less than 50 characters');
    for (const bad of ['ab!', 'a_b', 'Ann-Marie', '<script>', 'tab\there', '😀😀']) {
      expect(messageOf(displayNameSchema, bad)).toBe('Display name can only contain letters, numbers, and spaces');
    }
  });

  it('accepts any trimmed name made of ASCII letters, digits and spaces of valid length', () => {
    const char = fc.constantFrom(...'abcXYZ019 '.split(''));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 60 }).map((c) => c.join('')), (raw) => {
        const trimmed = raw.trim();
        const ok = displayNameSchema.safeParse(raw).success;
        expect(ok).toBe(trimmed.length >= 2 && trimmed.length <= 50);
      }),
    );
  });
});

describe('passwordSchema', () => {
  it('accepts 6 to 128 characters without trimming', () => {
    expect(passwordSchema.parse(' 12345 ')).toBe(' 12345 ');
    expect(passwordSchema.safeParse('x'.repeat(128)).success).toBe(true);
  });

  it('uses the shared messages', () => {
    expect(messageOf(passwordSchema, '12345')).toBe('Password must be at least 6 characters.');
    expect(messageOf(passwordSchema, 'x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(messageOf(newPasswordSchema, '12345')).toBe('Password must be at least 6 characters long');
  });
});

describe('emailSchema', () => {
  it('trims and lowercases', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('refuses blank and malformed addresses', () => {
    expect(messageOf(emailSchema, '   ')).toBe('Email is required.');
    for (const bad of ['ada', 'ada@', '@x.com', 'a b@x.com', 'ada@x']) {
      expect(messageOf(emailSchema, bad)).toBe('Please enter a valid email address.');
    }
  });
});

describe('uuidSchema', () => {
  it('accepts UUIDs and refuses anything else', () => {
    expect(uuidSchema.safeParse(crypto.randomUUID()).success).toBe(true);
    expect(uuidSchema.safeParse('6F9619FF-8B86-4011-B42D-00C04FC964FF').success).toBe(true);
    for (const bad of ['', '123', 'not-a-uuid', "1' OR '1'='1", '6f9619ff8b864011b42d00c04fc964ff']) {
      expect(uuidSchema.safeParse(bad).success).toBe(false);
    }
    expect(messageOf(uuidSchema, 'x')).toBe('Invalid id: expected a UUID.');
  });
});
