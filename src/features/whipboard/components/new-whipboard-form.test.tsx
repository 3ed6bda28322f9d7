import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billChoicesFixture, sentRequests, whipboardFixture } from '../../../testing/fixtures/whipboard';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NewWhipboardForm } from './new-whipboard-form';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const created = () => Response.json(whipboardFixture({ id: 12 }), { status: 201 });
const postedBody = (api: ReturnType<typeof mockApi>) =>
  sentRequests(api.fetchMock).find((request) => request.method === 'POST')!.body;
const render = (initialBillId?: number) => {
  const onCreated = vi.fn();
  const result = renderWithProviders(
    <NewWhipboardForm initialBillId={initialBillId} onCreated={onCreated} />,
  );
  return { ...result, onCreated };
};

afterEach(() => act(() => setBrowserOnline(true)));
describe('NewWhipboardForm', () => {
  it('creates a board for a question in the chosen chamber', async () => {
    const api = mockApi({ '/api/whipboards': created });
    const { user, onCreated } = render();
    const submit = screen.getByRole('button', { name: 'Create whipboard' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Ferry tax amendment');
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    await user.click(submit);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(12));
    expect(postedBody(api)).toEqual({ chamber: 'senate', question: 'Ferry tax amendment' });
  });

  it('finds the bill by number and starts from a roll call of the chosen chamber', async () => {
    const api = mockApi({
      '/api/whipboards/bills?number=H+100': billChoicesFixture,
      '/api/whipboards': created,
    });
    const { user, onCreated } = render();
    await user.type(screen.getByRole('textbox', { name: /Bill number/ }), 'H 100');
    const which = await screen.findByRole('combobox', { name: 'Which bill' });
    expect(which).toHaveDisplayValue('H 100 (2025-2026): School libraries');
    const startFrom = screen.getByRole('combobox', { name: 'Start from' });
    expect([...(startFrom as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Everyone in Toss-Up',
      'Roll call 45 of Mar 2, 2026: Engrossment (120–35)',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start from' }), '31');
    await user.click(screen.getByRole('button', { name: 'Create whipboard' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(12));
    expect(postedBody(api)).toEqual({ chamber: 'senate', billId: 100, rollCallId: 31 });
  });

  it('says which roll calls have no tallies in the source instead of 0–0', async () => {
    const [bill] = billChoicesFixture;
    mockApi({
      '/api/whipboards/bills?number=H+100': [
        {
          ...bill!,
          roll_calls: bill!.roll_calls.map((rollCall) =>
            rollCall.chamber === 'house' ? { ...rollCall, yes_count: null, no_count: null } : rollCall,
          ),
        },
      ],
    });
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: /Bill number/ }), 'H 100');
    const startFrom = await screen.findByRole('combobox', { name: 'Start from' });
    expect([...(startFrom as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Everyone in Toss-Up',
      'Roll call 45 of Mar 2, 2026: Engrossment (Tallies not published in the source)',
    ]);
  });

  it('picks an older session’s bill and hides roll calls it does not have', async () => {
    const api = mockApi({
      '/api/whipboards/bills?number=H100': billChoicesFixture,
      '/api/whipboards': created,
    });
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: /Bill number/ }), 'H100');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Which bill' }), '90');
    expect(screen.queryByRole('combobox', { name: 'Start from' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create whipboard' }));
    await waitFor(() => expect(postedBody(api)).toEqual({ chamber: 'house', billId: 90 }));
  });

  it('says when no bill has the number, or the number is not one', async () => {
    mockApi({
      '/api/whipboards/bills?number=H9999': [],
      '/api/whipboards/bills?number=100': () =>
        errorResponse(400, 'Bad Request', "querystring.number must be a bill number such as 'H 100'"),
    });
    const { user } = render();
    const field = screen.getByRole('textbox', { name: /Bill number/ });
    await user.type(field, 'H9999');
    expect(await screen.findByText('No bill has that number.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '100');
    expect(await screen.findByText(/must be a bill number such as 'H 100'/)).toBeInTheDocument();
  });

  it('starts from a bill given by id (a link from the bill page)', async () => {
    const api = mockApi({ '/api/whipboards/bills?id=100': [billChoicesFixture[0]] });
    render(100);
    expect(await screen.findByText('H 100 (2025-2026): School libraries')).toBeInTheDocument();
    expect(api.requestedUrls()).toEqual(['/api/whipboards/bills?id=100']);
  });

  it('shows why the board was not created', async () => {
    mockApi({
      '/api/whipboards': () =>
        errorResponse(
          409,
          'Conflict',
          'You already have 50 whipboards, the most there can be: delete one first.',
        ),
    });
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create whipboard' }));
    expect(await screen.findByText(/You already have 50 whipboards/)).toBeInTheDocument();
  });
});

describe('NewWhipboardForm offline (issue 8)', () => {
  it('keeps Create whipboard disabled with the reason, even with a question, and Enter creates nothing', async () => {
    mockApi({});
    const { user, queryClient } = render();
    act(() => setBrowserOnline(false));
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Ferry tax amendment{Enter}');
    const submit = screen.getByRole('button', { name: 'Create whipboard' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    act(() => setBrowserOnline(true));
    expect(screen.getByRole('button', { name: 'Create whipboard' })).toBeEnabled();
  });
});
