import { Skeleton } from '../shared/ui';

/** What a page shows while its code loads: its title and the shape of a page. */
export function PageSkeleton({ title }: { title: string }) {
  return (
    <div className="page page-skeleton" aria-busy="true">
      <div className="page-header">
        <div className="page-header__titles">
          <h1 className="page-header__title">{title}</h1>
          <p className="page-header__subtitle">
            <Skeleton width={220} />
          </p>
        </div>
      </div>
      <div className="stats">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="stat">
            <Skeleton width={80} height={12} />
            <Skeleton width={120} height={24} />
          </div>
        ))}
      </div>
      <div className="card card--padded page-skeleton__body">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={18} style={{ width: `${90 - i * 8}%` }} />
        ))}
      </div>
      <span className="visually-hidden" role="status">
        Loading {title}...
      </span>
    </div>
  );
}
