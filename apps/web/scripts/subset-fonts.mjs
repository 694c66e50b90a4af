// `npm run fonts -w @sakhe/web`: writes app/fonts/ (committed), the first-view cut of Noto Sans Georgian.
//
// fontsource's variable files are split by script, but its Georgian file also holds the historical
// alphabets (Asomtavruli, Nuskhuri, Mtavruli) that shop text never uses, and the lari sign sits in the
// Latin Extended file: a page with a price downloaded 80 KB of fonts. The cut keeps modern Georgian
// (Mkhedruli) and fontsource's Latin range, at the weights the shop shows (400–700), in two small files
// that the root preloads; any other character falls through to the full fontsource family after it in
// `--font-sans`. ₾ is copied into the Latin file: in a face of its own it loaded only once the first
// price had been laid out, and its arrival laid the whole page out again.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';
import { addGlyph } from './add-glyph.mjs';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'app', 'fonts');
const source = (file) =>
  require.resolve(
    `@fontsource-variable/noto-sans-georgian/files/noto-sans-georgian-${file}-wght-normal.woff2`,
  );

const FAMILY = 'Noto Sans Georgian Core';
const WEIGHTS = { min: 400, max: 700 };

const FACES = [
  { name: 'georgian', from: 'georgian', range: 'U+10D0-10FF' },
  {
    name: 'latin',
    from: 'latin',
    // fontsource's own Latin range, and ₾ from its Latin Extended file.
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+20BE,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    borrow: { '₾': 'latin-ext' },
  },
];

/** Every character a `unicode-range` list names. */
function characters(range) {
  return range
    .split(',')
    .map((part) =>
      part
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    )
    .flatMap(([first, last = first]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');
}

/** The glyphs of `text` in a fontsource file, at the shop's weights, as an uncompressed font. */
const cut = async (file, text) =>
  subsetFont(await readFile(source(file)), text, { targetFormat: 'sfnt', variationAxes: { wght: WEIGHTS } });

await mkdir(out, { recursive: true });
const rules = [];
for (const face of FACES) {
  let merged = await cut(face.from, characters(face.range));
  for (const [character, file] of Object.entries(face.borrow ?? {})) {
    merged = addGlyph(merged, await cut(file, character), character.codePointAt(0));
  }
  // Subset once more: harfbuzz writes the final tables compactly, whatever was merged into them.
  const font = await subsetFont(merged, characters(face.range), { targetFormat: 'woff2' });
  await writeFile(join(out, `${face.name}.woff2`), font);
  console.log(`app/fonts/${face.name}.woff2  ${(font.length / 1000).toFixed(1)} kB`);
  rules.push(`@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(./${face.name}.woff2) format('woff2-variations');
  unicode-range: ${face.range};
}`);
}
const css = join(out, 'fonts.css');
const text = `/* Written by scripts/subset-fonts.mjs (npm run fonts -w @sakhe/web); change that, not this. */\n${rules.join('\n\n')}\n`;
await writeFile(css, await format(text, { ...(await resolveConfig(css)), filepath: css }));
