import type { ReactNode } from 'react';

/** The centred card of the sign-in and unauthorized screens, with the product mark. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-page__glow" aria-hidden="true" />
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="auth-card__brand" aria-hidden="true">
          <img src="/favicon.svg" alt="" width={44} height={44} />
        </div>
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </section>
      <p className="auth-page__foot">NSE · BSE · MCX — amounts in ₹</p>
    </main>
  );
}
