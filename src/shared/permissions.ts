// One permission vocabulary for server and client. The server checks it on every protected
// route; the client uses it only to show or hide. Moderator has no admin powers yet: there is
// no moderation feature, so it grants nothing beyond a user's (decision 004).
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'research:run',
  'profile:edit-own',
  'admin:access',
  'admin:manage-users',
  'admin:manage-subscriptions',
  'admin:manage-roles',
  'admin:delete-users',
  'admin:view-research',
  'admin:view-spend',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const USER_PERMISSIONS: Permission[] = ['research:run', 'profile:edit-own'];

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: USER_PERMISSIONS,
  moderator: USER_PERMISSIONS,
  admin: PERMISSIONS,
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** A user without role rows is a plain user. */
export function userHasPermission(roles: readonly string[], permission: Permission): boolean {
  const effective = roles.length === 0 ? ['user'] : roles;
  return effective.some((r) => isRole(r) && ROLE_PERMISSIONS[r].includes(permission));
}

export function isAdmin(roles: readonly string[]): boolean {
  return userHasPermission(roles, 'admin:access');
}
