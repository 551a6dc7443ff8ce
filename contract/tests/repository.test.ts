// Whoever clones the repository can read everything it cites: no text points at a file outside
// it (the wire contract and the product spec live in docs/), and every relative Markdown link
// inside it leads to a file that exists. A content type is named in one place: no code spells
// one of our Strapi uids outside its module of the registry, `contract/src/types/<kind>.ts`
// (docs/decisions/0009-content-type-registry.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CONTENT_TYPES, VILLAGE_PROFILE } from '../src/index.js';

const root = path.resolve(__dirname, '../..');
const TEXT = /\.(md|ts|tsx|mjs|js|json|yml|yaml)$/;
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file) && file !== 'package-lock.json' && existsSync(path.join(root, file)));

it('no tracked text cites a file outside the repository', () => {
  const outside = new RegExp(['\\.\\.', 'shared', ''].join('/'));
  const citing = tracked.filter((file) => outside.test(readFileSync(path.join(root, file), 'utf8')));
  expect(citing).toEqual([]);
});

it('every relative link of a Markdown file leads to a file of the repository', () => {
  const broken: string[] = [];
  for (const file of tracked.filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:|^#/.test(target)) continue;
      const relative = target.split('#')[0];
      if (!existsSync(path.resolve(root, path.dirname(file), relative))) broken.push(`${file} → ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

it('spells no Strapi uid of a content type outside its module of the registry and its own cms/src/api folder', () => {
  const uids = [...Object.values(CONTENT_TYPES), VILLAGE_PROFILE].map((type) => type.uid);
  const owners = ['contract/src/types/', 'cms/src/api/', 'cms/types/generated/'];
  const code = tracked.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !owners.some((owner) => file.startsWith(owner)));
  const spelling = code.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return uids.filter((uid) => text.includes(`'${uid}'`) || text.includes(`"${uid}"`) || text.includes(`\`${uid}`)).map((uid) => `${file}: ${uid}`);
  });
  expect(spelling).toEqual([]);
});

it('names in docs/architecture.md only files and folders that exist (the codemap cannot silently rot)', () => {
  // The codemap writes a path from the repository's root, or from the workspace or folder its
  // sentence is about (`app/routes/…` in the web's row, `content/trash.ts` in the CMS's). A path
  // with a placeholder (`<kind>`, `*`) names a family, and one starting with `/` is a URL.
  const bases = [
    '',
    'web/',
    'web/app/',
    'web/app/routes/',
    'web/app/components/',
    'web/app/lib/',
    'web/app/content/',
    'web/server/',
    'cms/',
    'cms/src/',
    'cms/src/content/',
    'cms/src/plugins/v1/',
    'cms/src/plugins/v1/server/',
    'contract/',
    'contract/src/',
    'docs/',
    'scripts/',
  ];
  const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const named = [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, name]) => name)
    .filter((name) => /\.(ts|tsx|mjs|js|json|md|css)$|\/$/.test(name) && !/^\/|[<>*{}…]/.test(name));
  expect(named.length).toBeGreaterThan(50);
  expect([...new Set(named.filter((name) => !bases.some((base) => existsSync(path.join(root, base, name)))))]).toEqual([]);
});

it("the typecheck's state files land outside every build's sources (one there made `npm start` rebuild the web app)", async () => {
  const ts = await import('typescript');
  const { TARGETS } = (await import(path.join(root, 'scripts/build.mjs'))) as { TARGETS: Array<{ sources: string[] }> };
  const solution = ts.readConfigFile(path.join(root, 'tsconfig.typecheck.json'), ts.sys.readFile).config as { references: Array<{ path: string }> };
  const sources = TARGETS.flatMap((target) => target.sources.map((source) => path.join(root, source)));
  const inside = solution.references.flatMap(({ path: project }) => {
    const dir = path.join(root, project);
    const options = (ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile).config as { compilerOptions?: { tsBuildInfoFile?: string } }).compilerOptions;
    const state = path.resolve(dir, options?.tsBuildInfoFile ?? 'tsconfig.tsbuildinfo');
    return sources.some((source) => state.startsWith(`${source}${path.sep}`)) ? [path.relative(root, state)] : [];
  });
  expect(inside).toEqual([]);
});

