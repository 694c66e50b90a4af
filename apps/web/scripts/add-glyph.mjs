// Copies one character's glyph from one TrueType variable font into another, for subset-fonts.mjs: no
// single fontsource file holds both Latin and the lari sign, and harfbuzz subsets fonts but does not
// merge them. It handles what harfbuzz writes for one family instanced to the same axis ranges (TrueType
// outlines, a format 4 cmap, a metric per glyph, advance variations in HVAR) and refuses anything else.
// The result is only meant to be subset again by harfbuzz, which rewrites every table compactly; so
// tables here are written the simple way (long offsets, 16-bit deltas) and checksums are left to the
// final woff2.

function expect(condition, message) {
  if (!condition) throw new Error(`add-glyph: ${message}`);
}

function readTables(font) {
  const tables = new Map();
  for (let index = 0; index < font.readUInt16BE(4); index++) {
    const record = 12 + 16 * index;
    const offset = font.readUInt32BE(record + 8);
    tables.set(
      font.toString('latin1', record, record + 4),
      font.subarray(offset, offset + font.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

function writeFont(tables) {
  const tags = [...tables.keys()].sort();
  const header = Buffer.alloc(12 + 16 * tags.length);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE((tags.length - power) * 16, 10);
  const bodies = [];
  let offset = header.length;
  tags.forEach((tag, index) => {
    const body = tables.get(tag);
    const record = 12 + 16 * index;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(body.length, record + 12);
    const padded = Buffer.concat([body, Buffer.alloc((4 - (body.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** Big-endian unsigned 16-bit values, as a table. */
const uint16s = (values) => {
  const buffer = Buffer.alloc(2 * values.length);
  values.forEach((value, index) => buffer.writeUInt16BE(value & 0xffff, 2 * index));
  return buffer;
};
const uint32s = (values) => {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((value, index) => buffer.writeUInt32BE(value, 4 * index));
  return buffer;
};

/** Code point → glyph id, from the Windows Unicode BMP subtable (format 4). */
function readCmap(cmap) {
  let table;
  for (let index = 0; index < cmap.readUInt16BE(2); index++) {
    const record = 4 + 8 * index;
    if (cmap.readUInt16BE(record) === 3 && cmap.readUInt16BE(record + 2) === 1) {
      table = cmap.subarray(cmap.readUInt32BE(record + 4));
    }
  }
  expect(table?.readUInt16BE(0) === 4, 'no format 4 cmap');
  const segments = table.readUInt16BE(6) / 2;
  const glyphs = new Map();
  for (let segment = 0; segment < segments; segment++) {
    const end = table.readUInt16BE(14 + 2 * segment);
    const start = table.readUInt16BE(16 + 2 * segments + 2 * segment);
    const delta = table.readUInt16BE(16 + 4 * segments + 2 * segment);
    const rangeAt = 16 + 6 * segments + 2 * segment;
    const range = table.readUInt16BE(rangeAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      const id = range === 0 ? code : table.readUInt16BE(rangeAt + range + 2 * (code - start));
      const glyph = range !== 0 && id === 0 ? 0 : (id + delta) & 0xffff;
      if (glyph !== 0) glyphs.set(code, glyph);
    }
  }
  return glyphs;
}

/** A format 4 cmap, one segment per run of consecutive code points and glyph ids. */
function writeCmap(glyphs) {
  const segments = [];
  for (const code of [...glyphs.keys()].sort((a, b) => a - b)) {
    const last = segments.at(-1);
    const delta = glyphs.get(code) - code;
    if (last && code === last.end + 1 && delta === last.delta) last.end = code;
    else segments.push({ start: code, end: code, delta });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const count = segments.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const table = Buffer.concat([
    uint16s([4, 16 + 8 * count, 0, 2 * count, 2 * power, Math.log2(power), 2 * (count - power)]),
    uint16s(segments.map((segment) => segment.end)),
    uint16s([0]),
    uint16s(segments.map((segment) => segment.start)),
    uint16s(segments.map((segment) => segment.delta)),
    uint16s(segments.map(() => 0)),
  ]);
  return Buffer.concat([uint16s([0, 2, 0, 3]), uint32s([20]), uint16s([3, 1]), uint32s([20]), table]);
}

/** Each glyph's bytes in `data`, from a loca or gvar style offset array. */
function slices(data, offsetAt, count) {
  return Array.from({ length: count }, (_, index) => data.subarray(offsetAt(index), offsetAt(index + 1)));
}

function readGlyphs(tables) {
  const loca = tables.get('loca');
  const long = tables.get('head').readInt16BE(50) === 1;
  const offset = (index) => (long ? loca.readUInt32BE(4 * index) : 2 * loca.readUInt16BE(2 * index));
  return slices(tables.get('glyf'), offset, tables.get('maxp').readUInt16BE(4));
}

/** gvar's shared tuples and each glyph's variation data. */
function readGvar(gvar) {
  const long = (gvar.readUInt16BE(14) & 1) === 1;
  const dataAt = gvar.readUInt32BE(16);
  const offset = (index) =>
    dataAt + (long ? gvar.readUInt32BE(20 + 4 * index) : 2 * gvar.readUInt16BE(20 + 2 * index));
  const sharedAt = gvar.readUInt32BE(8);
  return {
    axes: gvar.readUInt16BE(4),
    sharedTupleCount: gvar.readUInt16BE(6),
    shared: gvar.subarray(sharedAt, sharedAt + 2 * gvar.readUInt16BE(4) * gvar.readUInt16BE(6)),
    glyphs: slices(gvar, offset, gvar.readUInt16BE(12)),
  };
}

function writeGvar({ axes, sharedTupleCount, shared, glyphs }) {
  const offsetsAt = 20;
  const sharedAt = offsetsAt + 4 * (glyphs.length + 1);
  const offsets = [0];
  for (const glyph of glyphs) offsets.push(offsets.at(-1) + glyph.length);
  return Buffer.concat([
    uint16s([1, 0, axes, sharedTupleCount]),
    uint32s([sharedAt]),
    uint16s([glyphs.length, 1]),
    uint32s([sharedAt + shared.length]),
    uint32s(offsets),
    shared,
    ...glyphs,
  ]);
}

/**
 * HVAR's advance variations: the region list (kept as bytes, and as text to compare regions between
 * fonts), the delta sets of each ItemVariationData, and each glyph's (outer, inner) delta set.
 */
function readHvar(hvar, glyphCount) {
  expect(hvar.readUInt32BE(12) === 0 && hvar.readUInt32BE(16) === 0, 'HVAR has side-bearing mappings');
  const store = hvar.subarray(hvar.readUInt32BE(4));
  expect(store.readUInt16BE(0) === 1, 'unknown item variation store format');
  const regionList = store.subarray(store.readUInt32BE(2));
  const axes = regionList.readUInt16BE(0);
  const regionBytes = 4 + regionList.readUInt16BE(2) * axes * 6;
  const regions = Array.from({ length: regionList.readUInt16BE(2) }, (_, index) =>
    regionList.subarray(4 + index * axes * 6, 4 + (index + 1) * axes * 6).toString('hex'),
  );
  const sets = Array.from({ length: store.readUInt16BE(6) }, (_, outer) => {
    const data = store.subarray(store.readUInt32BE(8 + 4 * outer));
    const words = data.readUInt16BE(2);
    expect((words & 0x8000) === 0, 'HVAR has 32-bit deltas');
    const regionIndexes = Array.from({ length: data.readUInt16BE(4) }, (_, k) =>
      data.readUInt16BE(6 + 2 * k),
    );
    let at = 6 + 2 * regionIndexes.length;
    const rows = Array.from({ length: data.readUInt16BE(0) }, () =>
      regionIndexes.map((_, column) => {
        const value = column < words ? data.readInt16BE(at) : data.readInt8(at);
        at += column < words ? 2 : 1;
        return value;
      }),
    );
    return { regionIndexes, rows };
  });
  const mapAt = hvar.readUInt32BE(8);
  const advance = Array.from({ length: glyphCount }, (_, glyph) => {
    if (mapAt === 0) return { outer: 0, inner: glyph };
    const format = hvar.readUInt8(mapAt);
    const entryFormat = hvar.readUInt8(mapAt + 1);
    const count = format === 0 ? hvar.readUInt16BE(mapAt + 2) : hvar.readUInt32BE(mapAt + 2);
    const size = ((entryFormat >> 4) & 3) + 1;
    const innerBits = (entryFormat & 0xf) + 1;
    const entryAt = mapAt + (format === 0 ? 4 : 6) + size * Math.min(glyph, count - 1);
    const entry = hvar.readUIntBE(entryAt, size);
    return { outer: entry >> innerBits, inner: entry & ((1 << innerBits) - 1) };
  });
  return { regionList: regionList.subarray(0, regionBytes), regions, sets, advance };
}

/** All deltas 16-bit, every (outer, inner) in a 32-bit map entry. */
function writeHvar({ regionList, sets, advance }) {
  const subtables = sets.map(({ regionIndexes, rows }) =>
    Buffer.concat([
      uint16s([rows.length, regionIndexes.length, regionIndexes.length, ...regionIndexes]),
      ...rows.map(uint16s),
    ]),
  );
  const storeHeader = 8 + 4 * subtables.length;
  const subtableOffsets = [];
  let at = storeHeader + regionList.length;
  for (const subtable of subtables) {
    subtableOffsets.push(at);
    at += subtable.length;
  }
  const store = Buffer.concat([
    uint16s([1]),
    uint32s([storeHeader]),
    uint16s([subtables.length]),
    uint32s(subtableOffsets),
    regionList,
    ...subtables,
  ]);
  const map = Buffer.concat([
    Buffer.from([1, 0x3f]),
    uint32s([advance.length]),
    uint32s(advance.map(({ outer, inner }) => (outer << 16) | inner)),
  ]);
  return Buffer.concat([uint16s([1, 0]), uint32s([20 + map.length, 20, 0, 0]), map, store]);
}

/**
 * `font` with the glyph of `codePoint` from `donor` added (both sfnt buffers of one family, instanced
 * alike). Returns an sfnt buffer.
 */
export function addGlyph(font, donor, codePoint) {
  const tables = readTables(Buffer.from(font));
  const from = readTables(Buffer.from(donor));
  const glyph = readCmap(from.get('cmap')).get(codePoint);
  expect(glyph !== undefined, `the donor has no glyph for U+${codePoint.toString(16)}`);
  const count = tables.get('maxp').readUInt16BE(4);
  for (const [name, source] of [
    ['font', tables],
    ['donor', from],
  ]) {
    expect(source.get('hhea').readUInt16BE(34) === source.get('maxp').readUInt16BE(4), `${name}: short hmtx`);
    expect(
      source.has('glyf') && source.has('gvar') && source.has('HVAR'),
      `${name}: not a TrueType variable font with HVAR`,
    );
  }
  expect(from.get('fvar').equals(tables.get('fvar')), 'the fonts have different axes');

  const outline = readGlyphs(from)[glyph];
  expect(outline.length === 0 || outline.readInt16BE(0) >= 0, 'the glyph is a composite');
  const glyphs = [...readGlyphs(tables), outline].map((bytes) =>
    Buffer.concat([bytes, Buffer.alloc((4 - (bytes.length % 4)) % 4)]),
  );
  const loca = [0];
  for (const bytes of glyphs) loca.push(loca.at(-1) + bytes.length);
  tables.set('glyf', Buffer.concat(glyphs));
  tables.set('loca', uint32s(loca));
  const head = Buffer.from(tables.get('head'));
  head.writeInt16BE(1, 50);
  tables.set('head', head);

  const maxp = Buffer.from(tables.get('maxp'));
  for (let at = 6; at < maxp.length; at += 2) {
    maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(at), from.get('maxp').readUInt16BE(at)), at);
  }
  maxp.writeUInt16BE(count + 1, 4);
  tables.set('maxp', maxp);
  const metric = from.get('hmtx').subarray(4 * glyph, 4 * glyph + 4);
  tables.set('hmtx', Buffer.concat([tables.get('hmtx'), metric]));
  const hhea = Buffer.from(tables.get('hhea'));
  hhea.writeUInt16BE(count + 1, 34);
  hhea.writeUInt16BE(Math.max(hhea.readUInt16BE(10), metric.readUInt16BE(0)), 10);
  tables.set('hhea', hhea);

  const cmap = readCmap(tables.get('cmap'));
  cmap.set(codePoint, count);
  tables.set('cmap', writeCmap(cmap));

  // The donor's variations carry their own peak tuples unless they point into its shared tuples.
  const gvar = readGvar(tables.get('gvar'));
  const donorGvar = readGvar(from.get('gvar'));
  expect(donorGvar.sharedTupleCount === 0, 'the donor gvar uses shared tuples');
  tables.set('gvar', writeGvar({ ...gvar, glyphs: [...gvar.glyphs, donorGvar.glyphs[glyph]] }));

  // The glyph's advance deltas, by region, go in a delta set of the font over those regions: an equal
  // row if the font has one, else a new row.
  const hvar = readHvar(tables.get('HVAR'), count);
  const donorHvar = readHvar(from.get('HVAR'), from.get('maxp').readUInt16BE(4));
  const { outer, inner } = donorHvar.advance[glyph];
  const deltas = new Map();
  donorHvar.sets[outer].regionIndexes.forEach((region, column) => {
    const key = donorHvar.regions[region];
    deltas.set(key, (deltas.get(key) ?? 0) + donorHvar.sets[outer].rows[inner][column]);
  });
  const target = hvar.sets.findIndex(({ regionIndexes }) => {
    const keys = regionIndexes.map((region) => hvar.regions[region]);
    return [...deltas].every(([key, delta]) => delta === 0 || keys.includes(key));
  });
  expect(target !== -1, 'the glyph varies over regions the font has no delta set for');
  const set = hvar.sets[target];
  const row = set.regionIndexes.map((region) => deltas.get(hvar.regions[region]) ?? 0);
  expect(
    row.every((delta) => delta >= -0x8000 && delta < 0x8000),
    'a delta beyond 16 bits',
  );
  let rowIndex = set.rows.findIndex((candidate) => candidate.every((delta, column) => delta === row[column]));
  if (rowIndex === -1) rowIndex = set.rows.push(row) - 1;
  tables.set('HVAR', writeHvar({ ...hvar, advance: [...hvar.advance, { outer: target, inner: rowIndex }] }));

  return writeFont(tables);
}
