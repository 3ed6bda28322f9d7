import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../../testing/location-probe';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { GenerateReportButton } from './generate-report-button';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const GENERATE = 'POST /api/generateReport';
const created = () => new Response(JSON.stringify({ id: 12 }), { status: 201 });

afterEach(() => act(() => setBrowserOnline(true)));
describe('GenerateReportButton', () => {
  it('names how many bills, sends them comma-joined with the title, and opens the report in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { requests } = mockAgendaApi({ [GENERATE]: created });
    const { user } = renderWithProviders(<GenerateReportButton billIds={[3, 1, 2]} title={() => 'Weekly'} />);
    await user.click(screen.getByRole('button', { name: 'Generate Report on 3 Selected bills' }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/app/report/12`));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(requests[0]!.body).toEqual({ ids: '3,1,2', title: 'Weekly' });
  });

  it('opens the report here when the browser blocks the new tab', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    mockAgendaApi({ [GENERATE]: created });
    const { user } = renderWithProviders(
      <>
        <GenerateReportButton billIds={[1]} />
        <LocationProbe />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Generate Report on 1 Selected bill' }));
    await waitFor(() => expect(screen.getByTestId('location-path')).toHaveTextContent('/app/report/12'));
  });

  it('closes the empty tab and says why when no report could be made', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    mockAgendaApi({ [GENERATE]: () => errorResponse(404, 'Not Found', 'No bill with id 1.') });
    const { user } = renderWithProviders(<GenerateReportButton billIds={[1]} />);
    await user.click(screen.getByRole('button', { name: 'Generate Report on 1 Selected bill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No bill with id 1.');
    expect(tab.close).toHaveBeenCalledOnce();
  });
});

describe('GenerateReportButton offline (issue 8)', () => {
  it('is disabled with the reason, so no empty tab is opened', () => {
    mockAgendaApi({});
    renderWithProviders(<GenerateReportButton billIds={[1, 2]} />);
    act(() => setBrowserOnline(false));
    const button = screen.getByRole('button', { name: 'Generate Report on 2 Selected bills' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
  });
});
