import { Check, Copy, Mail, MessageCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { shareLinks } from '../../lib/referral/referral';
import { SocialIcon } from '../layout/SocialLinks';
import { useT } from '../../lib/i18n/i18n';

interface ReferralLinkProps {
  link: string;
  code: string;
  /** The invitation's words for WhatsApp and e-mail. */
  message: string;
  subject: string;
}

const FEEDBACK_MS = 3000;

const noSubscription = () => () => {};
/** False in the server's HTML, true once the page runs in the browser. */
const useInteractive = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const shareButton =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface-raised px-4 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none';

/**
 * The invitation link to copy (the clipboard, with a spoken confirmation) or to share. Copying
 * needs JavaScript, so the button appears once the page runs; the field can always be selected.
 */
export function ReferralLink({ link, code, message, subject }: ReferralLinkProps) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const interactive = useInteractive();
  const [feedback, setFeedback] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setFeedback('copied');
    } catch {
      // Without clipboard access (an insecure origin, a refusal) the link is selected to copy by hand.
      input.current?.select();
      setFeedback('failed');
    }
  }

  const share = shareLinks(link, message, subject);
  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          {t('referral.linkLabel')}
        </label>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-surface-raised px-4 text-sm text-ink"
          />
          {interactive && (
            <button
              type="button"
              onClick={copy}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 text-sm font-medium text-white hover:bg-accent-strong"
            >
              {feedback === 'copied' ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {t('referral.copy')}
            </button>
          )}
        </div>
        <p role="status" className="mt-1.5 min-h-5 text-sm text-accent">
          {feedback === 'copied'
            ? t('referral.copied')
            : feedback === 'failed'
              ? t('referral.copyFailed')
              : ''}
        </p>
        <p className="text-sm text-ink-muted">{t('referral.code', { code })}</p>
      </div>
      <ul aria-label={t('referral.shareLabel')} className="flex flex-wrap gap-2">
        <li>
          <a href={share.facebook} target="_blank" rel="noopener noreferrer" className={shareButton}>
            <SocialIcon network="facebook" />
            {t('referral.share.facebook')}
          </a>
        </li>
        <li>
          <a href={share.whatsapp} target="_blank" rel="noopener noreferrer" className={shareButton}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('referral.share.whatsapp')}
          </a>
        </li>
        <li>
          <a href={share.email} className={shareButton}>
            <Mail aria-hidden="true" className="size-5" />
            {t('referral.share.email')}
          </a>
        </li>
      </ul>
    </div>
  );
}
