import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  houseSessions,
  meetingPage,
  senateSessions,
  writtenTestimony,
} from '../../../testing/fixtures/meetings';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MeetingsPage } from './meetings-page';

const hearingLinks = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/app/meetings/'));

describe('MeetingsPage (/app/testimony, /app/floorDebate)', () => {
  it('lists all testimony 20 at a time until an empty page ends the list', async () => {
    const { requestedUrls } = mockApi({
      '/api/meetings/testimony?chamber=oral&page=1': meetingPage(20, 1),
      '/api/meetings/testimony?chamber=oral&page=2': meetingPage(5, 21),
      '/api/meetings/testimony?chamber=oral&page=3': { data: [] },
    });
    const { user } = renderWithProviders(<MeetingsPage display="testimony" />, { route: '/app/testimony' });
    expect(screen.getByRole('heading', { level: 1, name: 'Testimony' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimony…');
    await screen.findByRole('link', { name: 'Public hearing 1' });
    expect(hearingLinks()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Public hearing 25' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more data :)')).toBeInTheDocument();
    expect(hearingLinks()).toHaveLength(25);
    expect(requestedUrls()).toEqual([
      '/api/meetings/testimony?chamber=oral&page=1',
      '/api/meetings/testimony?chamber=oral&page=2',
      '/api/meetings/testimony?chamber=oral&page=3',
    ]);
  });

  it('opens on the toggle named in the URL', async () => {
    const { requestedUrls } = mockApi({
      '/api/meetings/testimony?chamber=written&page=1': writtenTestimony,
      '/api/meetings/testimony?chamber=written&page=2': { data: [] },
    });
    renderWithProviders(<MeetingsPage display="testimony" />, { route: '/app/testimony?chamber=written' });
    expect(screen.getByRole('radio', { name: 'Written' })).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Public hearing on transit' })).toBeInTheDocument();
    expect(requestedUrls()[0]).toBe('/api/meetings/testimony?chamber=written&page=1');
  });

  it('Floor Debate toggles between House and Senate sessions', async () => {
    const { requestedUrls } = mockApi({
      '/api/meetings/formalSessions?chamber=house&page=1': houseSessions,
      '/api/meetings/formalSessions?chamber=senate&page=1': senateSessions,
    });
    const { user } = renderWithProviders(<MeetingsPage display="formalSessions" />, {
      route: '/app/floorDebate',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Floor Debate' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'House Formal Session' })).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'Senate Formal Session' })).toBeInTheDocument();
    expect(requestedUrls()).toContain('/api/meetings/formalSessions?chamber=senate&page=1');
  });

  it("says 'No results :(' for an empty first page", async () => {
    mockApi({ '/api/meetings/formalSessions?chamber=house&page=1': { data: [] } });
    renderWithProviders(<MeetingsPage display="formalSessions" />);
    expect(await screen.findByText('No results :(')).toBeInTheDocument();
  });

  it("shows 'Opps, something went wrong :(' with Retry, which loads the list", async () => {
    let calls = 0;
    mockApi({
      '/api/meetings/testimony?chamber=oral&page=1': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Try again soon.')
          : jsonResponse(meetingPage(2)),
      '/api/meetings/testimony?chamber=oral&page=2': { data: [] },
    });
    const { user } = renderWithProviders(<MeetingsPage display="testimony" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Opps, something went wrong :(');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Public hearing 2' })).toBeInTheDocument();
  });
});
