import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  houseSessions,
  oralTestimony,
  senateSessions,
  writtenTestimony,
} from '../../../testing/fixtures/meetings';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MeetingsCard } from './meetings-card';

const replies = {
  '/api/meetings/testimony?chamber=oral': oralTestimony,
  '/api/meetings/testimony?chamber=written': writtenTestimony,
  '/api/meetings/formalSessions?chamber=house': houseSessions,
  '/api/meetings/formalSessions?chamber=senate': senateSessions,
};

const rowOf = (linkName: string) => screen.getByRole('link', { name: linkName }).closest('tr')!;

describe('MeetingsCard in testimony mode', () => {
  it('shows a loading status until the hearings arrive', () => {
    mockApi({ '/api/meetings/testimony?chamber=oral': () => new Promise<Response>(() => {}) });
    renderWithProviders(<MeetingsCard display="testimony" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimony…');
  });

  it('lists hearings with oral testimony: date, linked title, committee, latest testimony, comment icon', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<MeetingsCard display="testimony" />);
    expect(screen.getByRole('heading', { name: 'Testimony' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Testimony type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Oral' })).toBeChecked();
    const link = await screen.findByRole('link', { name: 'Public hearing 1' });
    expect(link).toHaveAttribute('href', '/app/meetings/1');
    const row = within(rowOf('Public hearing 1'));
    expect(row.getByText('Mar 10, 2026')).toBeInTheDocument();
    expect(row.getByText('Education · Hearing Room A-1 · 10:00 AM')).toBeInTheDocument();
    expect(row.getByText('Latest testimony: Jane Roe, Mar 10, 2026')).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Testimony available' })).toBeInTheDocument();
    expect(row.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Testimony' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all testimony' })).toHaveAttribute(
      'href',
      '/app/testimony',
    );
    expect(requestedUrls()).toEqual(['/api/meetings/testimony?chamber=oral']);
  });

  it('Written requests written testimony and shows it instead', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<MeetingsCard display="testimony" />);
    await screen.findByRole('link', { name: 'Public hearing 1' });
    await user.click(screen.getByRole('radio', { name: 'Written' }));
    expect(await screen.findByRole('link', { name: 'Public hearing on transit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Public hearing 1' })).not.toBeInTheDocument();
    expect(screen.getByText('Latest testimony: Transit Riders Union, Mar 12, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all testimony' })).toHaveAttribute(
      'href',
      '/app/testimony?chamber=written',
    );
    expect(requestedUrls()).toEqual([
      '/api/meetings/testimony?chamber=oral',
      '/api/meetings/testimony?chamber=written',
    ]);
  });

  it('says when there is no testimony', async () => {
    mockApi({ '/api/meetings/testimony?chamber=oral': { data: [] } });
    renderWithProviders(<MeetingsCard display="testimony" />);
    expect(await screen.findByText('No testimony to show.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the list', async () => {
    let calls = 0;
    mockApi({
      '/api/meetings/testimony?chamber=oral': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Hearings are unavailable.')
          : jsonResponse(oralTestimony),
    });
    const { user } = renderWithProviders(<MeetingsCard display="testimony" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hearings are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Public hearing 1' })).toBeInTheDocument();
  });
});

describe('MeetingsCard in formalSessions mode', () => {
  it('is titled Floor Debate and marks only sessions with recorded debate', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<MeetingsCard display="formalSessions" />);
    expect(screen.getByRole('heading', { name: 'Floor Debate' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'House' })).toBeChecked();
    await screen.findAllByRole('link', { name: 'House Formal Session' });
    const [quiet, debated] = screen.getAllByRole('link', { name: 'House Formal Session' });
    expect(within(quiet!.closest('tr')!).queryByRole('img')).not.toBeInTheDocument();
    const debatedRow = within(debated!.closest('tr')!);
    expect(debatedRow.getByRole('img', { name: 'Floor debate available' })).toBeInTheDocument();
    expect(debatedRow.getByText('House Chamber · 11:00 AM')).toBeInTheDocument();
    expect(debatedRow.getByText('Latest recording: Rep. Jane Doe, Mar 11, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all floor debate' })).toHaveAttribute(
      'href',
      '/app/floorDebate',
    );
    expect(requestedUrls()).toEqual(['/api/meetings/formalSessions?chamber=house']);
  });

  it('Senate requests the Senate sessions and shows them', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<MeetingsCard display="formalSessions" />);
    await screen.findAllByRole('link', { name: 'House Formal Session' });
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'Senate Formal Session' })).toHaveAttribute(
      'href',
      '/app/meetings/20',
    );
    expect(screen.queryByRole('link', { name: 'House Formal Session' })).not.toBeInTheDocument();
    expect(requestedUrls()).toContain('/api/meetings/formalSessions?chamber=senate');
  });

  it('shows loading, then the empty text', async () => {
    mockApi({ '/api/meetings/formalSessions?chamber=house': { data: [] } });
    renderWithProviders(<MeetingsCard display="formalSessions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading floor sessions…');
    expect(await screen.findByText('No floor sessions to show.')).toBeInTheDocument();
  });

  it('shows the server error', async () => {
    mockApi({
      '/api/meetings/formalSessions?chamber=house': () =>
        errorResponse(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'),
    });
    renderWithProviders(<MeetingsCard display="formalSessions" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
