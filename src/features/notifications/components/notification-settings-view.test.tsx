import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import {
  followFixture,
  notificationSettingsFixture,
  pushDeviceFixture,
} from '../../../testing/fixtures/notifications';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PUSH_BLOCKED, PUSH_UNSUPPORTED } from './device-push-setting';
import { NO_FOLLOWS } from './follows-settings';
import { NotificationSettingsView } from './notification-settings-view';
import { NO_PUSH_DEVICES } from './push-devices-list';

const follows = [
  followFixture({ id: 1, from_tracking: true }),
  followFixture({
    id: 2,
    kind: 'search',
    target: 'search:solar',
    label: 'Search: solar',
    url: '/app/bills/search?q=solar',
    search: { query: 'solar', filters: [] },
    channels: { inbox: true, push: true, email: 'immediate' },
  }),
];

function mockSettingsApi(overrides: Record<string, unknown> = {}) {
  return mockAgendaApi({
    'GET /api/follows': { items: follows },
    'GET /api/notifications/settings': notificationSettingsFixture,
    'GET /api/push/subscriptions': { items: [pushDeviceFixture()] },
    ...overrides,
  });
}

/** A browser with push: a registration whose PushManager hands out one subscription. */
function stubPushBrowser(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example.org/send/abc',
    toJSON: () => ({
      endpoint: 'https://push.example.org/send/abc',
      keys: { p256dh: 'BPublicKeyOfThisBrowser0123456789', auth: 'authSecret01' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed = false;
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
    subscribe: vi.fn(async () => {
      subscribed = true;
      return subscription;
    }),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager }),
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  return { pushManager, subscription };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('NotificationSettingsView', () => {
  it('lists every follow with its page, where its news goes, and which come from tracking', async () => {
    mockSettingsApi();
    renderWithProviders(<NotificationSettingsView />);
    const list = await screen.findByRole('list', { name: 'What you follow' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'H 100' })).toHaveAttribute('href', '/app/bill/100');
    expect(within(rows[0]!).getByText('On your tracking lists')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Search: solar' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('switch', { name: /Push/ })).toBeChecked();
    expect(within(rows[1]!).getByRole('radio', { name: 'At once' })).toBeChecked();
  });

  it('says how to follow something when nothing is followed', async () => {
    mockSettingsApi({ 'GET /api/follows': { items: [] } });
    renderWithProviders(<NotificationSettingsView />);
    expect(await screen.findByText(NO_FOLLOWS)).toBeInTheDocument();
  });

  it('shows the follows’ error with Retry', async () => {
    mockSettingsApi({
      'GET /api/follows': () => errorResponse(503, 'Service Unavailable', 'Try again in a minute.'),
    });
    renderWithProviders(<NotificationSettingsView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try again in a minute.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('unfollows at once, and brings the follow back when the server refuses', async () => {
    const { requests } = mockSettingsApi({
      'DELETE /api/follows/2': () => errorResponse(404, 'Not Found', 'No follow 2.'),
    });
    const { user } = renderWithProviders(<NotificationSettingsView />);
    await user.click(await screen.findByRole('button', { name: 'Unfollow Search: solar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No follow 2. Try again.');
    expect(screen.getByRole('link', { name: 'Search: solar' })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/api/follows/2')).toBe(
      true,
    );
  });

  it('saves the digest hour and quiet hours, naming the state’s time zone', async () => {
    const { requests } = mockSettingsApi({
      'PUT /api/notifications/settings': (request: { body: object }) => ({
        ...notificationSettingsFixture,
        ...request.body,
      }),
    });
    const { user } = renderWithProviders(<NotificationSettingsView />);
    expect(await screen.findByText(/Eastern Time \(America\/New_York\)/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Daily digest at/ }), '18');
    await user.click(screen.getByRole('switch', { name: /Quiet hours/ }));
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      digest_hour: 18,
      quiet_hours: { start: '22:00', end: '07:00' },
    });
  });

  it('explains a browser without push', async () => {
    mockSettingsApi();
    renderWithProviders(<NotificationSettingsView />);
    expect(await screen.findByText(PUSH_UNSUPPORTED)).toBeInTheDocument();
  });

  it('explains notifications blocked for the site', async () => {
    stubPushBrowser('denied');
    mockSettingsApi();
    renderWithProviders(<NotificationSettingsView />);
    expect(await screen.findByText(PUSH_BLOCKED)).toBeInTheDocument();
  });

  it('turns push on: permission, the server’s key, the subscription sent to the server', async () => {
    const { pushManager } = stubPushBrowser('default');
    const { requests } = mockSettingsApi({
      'GET /api/push/key': { public_key: 'AQID' },
      'POST /api/push/subscriptions': pushDeviceFixture({ id: 2 }),
    });
    const { user } = renderWithProviders(<NotificationSettingsView />);
    const toggle = await screen.findByRole('switch', { name: /Push notifications on this device/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: {
        endpoint: 'https://push.example.org/send/abc',
        keys: { p256dh: 'BPublicKeyOfThisBrowser0123456789', auth: 'authSecret01' },
      },
    });
  });

  it('lists push devices and removes one', async () => {
    let devices = [pushDeviceFixture()];
    const { requests } = mockSettingsApi({
      'GET /api/push/subscriptions': () => ({ items: devices }),
      'DELETE /api/push/subscriptions/1': () => {
        devices = [];
        return {};
      },
    });
    const { user } = renderWithProviders(<NotificationSettingsView />);
    const list = await screen.findByRole('list', { name: 'Devices that get push notifications' });
    expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Remove Chrome on Android/ }));
    expect(await screen.findByText(NO_PUSH_DEVICES)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
