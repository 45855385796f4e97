import clsx from 'clsx';

/**
 * A labelled progress bar: `value` 0..1, or null while the total is not known (an animated stripe).
 * `detail` is the text beside the label (for example "12,000 of 100,000 rows").
 */
export function ProgressBar({
  label,
  value,
  detail,
  className,
}: {
  label: string;
  value: number | null;
  detail?: string;
  className?: string;
}) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={clsx('progress', className)}>
      <div className="progress__text">
        <span className="progress__label">{label}</span>
        <span className="progress__detail num">{detail ?? (percent === null ? '' : `${percent}%`)}</span>
      </div>
      <div
        className={clsx('progress__track', percent === null && 'progress__track--busy')}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={detail}
      >
        <div className="progress__fill" style={{ width: percent === null ? '35%' : `${percent}%` }} />
      </div>
    </div>
  );
}
