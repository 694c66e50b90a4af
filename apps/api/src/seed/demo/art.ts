import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import type { Shape } from './vocabulary';

/**
 * Product photos and banners for the demo shop, drawn as SVG and rasterised with sharp, so the
 * storefront has real images to resize without shipping binary files in the repository.
 */

export interface ProductArt {
  shape: Shape;
  /** Brand colour: the packaging. */
  colour: string;
  /** Shade or second colour: lipstick bullet, powder pan, cap. */
  accent: string;
  brand: string;
  name: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const FONT = "'DejaVu Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Packaging drawings on an 800×800 canvas, standing on y=700, with the box where the label goes. */
const SHAPES: Record<Shape, (colour: string, accent: string) => { body: string; label: Box }> = {
  bottle: (c, a) => ({
    body: `<rect x="290" y="250" width="220" height="450" rx="40" fill="${c}"/>
      <rect x="352" y="200" width="96" height="60" fill="${c}"/>
      <rect x="338" y="130" width="124" height="80" rx="12" fill="${a}"/>`,
    label: { x: 305, y: 380, w: 190, h: 220 },
  }),
  pump: (c, a) => ({
    body: `<rect x="285" y="300" width="230" height="400" rx="32" fill="${c}"/>
      <rect x="360" y="250" width="80" height="55" fill="${a}"/>
      <rect x="378" y="180" width="44" height="75" fill="${a}"/>
      <rect x="378" y="172" width="120" height="26" rx="8" fill="${a}"/>`,
    label: { x: 300, y: 410, w: 200, h: 210 },
  }),
  dropper: (c, a) => ({
    body: `<rect x="315" y="360" width="170" height="340" rx="38" fill="${c}"/>
      <rect x="352" y="300" width="96" height="66" rx="8" fill="${a}"/>
      <ellipse cx="400" cy="232" rx="34" ry="70" fill="${a}"/>`,
    label: { x: 325, y: 440, w: 150, h: 190 },
  }),
  tube: (c, a) => ({
    body: `<path d="M290 120 L510 120 L525 560 Q525 606 480 612 L320 612 Q275 606 275 560 Z" fill="${c}"/>
      <rect x="290" y="112" width="220" height="22" fill="${c}" opacity="0.8"/>
      <rect x="338" y="612" width="124" height="88" rx="10" fill="${a}"/>`,
    label: { x: 305, y: 250, w: 190, h: 250 },
  }),
  jar: (c, a) => ({
    body: `<rect x="230" y="450" width="340" height="250" rx="30" fill="${c}"/>
      <rect x="220" y="370" width="360" height="90" rx="18" fill="${a}"/>`,
    label: { x: 260, y: 480, w: 280, h: 190 },
  }),
  compact: (c, a) => ({
    body: `<ellipse cx="400" cy="330" rx="230" ry="210" fill="${c}"/>
      <ellipse cx="400" cy="330" rx="168" ry="152" fill="${a}"/>
      <ellipse cx="360" cy="290" rx="60" ry="40" fill="#ffffff" opacity="0.18"/>`,
    label: { x: 190, y: 575, w: 420, h: 130 },
  }),
  palette: (c, a) => ({
    body: `<rect x="150" y="150" width="500" height="380" rx="24" fill="${c}"/>
      ${[0, 1, 2]
        .flatMap((col) =>
          [0, 1].map(
            (row) =>
              `<rect x="${185 + col * 150}" y="${185 + row * 160}" width="130" height="140" rx="14" fill="${a}" opacity="${(0.55 + 0.15 * ((col + row) % 3)).toFixed(2)}"/>`,
          ),
        )
        .join('')}`,
    label: { x: 190, y: 575, w: 420, h: 130 },
  }),
  stick: (c, a) => ({
    body: `<rect x="352" y="330" width="96" height="250" rx="10" fill="${c}"/>
      <rect x="364" y="250" width="72" height="85" fill="#d6b56d"/>
      <path d="M372 250 L372 170 L428 140 L428 250 Z" fill="${a}"/>`,
    label: { x: 190, y: 600, w: 420, h: 120 },
  }),
  mascara: (c, a) => ({
    body: `<rect x="365" y="110" width="70" height="230" rx="20" fill="${a}"/>
      <rect x="360" y="330" width="80" height="260" rx="26" fill="${c}"/>`,
    label: { x: 190, y: 600, w: 420, h: 120 },
  }),
  spray: (c, a) => ({
    body: `<rect x="305" y="250" width="190" height="450" rx="24" fill="${c}"/>
      <ellipse cx="400" cy="252" rx="95" ry="30" fill="${c}"/>
      <rect x="340" y="150" width="120" height="100" rx="40" fill="${a}"/>`,
    label: { x: 318, y: 370, w: 164, h: 240 },
  }),
  perfume: (c, a) => ({
    body: `<rect x="250" y="330" width="300" height="370" rx="22" fill="${c}" opacity="0.85"/>
      <rect x="270" y="350" width="50" height="330" rx="14" fill="#ffffff" opacity="0.22"/>
      <rect x="372" y="290" width="56" height="45" fill="#d6b56d"/>
      <rect x="330" y="180" width="140" height="115" rx="10" fill="${a}"/>`,
    label: { x: 290, y: 430, w: 220, h: 170 },
  }),
  sachet: (c, a) => ({
    body: `<rect x="220" y="110" width="360" height="590" rx="10" fill="${c}"/>
      <rect x="220" y="110" width="360" height="40" fill="${a}" opacity="0.6"/>
      <rect x="220" y="660" width="360" height="40" fill="${a}" opacity="0.6"/>`,
    label: { x: 250, y: 260, w: 300, h: 300 },
  }),
  box: (c, a) => ({
    body: `<rect x="240" y="150" width="320" height="550" rx="6" fill="${c}"/>
      <rect x="240" y="150" width="320" height="90" fill="${a}"/>`,
    label: { x: 265, y: 300, w: 270, h: 300 },
  }),
  nail: (c, a) => ({
    body: `<rect x="315" y="400" width="170" height="190" rx="34" fill="${a}"/>
      <rect x="368" y="190" width="64" height="215" rx="10" fill="${c}"/>`,
    label: { x: 190, y: 610, w: 420, h: 110 },
  }),
};

/** Splits a name into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      result.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) result.push(line);
  if (result.length > lines) {
    const kept = result.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]}…`;
    return kept;
  }
  return result;
}

function labelText(label: Box, brand: string, name: string): string {
  const brandSize = Math.max(
    12,
    Math.min(26, Math.floor(label.w / 8), Math.floor(label.w / (brand.length * 0.68))),
  );
  const nameSize = Math.min(21, Math.floor(label.w / 9));
  const width = Math.max(8, Math.floor(label.w / (nameSize * 0.58)));
  const lines = wrap(name, width, label.h > 150 ? 4 : 2);
  const blockHeight = brandSize + 14 + lines.length * (nameSize + 6);
  let y = label.y + (label.h - blockHeight) / 2 + brandSize;
  const cx = label.x + label.w / 2;
  let text = `<text x="${cx}" y="${y}" font-family="${FONT}" font-size="${brandSize}" font-weight="bold" text-anchor="middle" fill="#222">${escapeXml(brand)}</text>`;
  y += 14;
  for (const line of lines) {
    y += nameSize + 6;
    text += `<text x="${cx}" y="${y - 6}" font-family="${FONT}" font-size="${nameSize}" text-anchor="middle" fill="#444">${escapeXml(line)}</text>`;
  }
  return text;
}

/** An 800×800 product photo: the packaging in the brand's colour with a paper label. */
export function productSvg(art: ProductArt, size = 800): string {
  const { body, label } = SHAPES[art.shape](art.colour, art.accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#f7f4f1"/>
  <circle cx="400" cy="400" r="330" fill="${art.colour}" opacity="0.07"/>
  <ellipse cx="400" cy="706" rx="210" ry="18" fill="#000" opacity="0.08"/>
  ${body}
  <rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="10" fill="#ffffff" opacity="0.93"/>
  ${labelText(label, art.brand, art.name)}
</svg>`;
}

export interface BannerArt {
  width: number;
  height: number;
  colour: string;
  accent: string;
  /** Large text; left out for pictures whose words come from the CMS translation. */
  title?: string;
  subtitle?: string;
  /** Packaging drawn on the right. */
  shapes?: Shape[];
  seed: number;
}

/** A wide banner: soft shapes in the brand colours, optional text, a few packages on the right. */
export function bannerSvg(art: BannerArt): string {
  const { width: w, height: h } = art;
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const r = (h * (0.35 + ((art.seed + i * 7) % 5) * 0.12)).toFixed(0);
      const cx = ((w * ((art.seed * 13 + i * 29) % 100)) / 100).toFixed(0);
      const cy = ((h * ((art.seed * 7 + i * 41) % 100)) / 100).toFixed(0);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? art.accent : '#ffffff'}" opacity="${i % 2 ? 0.18 : 0.12}"/>`;
    })
    .join('');
  const scale = (h * 0.75) / 800;
  const shapeX = (i: number, count: number) => w - (count - i) * 800 * scale * 0.62 - w * 0.03;
  const shapes = (art.shapes ?? [])
    .map((shape, i, all) => {
      const x = shapeX(i, all.length);
      const { body } = SHAPES[shape]('#ffffff', art.accent);
      return `<g transform="translate(${x.toFixed(0)} ${(h * 0.2).toFixed(0)}) scale(${scale.toFixed(4)})" opacity="0.95">${body}</g>`;
    })
    .join('');
  // Text stops short of the packages (their drawings start about a fifth into their boxes). Georgian
  // runs longer than English for the same words, so a long line gets a smaller size instead of
  // running under them; DejaVu's letters, Mkhedruli too, are about 0.6 of the size wide.
  const textWidth =
    (art.shapes?.length ? shapeX(0, art.shapes.length) + 800 * scale * 0.2 : w * 0.97) - w * 0.06;
  const fitted = (size: number, text: string | undefined, width: number) =>
    text ? Math.min(size, Math.floor(textWidth / (text.length * width))) : size;
  const titleSize = fitted(Math.round(Math.min(h * 0.22, w * 0.055)), art.title, 0.62);
  const subtitleSize = fitted(Math.round(titleSize * 0.5), art.subtitle, 0.58);
  const text = art.title
    ? `<text x="${(w * 0.06).toFixed(0)}" y="${(h * 0.5).toFixed(0)}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="#ffffff">${escapeXml(art.title)}</text>` +
      (art.subtitle
        ? `<text x="${(w * 0.06).toFixed(0)}" y="${(h * 0.5 + subtitleSize * 1.9).toFixed(0)}" font-family="${FONT}" font-size="${subtitleSize}" fill="#ffffff" opacity="0.92">${escapeXml(art.subtitle)}</text>`
        : '')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colour}"/><stop offset="1" stop-color="${art.accent}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${circles}${shapes}${text}
</svg>`;
}

export interface RenderJob {
  file: string;
  svg: string;
  format: 'png' | 'webp';
}

/** Rasterises SVGs a few at a time: sharp uses its own threads, and the machine is shared. */
export async function renderAll(jobs: RenderJob[], concurrency = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as RenderJob;
      await mkdir(dirname(job.file), { recursive: true });
      const image = sharp(Buffer.from(job.svg));
      await (job.format === 'png' ? image.png({ compressionLevel: 6 }) : image.webp({ quality: 80 })).toFile(
        job.file,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}

/** Renders one SVG to a buffer (for CMS media, which are stored by content hash). */
export function renderBuffer(svg: string, format: 'png' | 'webp'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png({ compressionLevel: 6 }) : image.webp({ quality: 80 })).toBuffer();
}
