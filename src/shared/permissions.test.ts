import { describe, expect, it } from 'vitest';
import { isAdmin, isRole, PERMISSIONS, userHasPermission } from './permissions';

const USER_PERMISSIONS = ['research:run', 'profile:edit-own'];

describe('userHasPermission', () => {
  it('treats a user without role rows as a plain user', () => {
    for (const permission of PERMISSIONS) {
      expect(userHasPermission([], permission), permission).toBe(USER_PERMISSIONS.includes(permission));
      expect(userHasPermission([], permission), permission).toBe(userHasPermission(['user'], permission));
    }
    expect(isAdmin([])).toBe(false);
  });

  it('gives a moderator exactly the permissions of a user (decision 004)', () => {
    for (const permission of PERMISSIONS) {
      expect(userHasPermission(['moderator'], permission), permission).toBe(userHasPermission(['user'], permission));
    }
    expect(isAdmin(['moderator'])).toBe(false);
  });

  it('gives an admin every permission, alone or beside other roles', () => {
    for (const permission of PERMISSIONS) {
      expect(userHasPermission(['admin'], permission), permission).toBe(true);
      expect(userHasPermission(['user', 'admin'], permission), permission).toBe(true);
    }
    expect(isAdmin(['user', 'admin'])).toBe(true);
  });

  it('ignores unknown role names instead of granting anything', () => {
    expect(isRole('superuser')).toBe(false);
    expect(userHasPermission(['superuser'], 'research:run')).toBe(false);
    expect(userHasPermission(['superuser'], 'admin:access')).toBe(false);
  });
});
