// A local ESLint rule for ARCHITECTURE.md's import direction, decided on resolved paths (relative
// specifiers are resolved against the importing file; "@shared/..." is src/shared):
//   - src/client never imports src/server, src/server never imports src/client;
//   - src/shared imports neither;
//   - a file in <side>/features/A reaches <side>/features/B (B != A) only through B's index;
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

const isIndex = (parts) => parts.length === 0 || (parts.length === 1 && /^index(\.[jt]sx?)?$/.test(parts[0]));

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Layer and feature import boundaries of ARCHITECTURE.md' },
    messages: {
      layer: '{{from}} must not import {{to}}: share through src/shared.',
      feature: 'Feature "{{from}}" reaches feature "{{to}}" only through its index (src/{{layer}}/features/{{to}}/index).',
    },
    schema: [],
  },
  create(context) {
    const srcDir = path.join(context.cwd, 'src');
    const source = locate(context.filename, srcDir);
    if (!source) return {};
    const check = (node, specifier, typeOnly = false) => {
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
      if (source.layer === to.layer && source.feature && to.feature && source.feature !== to.feature && !isIndex(to.inFeature)) {
        context.report({ node, messageId: 'feature', data: { from: source.feature, to: to.feature, layer: to.layer } });
      }
    };
    return {
      ImportDeclaration: (node) =>
        check(node.source, node.source.value, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
