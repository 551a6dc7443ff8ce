// The demo pictures, drawn once per machine. A scene and seed always draw the same picture
// (`cms/seed-pictures/`), and drawing the demo village's 77 took about 8 s of a core at every seed: the
// first `npm start`, each `seed:reset`, and every test server that seeds. They are kept in
// `.cache/demo-pictures/` beside the CMS (git-ignored, safe to delete), named by the drawing
// code's own text, so a changed drawing is drawn anew.
import { createHash, randomBytes } from 'crypto';
import { promises as fs, readFileSync } from 'fs';
import path from 'path';
import { renderLandscape } from '../../seed-pictures/landscape';
import type { ImageSpec } from './demo-content';

/** The drawing modules (`cms/seed-pictures/`, compiled beside `src/` in dist/ as well). */
const DRAWINGS = path.join(__dirname, '..', '..', 'seed-pictures');
let drawingVersion: string | undefined;

/** A hash of the compiled drawing modules: a new drawing, a new name. */
function versionOfDrawing(): string {
  drawingVersion ??= createHash('sha256')
    .update(['drawing', 'landscape', 'still-life'].map((name) => readFileSync(path.join(DRAWINGS, name + path.extname(__filename)), 'utf8')).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return drawingVersion;
}

/** The JPEG of `spec`, from the cache or drawn (and kept) now; a cache that cannot be read or written is only slower. */
export async function demoPicture(spec: ImageSpec, appRoot: string): Promise<Buffer> {
  let file: string | undefined;
  try {
    file = path.join(appRoot, '.cache', 'demo-pictures', `${spec.scene}-${spec.seed}-${versionOfDrawing()}.jpg`);
    return await fs.readFile(file);
  } catch {
    // not drawn yet (or the drawing's modules unreadable: drawn every time)
  }
  const picture = await renderLandscape(spec.scene, spec.seed);
  if (!file) return picture;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Two servers may seed at once (the browser tests' stacks): each writes its own file, then renames.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, picture);
    await fs.rename(partial, file);
  } catch {
    // read-only or full disk: drawn again next time
  }
  return picture;
}
