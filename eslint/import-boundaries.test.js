// The architecture's import direction, including its one typed seam (decision 019), and the feature
// entries every import from outside a feature goes through (decision 017).
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const cwd = process.cwd();
const file = (relative) => path.join(cwd, relative);

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: file('src/client/lib/api-client.ts'), code: "import type { ApiRoutes } from '../../server/api-type';" },
    { filename: file('src/client/lib/api-client.ts'), code: "import { type ApiRoutes } from '../../server/api-type';" },
    { filename: file('src/client/features/a/x.ts'), code: "import { b } from '../b';" },
    { filename: file('src/server/features/a/x.ts'), code: "import { z } from '../../../shared/contract/common.js';" },
    // Feature entries: the folder, index.ts[x] (said .js on the server) and entry-*.ts.
    { filename: file('src/client/features/a/x.ts'), code: "import { b } from '../b/index';" },
    { filename: file('src/server/features/a/x.ts'), code: "import { b } from '../b/index.js';" },
    { filename: file('src/server/features/a/x.ts'), code: "import { b } from '../b/entry-reads.js';" },
    // Inside one feature, anything goes.
    { filename: file('src/client/features/a/x.ts'), code: "import { y } from './deep/y';" },
    // Outside every feature: the app shell and the server's own layers, through a feature's entry.
    { filename: file('src/client/components/layout/site-header.tsx'), code: "import { useAuth } from '../../features/auth';" },
    { filename: file('src/client/main.tsx'), code: "import { AuthProvider } from './features/auth/index';" },
    { filename: file('src/client/components/x.tsx'), code: "import { Thing } from '../features/auth/entry-shell';" },
    { filename: file('src/server/auth/auth.ts'), code: "import { onNewUser } from '../features/accounts/index.js';" },
    { filename: file('src/server/features/index.ts'), code: "import { accountsRoutes } from './accounts/index.js';" },
    { filename: file('src/server/features/index.ts'), code: "export { avatarFileRoutes } from './profile/index.js';" },
    // The route table loads each page module as a chunk of its own.
    { filename: file('src/client/routes.tsx'), code: "const load = () => import('./features/marketing/landing-page');" },
    // Test files may reach inside a feature (tests/ is outside src/ and never checked).
    { filename: file('src/client/components/layout/site-header.test.tsx'), code: "import { useMe } from '../../features/auth/use-me';" },
    { filename: file('src/server/auth/sign-up.test.ts'), code: "import { x } from '../features/accounts/account-setup.js';" },
    { filename: file('src/client/features/a/x.test.ts'), code: "import { b } from '../b/inner';" },
    { filename: file('tests/api/x.test.ts'), code: "import { x } from '../../src/server/features/accounts/account-setup.js';" },
    // Not a feature: a file directly under features/ (the router assembly) or outside features/.
    { filename: file('src/server/app.ts'), code: "import { featureApiRoutes } from './features/index.js';" },
  ],
  invalid: [
    { filename: file('src/client/lib/api-client.ts'), code: "import { ApiRoutes } from '../../server/api-type';", errors: [{ messageId: 'layer' }] },
    { filename: file('src/client/lib/x.ts'), code: "import type { AppDeps } from '../../server/deps';", errors: [{ messageId: 'layer' }] },
    { filename: file('src/shared/x.ts'), code: "import type { ApiRoutes } from '../server/api-type';", errors: [{ messageId: 'layer' }] },
    { filename: file('src/client/features/a/x.ts'), code: "import { b } from '../b/inner';", errors: [{ messageId: 'feature' }] },
    { filename: file('src/server/features/a/x.ts'), code: "export { b } from '../b/sub/inner.js';", errors: [{ messageId: 'feature' }] },
    // A feature's dynamic import of another feature's internals stays a finding.
    { filename: file('src/client/features/a/x.ts'), code: "const load = () => import('../b/page');", errors: [{ messageId: 'feature' }] },
    // Outside every feature: a feature's internals are out of reach.
    { filename: file('src/client/components/layout/site-header.tsx'), code: "import { useAuth } from '../../features/auth/auth-provider';", errors: [{ messageId: 'outside' }] },
    { filename: file('src/client/main.tsx'), code: "import { AuthProvider } from './features/auth/auth-provider';", errors: [{ messageId: 'outside' }] },
    { filename: file('src/client/components/x.tsx'), code: "import { Thing } from '../features/auth/components/entry-x';", errors: [{ messageId: 'outside' }] },
    { filename: file('src/server/auth/auth.ts'), code: "import { onNewUser } from '../features/accounts/account-setup.js';", errors: [{ messageId: 'outside' }] },
    { filename: file('src/server/config.ts'), code: "import { X } from './features/billing/quota-lease.js';", errors: [{ messageId: 'outside' }] },
    { filename: file('src/server/features/index.ts'), code: "import { accountsRoutes } from './accounts/routes.js';", errors: [{ messageId: 'outside' }] },
    { filename: file('src/server/features/index.ts'), code: "export * from './profile/avatar-files-route.js';", errors: [{ messageId: 'outside' }] },
    // Test files keep the layer rules.
    { filename: file('src/client/x.test.ts'), code: "import { x } from '../server/deps';", errors: [{ messageId: 'layer' }] },
  ],
});
