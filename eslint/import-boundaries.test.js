// The architecture's import direction, including its one typed seam (decision 019).
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
  ],
  invalid: [
    { filename: file('src/client/lib/api-client.ts'), code: "import { ApiRoutes } from '../../server/api-type';", errors: [{ messageId: 'layer' }] },
    { filename: file('src/client/lib/x.ts'), code: "import type { AppDeps } from '../../server/deps';", errors: [{ messageId: 'layer' }] },
    { filename: file('src/shared/x.ts'), code: "import type { ApiRoutes } from '../server/api-type';", errors: [{ messageId: 'layer' }] },
    { filename: file('src/client/features/a/x.ts'), code: "import { b } from '../b/inner';", errors: [{ messageId: 'feature' }] },
  ],
});
