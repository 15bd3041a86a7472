import { useI18n } from '~/i18n/context';

const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8L1.6 7.7l5.8-.8L10 1.6z';

export function StarIcon({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" fill="currentColor" className={className}>
      <path d={STAR} />
    </svg>
  );
}

/**
 * A 0–5 rating as stars, read out as "4 out of 5 stars". Fractions (an average) fill part of a
 * star: a row of amber stars clipped over a row of grey ones.
 */
export function Stars({ value, size = 'size-4' }: { value: number; size?: string }) {
  const { t, format } = useI18n();
  const clamped = Math.min(5, Math.max(0, value));
  const row = (className: string) => (
    <span className={`flex shrink-0 ${className}`}>
      {[0, 1, 2, 3, 4].map((n) => (
        <StarIcon key={n} className={`${size} shrink-0`} />
      ))}
    </span>
  );
  return (
    <span
      role="img"
      aria-label={t('detail.starsLabel', { n: format.number(clamped) })}
      className="relative inline-flex align-middle"
    >
      {row('text-slate-300')}
      <span
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${clamped * 20}%` }}
      >
        {row('text-amber-400')}
      </span>
    </span>
  );
}
