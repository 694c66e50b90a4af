import { useT } from '../../lib/i18n/i18n';

/** The programme in three steps, with what friend and customer get. */
export function HowItWorks({ welcome, reward }: { welcome: string; reward: string }) {
  const t = useT();
  const steps = [
    t('referral.steps.share'),
    t('referral.steps.register', { welcome }),
    t('referral.steps.reward', { reward }),
  ];
  return (
    <section aria-labelledby="referral-how" className="grid gap-4">
      <h2 id="referral-how" className="text-lg font-semibold text-ink">
        {t('referral.howHeading')}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-3 rounded-2xl bg-surface-raised p-4">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent"
            >
              {index + 1}
            </span>
            <p className="text-sm text-ink">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