it('the CMS controllers only translate HTTP: no function over 25 lines, no controller importing more than two domain modules (issue 53)', async () => {
  const ts = await import('typescript');
  const controllers = tracked.filter((file) => file.startsWith('cms/src/plugins/v1/server/controllers/') && file.endsWith('.ts'));
  expect(controllers.length).toBeGreaterThan(10);
  const faults: string[] = [];
  for (const file of controllers) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const domain = source.statements.filter((statement) => ts.isImportDeclaration(statement) && /\/content\/[^/]+$/.test((statement.moduleSpecifier as import('typescript').StringLiteral).text));
    if (domain.length > 2) faults.push(`${file}: imports ${domain.length} domain modules`);
    const line = (position: number) => source.getLineAndCharacterOfPosition(position).line;
    const visit = (node: import('typescript').Node, depth: number) => {
      // The exported factory (`xController(strapi)`) holds the actions; each function inside it is measured.
      const measured = ts.isFunctionLike(node) && 'body' in node && node.body && !(depth === 0 && ts.isFunctionDeclaration(node) && /Controller$/.test(node.name?.text ?? ''));
      if (measured) {
        const lines = line(node.getEnd()) - line(node.getStart()) + 1;
        if (lines > 25) faults.push(`${file}:${line(node.getStart()) + 1} is ${lines} lines`);
      }
      ts.forEachChild(node, (child) => visit(child, ts.isFunctionLike(node) ? depth + 1 : depth));
    };
    ts.forEachChild(source, (node) => visit(node, 0));
  }
  expect(faults).toEqual([]);
});

it('spells each Strapi uid outside the registry in one source file of the CMS (content/uids.ts, or its table module)', () => {
  const code = tracked.filter((file) => file.startsWith('cms/src/') && !file.startsWith('cms/src/api/') && /\.(ts|js)$/.test(file));
  const spelledIn = new Map<string, Set<string>>();
  for (const file of code) {
    for (const [, uid] of readFileSync(path.join(root, file), 'utf8').matchAll(/['"`]((?:api|plugin|admin)::[\w-]+\.[\w-]+)['"`]/g)) {
      spelledIn.set(uid, new Set([...(spelledIn.get(uid) ?? []), file]));
    }
  }
  expect(spelledIn.size).toBeGreaterThan(5);
  expect([...spelledIn].filter(([, files]) => files.size > 1).map(([uid, files]) => `${uid}: ${[...files].join(', ')}`)).toEqual([]);
});

it("keeps the demo pictures' drawing out of the CMS's sources (cms/seed-pictures/), and every decision record in one header shape", () => {
  const drawing = tracked.filter((file) => file.startsWith('cms/src/') && readFileSync(path.join(root, file), 'utf8').includes('<svg'));
  expect(drawing).toEqual([]);
  const records = tracked.filter((file) => /^docs\/decisions\/\d{4}-[\w-]+\.md$/.test(file));
  expect(records.length).toBeGreaterThan(25);
  const misshapen = records.filter((file) => {
    const [title, blank, status] = readFileSync(path.join(root, file), 'utf8').split('\n');
    return !/^# [^\d]/.test(title) || blank !== '' || !/^Date: \d{4}-\d{2}-\d{2} · Status: /.test(status);
  });
  expect(misshapen).toEqual([]);
});

it('keeps every web route module within 250 lines (a route reads whole: its parts live in components/, its shared shapes in lib/)', () => {
  const routes = tracked.filter((file) => /^web\/app\/routes\/[^/]+\.tsx$/.test(file));
  expect(routes.length).toBeGreaterThan(30);
  const long = routes.map((file) => [file, readFileSync(path.join(root, file), 'utf8').split('\n').length] as const).filter(([, lines]) => lines > 250);
  expect(long).toEqual([]);
});
