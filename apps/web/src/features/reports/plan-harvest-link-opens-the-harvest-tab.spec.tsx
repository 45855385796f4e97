import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlanHarvestLink } from './PlanHarvestLink';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

describe('Plan tax harvesting link', () => {
  it('goes to the Reports page on its Harvest tab', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/loss-cover']}>
        <Routes>
          <Route path="/dashboard/loss-cover" element={<PlanHarvestLink />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Plan tax harvesting' });
    expect(link).toHaveAttribute('href', '/dashboard/reports?tab=harvest');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/reports?tab=harvest');
  });
});
