// A local ESLint rule for ARCHITECTURE.md's import direction, decided on resolved paths (relative
// specifiers are resolved against the importing file; "@shared/..." is src/shared):
//   - src/client never imports src/server, src/server never imports src/client;
//   - src/shared imports neither;
//   - a file in <side>/features/A reaches <side>/features/B (B != A) only through B's public entry;
//   - so does a file outside every feature folder (components/layout, main.tsx, the prerender,
//     src/server/auth, the router assembly src/server/features/index.ts, ...), except through a
//     dynamic import(): the route table (src/client/routes.tsx) loads each page module as a chunk of
//     its own, and a page module is the feature's entry for that (an index would merge the chunks);
//   - a feature's public entry is its folder, its index.ts[x], or a second entry file named
//     entry-<what>.ts[x] directly in the folder, for a narrower set of exports where the index would
//     close an import cycle or pull heavy code into a chunk (say why at the top of the file);
//   - test files (*.test.ts[x] under src/) may reach inside any feature, as may tests/ (outside src/,
//     not checked at all); the layer rules still hold for them;
//   - the one exception: src/client may import src/server/api-type.ts, only as a type (the typed
//     API client, decision 019); the import is erased, so no server code reaches the bundle.
import path from 'node:path';

const LAYERS = ['client', 'server', 'shared'];
const FORBIDDEN = { client: ['server'], server: ['client'], shared: ['client', 'server'] };

/** Where a path sits under src/: its layer, and for files under <layer>/features/<name>/ the feature and the path inside it. */
function locate(file, srcDir) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [layer, second, feature, ...inFeature] = relative.split(path.sep);
  if (!LAYERS.includes(layer)) return null;
  if (second !== 'features' || !feature || inFeature.length === 0) return { layer, feature: null, inFeature: [] };
  return { layer, feature, inFeature };
}

function resolveSpecifier(specifier, fromFile, srcDir) {
  if (specifier.startsWith('@shared/')) return path.join(srcDir, 'shared', specifier.slice('@shared/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

const API_TYPE_SEAM = path.join('server', 'api-type');
const isApiTypeSeam = (target, srcDir) => path.relative(srcDir, target).replace(/\.(ts|js)$/, '') === API_TYPE_SEAM;

/** A feature's public entry: the folder itself, its index.ts[x] or an entry-<what>.ts[x] (a specifier may say .js). */
const isEntry = (parts) => parts.length === 0 || (parts.length === 1 && /^(index|entry-[\w-]+?)(\.[jt]sx?)?$/.test(parts[0]));
const isTestFile = (file) => /\.test\.[jt]sx?$/.test(file);

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Layer and feature import boundaries of ARCHITECTURE.md' },
    messages: {
      layer: '{{from}} must not import {{to}}: share through src/shared.',
      feature: 'Feature "{{from}}" reaches feature "{{to}}" only through its index (src/{{layer}}/features/{{to}}/index) or an entry-*.ts file there.',
      outside: '{{from}} reaches feature "{{to}}" only through its index (src/{{layer}}/features/{{to}}/index) or an entry-*.ts file there.',
    },
    schema: [],
  },
  create(context) {
    const srcDir = path.join(context.cwd, 'src');
    const source = locate(context.filename, srcDir);
    if (!source) return {};
    const fromTest = isTestFile(context.filename);
    const check = (node, specifier, typeOnly = false, dynamic = false) => {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, context.filename, srcDir);
      if (!target) return;
      const to = locate(target, srcDir);
      if (!to) return;
      if (typeOnly && source.layer === 'client' && isApiTypeSeam(target, srcDir)) return;
      if (FORBIDDEN[source.layer].includes(to.layer)) {
        context.report({ node, messageId: 'layer', data: { from: `src/${source.layer}`, to: `src/${to.layer}` } });
        return;
      }
      if (fromTest || source.layer !== to.layer || !to.feature || source.feature === to.feature || isEntry(to.inFeature)) return;
      if (source.feature) context.report({ node, messageId: 'feature', data: { from: source.feature, to: to.feature, layer: to.layer } });
      else if (!dynamic) context.report({ node, messageId: 'outside', data: { from: path.relative(context.cwd, context.filename).split(path.sep).join('/'), to: to.feature, layer: to.layer } });
    };
    return {
      ImportDeclaration: (node) =>
        check(node.source, node.source.value, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, false, true),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
