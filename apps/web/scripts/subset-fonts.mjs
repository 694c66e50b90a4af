// `npm run fonts -w @sakhe/web`: writes app/fonts/ (committed), the first-view cut of Noto Sans Georgian.
//
// fontsource's variable files are split by script, but its Georgian file also holds the historical
// alphabets (Asomtavruli, Nuskhuri, Mtavruli) that shop text never uses, and the lari sign sits in the
// Latin Extended file: a page with a price downloaded 80 KB of fonts. The cut keeps modern Georgian
// (Mkhedruli), fontsource's Latin range and ₾, at the weights the shop shows (400–700), in three small
// files; any other character falls through to the full fontsource family after it in `--font-sans`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

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
    // fontsource's own Latin range.
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  { name: 'lari', from: 'latin-ext', range: 'U+20BE' },
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

await mkdir(out, { recursive: true });
const rules = [];
for (const face of FACES) {
  const font = await subsetFont(await readFile(source(face.from)), characters(face.range), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
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
