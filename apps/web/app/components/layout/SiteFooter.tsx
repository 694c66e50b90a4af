import { Mail, MapPin, Phone } from 'lucide-react';
import type { ChromeData } from '../../lib/layout/layout';
import { LocalizedLink } from '../LocalizedLink';
import { SocialLinks } from './SocialLinks';
import { CONTACT, FIRST_YEAR } from './site-contact';
import { useT } from '../../lib/i18n/i18n';

/** FAQ highlights, contact details, social links and the copyright (2020 to the current year). */
export function SiteFooter({ faq, contact }: { faq: ChromeData['faq']; contact?: ChromeData['contact'] }) {
  const t = useT();
  // The shop's settings (the back office) say how to reach it; the constants until they load.
  const phone = contact?.phone ?? CONTACT.phone;
  const phoneHref = contact?.phoneHref ?? CONTACT.phoneHref;
  const email = contact?.email ?? CONTACT.email;
  const heading = 'text-base font-semibold text-ink';
  return (
    <footer className="render-when-near mt-16 border-t border-line bg-surface-sunken [--rendered-height:36rem] lg:[--rendered-height:18rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 text-sm sm:px-6 md:grid-cols-3">
        <section aria-labelledby="footer-faq">
          <h2 id="footer-faq" className={heading}>
            {t('footer.faq')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {faq.map((entry) => (
              <li key={entry.code}>
                <LocalizedLink to={`/faq#faq-${entry.code}`} className="text-ink-muted hover:text-accent">
                  {entry.question}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink to="/faq" className="font-medium text-accent hover:underline">
                {t('footer.allQuestions')}
              </LocalizedLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t('footer.contact')}
          </h2>
          <address className="mt-4 space-y-2.5 text-ink-muted not-italic">
            <p>
              <a href={phoneHref} className="inline-flex items-center gap-2 hover:text-accent">
                <Phone aria-hidden="true" className="size-4" />
                {phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${email}`} className="inline-flex items-center gap-2 hover:text-accent">
                <Mail aria-hidden="true" className="size-4" />
                {email}
              </a>
            </p>
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {contact?.address ?? t('footer.address')}
            </p>
          </address>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={heading}>
            {t('footer.follow')}
          </h2>
          <SocialLinks className="mt-4" />
          <p className="mt-6">
            <LocalizedLink to="/privacy-policy" className="text-ink-muted hover:text-accent">
              {t('footer.privacy')}
            </LocalizedLink>
          </p>
        </section>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-ink-muted sm:px-6">
          {t('footer.copyright', { from: FIRST_YEAR, to: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
