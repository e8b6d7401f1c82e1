// The profile feature's public entry: the avatar store the admin's account deletion also clears.
export { avatarStoreFor } from './avatar-store.js';
