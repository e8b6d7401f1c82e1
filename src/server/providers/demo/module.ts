// The demo provider in the registry: offline, free, and the bundled market lists.
import { demoProfile } from './profile.js';
import type { ProviderModule } from '../provider-module.js';
import { DemoProvider } from './demo-provider.js';
import { DemoRankQueue } from './demo-rank-queue.js';

export const demoModule: ProviderModule<typeof demoProfile.name> = {
  profile: demoProfile,
  create: () => new DemoProvider(),
  createRankQueue: () => new DemoRankQueue(),
};
