import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meetingDetailFixture } from '../../../testing/fixtures/meetings';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MeetingDetails } from './meeting-details';

describe('MeetingDetails', () => {
  it('shows the meeting, its documents by kind with links to the files, and the bills heard', async () => {
    mockApi({ '/api/meeting/1': meetingDetailFixture() });
    renderWithProviders(<MeetingDetails meetingId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading meeting…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Public hearing 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Education' })).toHaveAttribute('href', '/app/committees/7');
    expect(screen.getByText('Mar 10, 2026 · 10:00 AM · Hearing Room A-1')).toBeInTheDocument();
    const oral = screen.getByRole('region', { name: 'Oral testimony' });
    const file = within(oral).getByRole('link', { name: 'Testimony of Jane Roe (opens in a new tab)' });
    expect(file).toHaveAttribute('href', 'https://example.org/one.pdf');
    expect(file).toHaveAttribute('target', '_blank');
    expect(within(oral).getByText('Jane Roe · Mar 10, 2026')).toBeInTheDocument();
    const written = screen.getByRole('region', { name: 'Written testimony' });
    expect(within(written).getByText('Written testimony from the Library Association')).toBeInTheDocument();
    expect(within(written).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Floor debate' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'H 100' })).toHaveAttribute('href', '/app/bill/5');
  });

  it('says so when a meeting has no documents or bills', async () => {
    mockApi({ '/api/meeting/2': meetingDetailFixture({ id: 2, documents: [], bills: [] }) });
    renderWithProviders(<MeetingDetails meetingId={2} />);
    expect(await screen.findByText('No testimony or recordings yet.')).toBeInTheDocument();
    expect(screen.getByText('No bills listed for this meeting.')).toBeInTheDocument();
  });

  it('explains a missing meeting without a Retry', async () => {
    mockApi({ '/api/meeting/9': () => errorResponse(404, 'Not Found', 'No meeting with id 9') });
    renderWithProviders(<MeetingDetails meetingId={9} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('No meeting with id 9');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
