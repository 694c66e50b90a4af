import { describe, expect, it } from 'vitest';
import { socialProfiles } from './site-contact';

describe('socialProfiles', () => {
  it('lists the profiles the settings name, in a fixed order, and leaves out the empty ones', () => {
    expect(
      socialProfiles({
        youtube: 'https://www.youtube.com/@sakhe.ge',
        facebook: 'https://www.facebook.com/sakhe.ge',
        instagram: null,
        tiktok: 'https://www.tiktok.com/@sakhe.ge',
      }),
    ).toEqual([
      { network: 'facebook', href: 'https://www.facebook.com/sakhe.ge' },
      { network: 'tiktok', href: 'https://www.tiktok.com/@sakhe.ge' },
      { network: 'youtube', href: 'https://www.youtube.com/@sakhe.ge' },
    ]);
  });

  it('shows none when the settings could not be read', () => {
    expect(socialProfiles(null)).toEqual([]);
  });
});
