// The layers of the code (docs/architecture.md#layers, ADR 0090), checked by `npm test`:
//
//   server → routes → components → models → db → http → lib, content, settings → i18n
//
// An arrow is "may import", and a layer may import any layer to its right, never one to its left.
// `http/` holds the server's helpers for a request (its language, a form's reading, a 404 in the
// page's language). `lib/` is pure, shared by server and browser: it imports neither models nor
// db (nor http, nor anything above) and holds no `*.server.ts` file. `i18n/` is the bottom:
// dictionaries, the language glue and the units a language shows, importing nothing else of the
// app. The rules name folders, not files, so a new file is held by them the day it is
// added. Tests are held by the same rules as the code beside them.
//
// Run it alone: `npm run lint:layers` (exits non-zero on a violation and lists each one).
// scripts/layers.test.ts holds the rules to refusing what they should.

/** Paths of each layer, from the top. */
const SERVER = '^(server/|server\\.js$|app/entry\\.server\\.tsx$|app/start\\.server\\.ts$)';
const ROUTES = '^app/(routes/|root\\.tsx$|routes\\.ts$|entry\\.client\\.tsx$)';
const COMPONENTS = '^app/components/';
const MODELS = '^app/models/';
const DB = '^app/db/';
const HTTP = '^app/http/';
const PURE = '^app/(lib/|content/|settings\\.ts$)';
const I18N = '^app/i18n/';
const TOOLS = '^(scripts|tests)/';

/** A rule that `from` must not import any of `to`. */
function mustNotImport(name, comment, from, to) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from },
    // The root route is left to the rule below (root-loader-type-only).
    to: { path: to, pathNot: '^app/root\\.tsx$' },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Files that import each other, directly or around a loop, cannot be read or moved alone.',
      severity: 'error',
      from: {},
      // A loop through the root route closes with the type-only import of its loader (below),
      // which leaves no import at run time.
      to: { circular: true, viaOnly: { pathNot: '^app/root\\.tsx$' } },
    },
    {
      name: 'root-loader-type-only',
      comment:
        'Below the routes, the root route is imported only for its loader type (its data’s shape, ' +
        'for useRouteLoaderData), as in the Epic Stack: types leave no import at run time.',
      severity: 'error',
      from: { path: `${COMPONENTS}|${MODELS}|${DB}|${HTTP}|${PURE}|${I18N}` },
      to: { path: '^app/root\\.tsx$', dependencyTypesNot: ['type-only'] },
    },
    mustNotImport(
      'routes-not-server',
      'Routes answer requests; the HTTP server and the boot sequence sit above them.',
      ROUTES,
      SERVER,
    ),
    mustNotImport(
      'components-not-above',
      'Components draw what routes give them; they import neither routes nor the server.',
      COMPONENTS,
      `${SERVER}|${ROUTES}`,
    ),
    mustNotImport(
      'models-not-above',
      'Models are the product’s operations; they import neither components, routes nor the server.',
      MODELS,
      `${SERVER}|${ROUTES}|${COMPONENTS}`,
    ),
    mustNotImport(
      'db-not-above',
      'The database layer (schema, client, migrations, generated data) imports no model or anything above.',
      DB,
      `${SERVER}|${ROUTES}|${COMPONENTS}|${MODELS}`,
    ),
    mustNotImport(
      'http-not-above',
      'http/ helps a request on the server: it imports lib and i18n, nothing above.',
      HTTP,
      `${SERVER}|${ROUTES}|${COMPONENTS}|${MODELS}|${DB}`,
    ),
    mustNotImport(
      'lib-pure',
      'lib/ (and content/, settings.ts) is pure code for server and browser: no db, models or anything above.',
      PURE,
      `${SERVER}|${ROUTES}|${COMPONENTS}|${MODELS}|${DB}|${HTTP}`,
    ),
    mustNotImport(
      'i18n-bottom',
      'i18n/ is the bottom layer: dictionaries and the language glue import nothing else of the app.',
      I18N,
      `${SERVER}|${ROUTES}|${COMPONENTS}|${MODELS}|${DB}|${HTTP}|${PURE}`,
    ),
    mustNotImport(
      'app-not-tools',
      'The app imports no script or test helper (its own tests may).',
      '^(app|server)/(?!.*\\.test\\.tsx?$)',
      TOOLS,
    ),
    {
      name: 'no-server-module-in-lib',
      comment:
        'lib/ is shared with the browser: a *.server.ts module belongs in models/, server/ or db/.',
      severity: 'error',
      from: { path: '^app/lib/.*\\.server\\.tsx?$' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|\\.react-router|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
