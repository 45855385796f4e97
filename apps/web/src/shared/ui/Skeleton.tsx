import clsx from 'clsx';
import type { CSSProperties } from 'react';

export function Skeleton({
  width,
  height = 14,
  className,
  style,
}: {
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return <span className={clsx('skeleton', className)} style={{ width, height, ...style }} aria-hidden="true" />;
}
