import { describe, expect, it } from 'vitest';
import en from './en.json';
import ka from './ka.json';

type Tree = { [key: string]: string | Tree };

/** Every message as `path → text`; i18next's plural forms (`_one`, `_other`) count as one key. */
function messages(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path.replace(/_(one|other)$/, ''), value);
    else for (const [child, text] of messages(value, `${path}.`)) out.set(child, text);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the admin app’s translations', () => {
  const english = messages(en as Tree);
  const georgian = messages(ka as Tree);

  it('say every message in both languages', () => {
    expect([...georgian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fill in the same values in both languages', () => {
    for (const [key, text] of english)
      expect(variables(georgian.get(key) ?? ''), key).toEqual(variables(text));
  });

  it('leave no Georgian message in English or empty', () => {
    for (const [key, text] of georgian) expect(text.trim(), key).not.toBe('');
    const shared = [
      'settings.socialNames.facebook',
      'settings.socialNames.instagram',
      'settings.socialNames.tiktok',
      'settings.socialNames.youtube',
    ];
    // A message made only of variables and punctuation ("{{action}}?") has no words to translate.
    const words = (text: string) => /[a-z]{3}/i.test(text.replace(/\{\{[^}]*\}\}/g, ''));
    const untranslated = [...georgian].filter(
      ([key, text]) => !shared.includes(key) && text === english.get(key) && words(text),
    );
    expect(untranslated).toEqual([]);
  });
});
