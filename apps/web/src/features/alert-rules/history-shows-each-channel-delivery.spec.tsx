import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertDelivery } from '@app/contracts/alerts/rule-types';
import { DeliveryChip } from './RuleBadges';

afterEach(cleanup);

const delivery = (patch: Partial<AlertDelivery>): AlertDelivery => ({
  id: 'd1',
  channel: 'email',
  status: 'pending',
  attempts: 0,
  last_error: null,
  next_attempt_at: null,
  delivered_at: null,
  ...patch,
});

describe("a fire's delivery on one channel", () => {
  it('says delivered with the time on hover, in IST', () => {
    render(
      <DeliveryChip
        delivery={delivery({
          channel: 'in_app',
          status: 'delivered',
          attempts: 1,
          delivered_at: '2026-11-24T05:01:00Z',
        })}
      />,
    );
    const chip = screen.getByText('In app: delivered');
    expect(chip.closest('.badge')).toHaveAttribute('title', 'Delivered 24 Nov 2026, 10:31 am IST');
  });

  it('says how many tries a pending delivery has had and when the next one is', () => {
    render(
      <DeliveryChip
        delivery={delivery({ channel: 'webhook', attempts: 2, next_attempt_at: '2026-11-24T05:09:00Z' })}
      />,
    );
    expect(screen.getByText('Webhook: pending · 2 tries').closest('.badge')).toHaveAttribute(
      'title',
      'Next try 24 Nov 2026, 10:39 am IST',
    );
  });

  it('shows why a dead delivery failed, on hover and behind "Why"', () => {
    render(
      <DeliveryChip delivery={delivery({ status: 'dead', attempts: 1, last_error: '550 mailbox unavailable' })} />,
    );
    expect(screen.getByText('Email: dead after 1 try').closest('.badge')).toHaveAttribute(
      'title',
      'Last error: 550 mailbox unavailable',
    );
    expect(screen.getByText('Why')).toBeInTheDocument();
    expect(screen.getByText('550 mailbox unavailable')).toBeInTheDocument();
  });
});
