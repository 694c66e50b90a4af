import { useChrome } from '../../lib/layout/layout';
import { socialProfiles, type SocialNetwork } from './site-contact';
import { useT } from '../../lib/i18n/i18n';

/** Brand marks drawn as simple shapes (lucide dropped brand icons); currentColor, 24×24. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    className: 'size-5',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (network) {
    case 'facebook':
      return (
        <svg {...common}>
          <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'tiktok':
      return (
        <svg {...common}>
          <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="m10 9 5 3-5 3z" fill="currentColor" />
        </svg>
      );
  }
}

/** The shop's social profiles from its settings, each opening in a new tab; none set, nothing shown. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const t = useT();
  const links = socialProfiles(useChrome().social);
  if (links.length === 0) return null;
  return (
    <ul className={`flex items-center gap-2 ${className}`}>
      {links.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`chrome.social.${network}`)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none"
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
