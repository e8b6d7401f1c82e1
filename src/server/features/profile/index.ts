// The profile feature's public entry: the avatar store the admin's account deletion also clears,
// its routes and the avatar files route, and the import of avatar files at the server's start.
export { avatarStoreFor } from './avatar-store.js';
export { profileRoutes } from './routes.js';
export { avatarFileRoutes } from './avatar-files-route.js';
export { importAvatarFiles } from './avatar-file-import.js';
