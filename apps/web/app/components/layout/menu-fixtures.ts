import type { CmsPicture } from '../../lib/content/content';

/** The brands menu (brand media pictures) the desktop bar and the phone's drawer show (only tests import this file). */
export const FIXTURE_BRAND_MENU: CmsPicture[] = [
  {
    code: 'zephyr',
    src: '/media/zephyr.png',
    width: 120,
    height: 60,
    alt: '',
    name: 'Zephyr Beauty',
    lines: [],
    link: '/shop/zephyr-beauty',
  },
];
