import type { ReactNode } from 'react';

interface CenteredCardProps {
  title: string;
  subtitle: string;
  children?: ReactNode;
}

export function CenteredCard({ title, subtitle, children }: CenteredCardProps) {
  return (
    <main className="centered-page">
      <section className="card" aria-labelledby="card-title">
        <div className="card__brand" aria-hidden="true">
          <img src="/favicon.svg" alt="" width={40} height={40} />
        </div>
        <h1 id="card-title" className="card__title">
          {title}
        </h1>
        <p className="card__subtitle">{subtitle}</p>
        {children}
      </section>
    </main>
  );
}
