import type { CatalogLocale } from '@sakhe/contract';
import { logoImage, thumbnailImage, type InlineImage } from './images';
import { COLOURS, FONT, escape, type MailContent } from './order-email';

export interface StockAlertMailInput {
  locale: CatalogLocale;
  productName: string;
  variantName: string | null;
  brand: string | null;
  /** The product's page on the shop, with the variant chosen. */
  productUrl: string;
  /** The page that forgets this notice and its e-mail address. */
  forgetUrl: string;
  /** The product's first picture (`/media/image/<path>`), when it has one. */
  image: string | null;
}

const words = {
  ka_GE: {
    subject: (name: string) => `${name} ისევ მარაგშია — sakhe`,
    heading: 'ისევ მარაგშია!',
    intro: 'პროდუქტი, რომელსაც ელოდებოდით, ისევ შეგვიძლია გამოგიგზავნოთ:',
    hint: 'მარაგი შეზღუდულია — ეს შეტყობინება მხოლოდ ერთხელ გამოგეგზავნათ.',
    view: 'პროდუქტის ნახვა',
    forget: 'ეს წერილი მიიღეთ, რადგან sakhe.ge-ზე ითხოვეთ შეტყობინება მარაგში დაბრუნებისას.',
    forgetLink: 'თქვენი ელ-ფოსტის წაშლა',
    tagline: 'სილამაზე სანდო ბრენდებისგან',
  },
  en_US: {
    subject: (name: string) => `${name} is back in stock — sakhe`,
    heading: 'Back in stock!',
    intro: 'The product you were waiting for is back, and we can send it to you:',
    hint: 'Stock is limited, and this is the only time we write about it.',
    view: 'View the product',
    forget: 'You get this e-mail because you asked on sakhe.ge to be told when it is back.',
    forgetLink: 'Forget my e-mail address',
    tagline: 'beauty from brands you trust',
  },
} satisfies Record<CatalogLocale, unknown>;

/** The back-in-stock e-mail, in the shopper's language, with its logo and product picture attached. */
export async function stockAlertEmail(
  input: StockAlertMailInput,
  mediaDir: string,
): Promise<MailContent & { attachments: InlineImage[] }> {
  const t = words[input.locale];
  const name = [input.productName, input.variantName].filter(Boolean).join(' — ');
  const logo = await logoImage();
  const picture = input.image ? await thumbnailImage(mediaDir, input.image, 'product@sakhe') : null;
  const text = [
    t.heading,
    '',
    t.intro,
    '',
    ...(input.brand ? [input.brand] : []),
    name,
    '',
    `${t.view}: ${input.productUrl}`,
    '',
    t.hint,
    '',
    t.forget,
    `${t.forgetLink}: ${input.forgetUrl}`,
    '',
    '— sakhe / სახე',
  ].join('\n');

  const cell = `font-family:${FONT};color:${COLOURS.ink};font-size:15px;line-height:1.5`;
  const thumb = picture
    ? `<img src="cid:${picture.cid}" width="96" height="96" alt="" style="display:block;border:0;border-radius:8px;background:${COLOURS.sunken}">`
    : `<div style="width:96px;height:96px;border-radius:8px;background:${COLOURS.sunken}"></div>`;
  const html = `<!doctype html>
<html lang="${input.locale === 'ka_GE' ? 'ka' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escape(t.subject(name))}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.surface}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.surface}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px">
<tr><td style="padding:0 4px 16px"><img src="cid:${logo.cid}" width="36" height="36" alt="" style="display:inline-block;vertical-align:middle;border:0;border-radius:8px;margin-right:10px"><span style="font-family:${FONT};font-size:24px;font-weight:600;color:${COLOURS.ink};vertical-align:middle">sakhe</span><span style="font-family:${FONT};font-size:24px;color:${COLOURS.line};vertical-align:middle"> / </span><span lang="ka" style="font-family:${FONT};font-size:24px;color:${COLOURS.accent};vertical-align:middle">სახე</span></td></tr>
<tr><td style="background:${COLOURS.raised};border:1px solid ${COLOURS.line};border-radius:12px;padding:28px">
<h1 style="font-family:${FONT};font-size:22px;line-height:1.3;color:${COLOURS.ink};margin:0 0 16px">${escape(t.heading)}</h1>
<p style="${cell};margin:0 0 16px">${escape(t.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px"><tr>
<td width="108" style="vertical-align:top;padding-right:12px">${thumb}</td>
<td style="${cell};vertical-align:middle">${input.brand ? `<div style="font-size:12px;color:${COLOURS.muted}">${escape(input.brand)}</div>` : ''}<div style="font-weight:600">${escape(input.productName)}</div>${input.variantName ? `<div style="font-size:13px;color:${COLOURS.muted}">${escape(input.variantName)}</div>` : ''}</td>
</tr></table>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px"><tr><td style="background:${COLOURS.accent};border-radius:8px"><a href="${escape(input.productUrl)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none">${escape(t.view)}</a></td></tr></table>
<p style="${cell};margin:0;color:${COLOURS.muted};font-size:14px">${escape(t.hint)}</p>
</td></tr>
<tr><td style="padding:16px 4px;font-family:${FONT};font-size:13px;color:${COLOURS.muted}">${escape(t.forget)} <a href="${escape(input.forgetUrl)}" style="color:${COLOURS.accent}">${escape(t.forgetLink)}</a><br>sakhe / სახე — ${escape(t.tagline)}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  return {
    subject: t.subject(name),
    text,
    html,
    attachments: picture ? [logo, picture] : [logo],
  };
}
