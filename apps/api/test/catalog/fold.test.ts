import { describe, expect, it } from 'vitest';
import { fromGeorgianKeyboard, queryKeys, searchKey } from '../../src/modules/catalog/search/fold';

describe('searchKey', () => {
  it('transliterates Georgian to lowercase Latin', () => {
    expect(searchKey('შამპუნი')).toBe('shampuni');
    expect(searchKey('სახის კრემი')).toBe('sakhis kremi');
  });

  it('folds aspirated and ejective pairs together, as people type them', () => {
    expect(searchKey('ქ')).toBe(searchKey('კ'));
    expect(searchKey('თ')).toBe(searchKey('ტ'));
    expect(searchKey('ფ')).toBe(searchKey('პ'));
    expect(searchKey('ჩ')).toBe(searchKey('ჭ'));
    expect(searchKey('ც')).toBe(searchKey('წ'));
  });

  it('lowercases, strips accents and turns punctuation into single spaces', () => {
    expect(searchKey('  Crème  Brûlée!! ')).toBe('creme brulee');
    expect(searchKey("L'Oréal Paris — Revitalift")).toBe('l oreal paris revitalift');
  });

  it('keeps digits and mixed scripts', () => {
    expect(searchKey('ვიტამინი C 30ml')).toBe('vitamini c 30ml');
  });

  it('gives an empty key for text without letters or digits', () => {
    expect(searchKey(' !?- ')).toBe('');
  });
});

describe('fromGeorgianKeyboard', () => {
  it('reads Latin keys as the Georgian letters on the same keys', () => {
    expect(fromGeorgianKeyboard('Sampuni')).toBe('შამპუნი');
    expect(fromGeorgianKeyboard('kremi')).toBe('კრემი');
  });

  it('uses the shifted layer for the letters that have one', () => {
    expect(fromGeorgianKeyboard('TmaS')).toBe('თმაშ');
    expect(fromGeorgianKeyboard('W')).toBe('ჭ');
    expect(fromGeorgianKeyboard('w')).toBe('წ');
  });

  it('leaves Georgian letters, digits and spaces alone', () => {
    expect(fromGeorgianKeyboard('შამპ 2')).toBe('შამპ 2');
  });
});

describe('queryKeys', () => {
  it('finds the same key for Georgian, transliterated and keyboard-layout queries', () => {
    const georgian = queryKeys('შამპუნი');
    expect(georgian).toEqual(['shampuni']);
    expect(queryKeys('shampuni')).toContain('shampuni');
    expect(queryKeys('Sampuni')).toContain('shampuni');
  });

  it('keeps the query as written for English names', () => {
    expect(queryKeys('Serum')[0]).toBe('serum');
  });

  it('offers the keyboard reading only for Latin input, and only when it differs', () => {
    expect(queryKeys('შრატი')).toEqual(['shrati']);
    expect(queryKeys('qremi')).toEqual(['qremi', 'kremi']); // ქრემი typed without switching layout
    expect(queryKeys('shrati')).toEqual(['shrati']); // ს-ჰ-რ-ა-ტ-ი folds back to the same key
  });

  it('drops empty keys, so punctuation-only queries have none', () => {
    expect(queryKeys('!!')).toEqual([]);
    expect(queryKeys('')).toEqual([]);
  });
});
