import type {
  Contract,
  ContractKind,
  ContractsValue,
  DownlineContracts,
} from '@portal/contracts/agent-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  contract,
  contractSettingsValue,
  contractsValue,
  downlineContracts,
  fakeIncome,
  income,
} from '../../../test/agent-fixtures.ts';
import { renderAgentPage, setUpAgentPageTests } from '../../../test/agent-pages.tsx';
import { failure, type MockCall, type MockRoute } from '../../../test/api-mock.ts';
import { ContractPage } from './contract-page.tsx';

setUpAgentPageTests();

/** What the fake server holds: the agent's own pair and its downline agents. */
type State = { mine: ContractsValue['mine']; downlines: DownlineContracts[] };

/** My daily salary: 1% from nothing, 1.5% from ₫10,000 with 5 active members, from master01. */
const mineActive = () =>
  contract('1', {
    offeredBy: 'master01',
    offeredAt: '2026-11-01T10:00:00Z',
    acceptedAt: '2026-11-02T10:00:00Z',
  });

/** An offer from master01 waiting for my answer: 2% from nothing. */
const offerToMe = () =>
  contract('7', {
    status: 'offered',
    offeredBy: 'master01',
    offeredAt: '2026-11-20T10:00:00Z',
    acceptedAt: null,
    tiers: [{ minValidBet: 0, minActiveMembers: 0, rateBp: 200 }],
  });

const downlineContract = (id: string, rateBp: number, overrides: Partial<Contract> = {}) =>
  contract(id, {
    offeredBy: 'me01',
    tiers: [{ minValidBet: 0, minActiveMembers: 0, rateBp }],
    ...overrides,
  });

const threeDownlines = (): DownlineContracts[] => [
  downlineContracts('sub01', { active: downlineContract('11', 120) }),
  downlineContracts('sub02', {
    offered: downlineContract('12', 80, { status: 'offered', acceptedAt: null }),
  }),
  downlineContracts('sub03'),
];

const bodyOf = (call: MockCall | undefined) => JSON.parse(String(call?.init?.body));

function show(state: State, routes: Record<string, MockRoute> = {}, kind: ContractKind = 'dailySalary') {
  return renderAgentPage(<ContractPage kind={kind} />, {
    'GET /wps/agent/contracts/settings': contractSettingsValue(),
    'GET /wps/agent/contracts': ({ url }: MockCall) =>
      contractsValue(kind, state.mine, state.downlines, {
        page: Number(url.searchParams.get('page') ?? 1),
      }),
    ...fakeIncome([
      income('1'),
      income('2', { kind: 'dividend' }),
      income('3', { kind: 'hourSalary' }),
      income('4', { kind: 'realtimeSalary' }),
    ]),
    ...routes,
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const cellsOf = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (cell) => cell.textContent,
  );

describe('contract page (agentDailyWages, agentDividendRecord)', () => {
  it('shows my contract, who offered it and since when, and my downline agents’ contracts', async () => {
    const api = await show({ mine: { active: mineActive(), offered: null }, downlines: threeDownlines() });
    const tiers = await screen.findByRole('table', { name: 'Tiers of my contract' });
    const mine = region('My contract');
    expect(
      within(mine).getByText(/A daily salary pays a rate on your team’s valid bets/).textContent,
    ).toMatch(/Settled daily\.$/);
    expect(within(mine).getByText(/^Offered by master01, in force since Nov 2, 2026/)).toBeTruthy();
    const [, first, second] = within(tiers).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual(['Tier 1', '₫0.00', '0', '1%']);
    expect(cellsOf(second as HTMLElement)).toEqual(['Tier 2', '₫10,000.00', '5', '1.5%']);
    expect(within(mine).queryByRole('button', { name: 'Accept' })).toBeNull();

    const downlines = screen.getByRole('table', { name: 'Downline contracts' });
    expect(
      within(downlines)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Account', 'Type', 'Contract', 'Actions']);
    const rows = within(downlines).getAllByRole('row').slice(1) as HTMLElement[];
    expect(rows.map((row) => cellsOf(row).slice(0, 3))).toEqual([
      ['sub01', 'Sub-agent', 'Active, up to 1.2%'],
      ['sub02', 'Sub-agent', 'Offer waiting, up to 0.8%'],
      ['sub03', 'Sub-agent', 'No contract'],
    ]);
    // Each action names the account it acts on.
    for (const name of [
      'Offer sub01 a new contract',
      'End the contract of sub01',
      'Change the offer to sub02',
      'Withdraw the offer to sub02',
      'Offer a contract to sub03',
    ])
      expect(within(downlines).getByRole('button', { name })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getAllByRole('button')).toHaveLength(1);

    expect(api.callsTo('GET /wps/agent/contracts')[0]?.url.searchParams.toString()).toBe(
      'kind=dailySalary&page=1&pageSize=10',
    );
    // Below, the records of this kind only.
    expect(await screen.findByRole('table', { name: 'Daily wage records' })).toBeTruthy();
    expect(api.callsTo('GET /wps/agent/income')[0]?.url.searchParams.get('kind')).toBe('dailySalary');
  });

  it('says when I have no contract, and that offering one needs a contract of my own', async () => {
    await show({ mine: { active: null, offered: null }, downlines: [downlineContracts('sub03')] });
    expect(await screen.findByText('You have no daily salary contract.')).toBeTruthy();
    expect(within(region('My contract')).queryByRole('button', { name: 'End my contract' })).toBeNull();
    const offer = screen.getByRole('button', { name: 'Offer a contract to sub03' }) as HTMLButtonElement;
    expect(offer.disabled).toBe(true);
    const note = document.getElementById(offer.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'You need an active contract of your own of this kind before you can offer one.',
    );
  });

  it('says when there are no downline agents to offer a contract to', async () => {
    await show({ mine: { active: mineActive(), offered: null }, downlines: [] });
    expect(
      await screen.findByText(
        'You have no direct downline agents. Contracts are offered to direct downlines with an agent account.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Downline contracts' })).toBeNull();
  });

  it('accepts an offer waiting for my answer', async () => {
    const state: State = { mine: { active: null, offered: offerToMe() }, downlines: [] };
    const api = await show(state, {
      'POST /wps/agent/contracts/respond': () => {
        const accepted = { ...offerToMe(), status: 'active' as const, acceptedAt: '2026-11-21T10:00:00Z' };
        state.mine = { active: accepted, offered: null };
        return { contract: accepted, endedDownlines: [] };
      },
    });
    const offer = await screen.findByRole('region', { name: 'Offer waiting for your answer' });
    expect(within(offer).getByText(/^Offered by master01 on Nov 20, 2026/)).toBeTruthy();
    const tiers = within(offer).getByRole('table', { name: 'Tiers of the offer' });
    expect(cellsOf(within(tiers).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'Tier 1',
      '₫0.00',
      '0',
      '2%',
    ]);
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(within(region('My contract')).getByRole('status').textContent).toBe(
        'You accepted the contract. It is in force now.',
      ),
    );
    expect(bodyOf(api.callsTo('POST /wps/agent/contracts/respond')[0])).toEqual({
      contractId: '7',
      decision: 'accept',
    });
    // The list is read again: the offer is now the contract in force.
    expect(await screen.findByRole('table', { name: 'Tiers of my contract' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offer waiting for your answer' })).toBeNull();
  });

  it('rejects an offer', async () => {
    const state: State = { mine: { active: mineActive(), offered: offerToMe() }, downlines: [] };
    const api = await show(state, {
      'POST /wps/agent/contracts/respond': () => {
        state.mine = { active: mineActive(), offered: null };
        return { contract: { ...offerToMe(), status: 'rejected' }, endedDownlines: [] };
      },
    });
    const offer = await screen.findByRole('region', { name: 'Offer waiting for your answer' });
    expect(within(offer).getByText(/Accepting it replaces your current contract\./)).toBeTruthy();
    await userEvent.click(within(offer).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(region('My contract')).getByRole('status').textContent).toBe('You rejected the offer.'),
    );
    expect(bodyOf(api.callsTo('POST /wps/agent/contracts/respond')[0])).toEqual({
      contractId: '7',
      decision: 'reject',
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Offer waiting for your answer' })).toBeNull(),
    );
  });

  it('warns before an acceptance that ends downline contracts, and ends them only when confirmed', async () => {
    const state: State = {
      mine: { active: mineActive(), offered: offerToMe() },
      downlines: threeDownlines(),
    };
    const api = await show(state, {
      'POST /wps/agent/contracts/respond': ({ init }: MockCall) => {
        if (!JSON.parse(String(init?.body)).endDownlineContracts)
          return failure('CONTRACT_ENDS_DOWNLINES', 'Accepting ends downline contracts', 409, {
            accounts: ['sub01', 'player9'],
          });
        state.mine = { active: { ...offerToMe(), status: 'active' }, offered: null };
        return { contract: state.mine.active, endedDownlines: ['sub01', 'player9'] };
      },
    });
    const offer = await screen.findByRole('region', { name: 'Offer waiting for your answer' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    let warning = await screen.findByRole('alertdialog', { name: 'Accepting ends downline contracts' });
    expect(warning.textContent).toMatch('Accepting it ends the contracts of: sub01, player9.');
    // Cancelled: nothing more is sent, the offer still waits.
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST /wps/agent/contracts/respond')).toHaveLength(1);

    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    warning = await screen.findByRole('alertdialog', { name: 'Accepting ends downline contracts' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Accept and end them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST /wps/agent/contracts/respond').map(bodyOf)).toEqual([
      { contractId: '7', decision: 'accept' },
      { contractId: '7', decision: 'accept' },
      { contractId: '7', decision: 'accept', endDownlineContracts: true },
    ]);
    await waitFor(() =>
      expect(within(region('My contract')).getByRole('status').textContent).toBe(
        'You accepted the contract. These contracts ended with it: sub01, player9.',
      ),
    );
  });

  it('ends my own contract once I confirm', async () => {
    const state: State = { mine: { active: mineActive(), offered: null }, downlines: [] };
    const api = await show(state, {
      'POST /wps/agent/contracts/end': () => {
        state.mine = { active: null, offered: null };
        return { ended: ['me01', 'sub01'] };
      },
    });
    await screen.findByRole('table', { name: 'Tiers of my contract' });
    await userEvent.click(within(region('My contract')).getByRole('button', { name: 'End my contract' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End your daily salary contract?' });
    expect(api.callsTo('POST /wps/agent/contracts/end')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End my contract' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodyOf(api.callsTo('POST /wps/agent/contracts/end')[0])).toEqual({ kind: 'dailySalary' });
    expect(await screen.findByText('You have no daily salary contract.')).toBeTruthy();
    expect(within(region('My contract')).getByRole('status').textContent).toBe(
      'Your contract has ended. Contracts ended: me01, sub01.',
    );
  });

  it('ends a downline’s contract or withdraws an offer once confirmed', async () => {
    const state: State = { mine: { active: mineActive(), offered: null }, downlines: threeDownlines() };
    const api = await show(state, {
      'POST /wps/agent/contracts/end': ({ init }: MockCall) => {
        const { account } = JSON.parse(String(init?.body));
        state.downlines = state.downlines.map((row) =>
          row.account === account ? { ...row, active: null, offered: null } : row,
        );
        return { ended: account === 'sub01' ? ['sub01', 'player9'] : [] };
      },
    });
    await screen.findByRole('table', { name: 'Downline contracts' });
    await userEvent.click(screen.getByRole('button', { name: 'End the contract of sub01' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'End the contract of sub01?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End contract' }));
    await waitFor(() =>
      expect(within(region('Downline contracts')).getByRole('status').textContent).toBe(
        'The contract of sub01 has ended, and with it: player9.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the offer to sub02' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the offer to sub02?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() =>
      expect(within(region('Downline contracts')).getByRole('status').textContent).toBe(
        'The offer to sub02 was withdrawn.',
      ),
    );
    expect(api.callsTo('POST /wps/agent/contracts/end').map(bodyOf)).toEqual([
      { kind: 'dailySalary', account: 'sub01' },
      { kind: 'dailySalary', account: 'sub02' },
    ]);
    await waitFor(() => expect(screen.getAllByText('No contract')).toHaveLength(3));
  });

  describe('offer form', () => {
    const tier = (form: HTMLElement, number: number) =>
      within(form).getByRole('group', { name: `Tier ${number}` });
    const fill = async (group: HTMLElement, minValidBet: string, members: string, rate: string) => {
      await userEvent.type(within(group).getByLabelText('Valid bets from'), minValidBet);
      await userEvent.type(within(group).getByLabelText('Active members from'), members);
      await userEvent.type(within(group).getByLabelText('Rate (%)'), rate);
    };

    async function openOffer(routes: Record<string, MockRoute> = {}) {
      const state: State = { mine: { active: mineActive(), offered: null }, downlines: threeDownlines() };
      const api = await show(state, routes);
      await screen.findByRole('table', { name: 'Downline contracts' });
      await userEvent.click(screen.getByRole('button', { name: 'Offer a contract to sub03' }));
      const form = await screen.findByRole('form', { name: 'Contract offer to sub03' });
      return { api, form, state };
    }

    it('refuses a tier whose rate does not climb, with the contract’s rule under the field', async () => {
      const { api, form } = await openOffer();
      // The form opens on its first field.
      expect(document.activeElement).toBe(within(tier(form, 1)).getByLabelText('Valid bets from'));
      // The form is described by the rules of tiers and my own contract's best rate.
      expect(document.getElementById(form.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
        'Your own contract pays up to 1.5%',
      );
      await fill(tier(form, 1), '0', '0', '1');
      await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
      await fill(tier(form, 2), '10,000', '5', '1');
      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
      const rate = within(tier(form, 2)).getByLabelText('Rate (%)');
      expect(rate.getAttribute('aria-invalid')).toBe('true');
      expect(within(tier(form, 2)).getByRole('alert').textContent).toBe(
        'Each tier must pay more than the one before',
      );
      expect(within(tier(form, 1)).queryByRole('alert')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(rate));

      // A tier asking less than the one before marks both thresholds.
      await userEvent.clear(within(tier(form, 2)).getByLabelText('Active members from'));
      await userEvent.type(within(tier(form, 2)).getByLabelText('Active members from'), '0');
      await userEvent.clear(within(tier(form, 1)).getByLabelText('Active members from'));
      await userEvent.type(within(tier(form, 1)).getByLabelText('Active members from'), '3');
      await userEvent.clear(rate);
      await userEvent.type(rate, '1.2');
      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
      expect(within(tier(form, 2)).getByRole('alert').textContent).toBe(
        'Each tier must ask at least as much as the one before, in valid bets and in active members',
      );
      expect(within(tier(form, 2)).getByLabelText('Active members from').getAttribute('aria-invalid')).toBe(
        'true',
      );

      // Unreadable text is named field by field; above my own contract is refused too.
      await userEvent.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
      expect(within(form).queryByRole('group', { name: 'Tier 2' })).toBeNull();
      await userEvent.clear(within(tier(form, 1)).getByLabelText('Active members from'));
      await userEvent.type(within(tier(form, 1)).getByLabelText('Active members from'), 'many');
      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
      expect(within(tier(form, 1)).getByRole('alert').textContent).toBe('Enter a whole number, 0 or more');
      await userEvent.clear(within(tier(form, 1)).getByLabelText('Active members from'));
      await userEvent.type(within(tier(form, 1)).getByLabelText('Active members from'), '0');
      await userEvent.clear(within(tier(form, 1)).getByLabelText('Rate (%)'));
      await userEvent.type(within(tier(form, 1)).getByLabelText('Rate (%)'), '1.1');
      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
      expect(within(tier(form, 1)).getByRole('alert').textContent).toBe(
        'Your own contract pays 1% at these thresholds: this tier cannot pay more',
      );
      expect(api.callsTo('PUT /wps/agent/contracts/offer')).toHaveLength(0);
    });

    it('sends the thresholds in minor units and the rates in basis points', async () => {
      let state: State | undefined;
      const opened = await openOffer({
        'PUT /wps/agent/contracts/offer': ({ init }: MockCall) => {
          const body = JSON.parse(String(init?.body));
          const offered = contract('20', {
            status: 'offered',
            offeredBy: 'me01',
            acceptedAt: null,
            tiers: body.tiers,
          });
          if (state)
            state.downlines = state.downlines.map((row) =>
              row.account === body.account ? { ...row, offered } : row,
            );
          return { contract: offered };
        },
      });
      state = opened.state;
      const { api, form } = opened;
      await fill(tier(form, 1), '0', '0', '0.5');
      await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
      await fill(tier(form, 2), '10,000.50', '5', '1,25');
      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
      await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
      expect(bodyOf(api.callsTo('PUT /wps/agent/contracts/offer')[0])).toEqual({
        kind: 'dailySalary',
        account: 'sub03',
        tiers: [
          { minValidBet: 0, minActiveMembers: 0, rateBp: 50 },
          { minValidBet: 1_000_050, minActiveMembers: 5, rateBp: 125 },
        ],
      });
      const news = within(region('Downline contracts')).getByRole('status');
      expect(news.textContent).toBe('Offer sent to sub03. It applies once they accept it.');
      await waitFor(() => expect(document.activeElement).toBe(news));
      expect(await screen.findByText('Offer waiting, up to 1.25%')).toBeTruthy();
    });

    it('shows the server’s refusal with the form', async () => {
      const { form } = await openOffer({
        'PUT /wps/agent/contracts/offer': failure('CONTRACT_RATE_TOO_HIGH', 'Rate above the upline', 422),
      });
      await fill(tier(form, 1), '0', '0', '1');
      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
      expect((await within(form).findByRole('alert')).textContent).toBe(
        'A tier pays more than your own contract does at its thresholds. Lower its rate or raise its thresholds.',
      );
      expect(screen.getByRole('form', { name: 'Contract offer to sub03' })).toBeTruthy();
    });

    it('starts a change from the offer waiting, up to five tiers, and can be cancelled', async () => {
      const state: State = { mine: { active: mineActive(), offered: null }, downlines: threeDownlines() };
      await show(state);
      await screen.findByRole('table', { name: 'Downline contracts' });
      const change = screen.getByRole('button', { name: 'Change the offer to sub02' });
      await userEvent.click(change);
      const form = await screen.findByRole('form', { name: 'Contract offer to sub02' });
      expect((within(tier(form, 1)).getByLabelText('Rate (%)') as HTMLInputElement).value).toBe('0.8');
      expect((within(tier(form, 1)).getByLabelText('Valid bets from') as HTMLInputElement).value).toBe('0');
      for (let i = 0; i < 4; i++)
        await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
      expect(within(form).getAllByRole('group')).toHaveLength(5);
      expect(within(form).queryByRole('button', { name: 'Add a tier' })).toBeNull();
      expect(within(form).getByText('A contract has at most 5 tiers.')).toBeTruthy();
      await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form')).toBeNull();
      expect(document.activeElement).toBe(change);
    });
  });

  it('on the hourly salary page, shows my hourly contract and offers an hourly salary to a downline', async () => {
    const state: State = {
      mine: { active: mineActive(), offered: null },
      downlines: [downlineContracts('sub03')],
    };
    const api = await show(
      state,
      {
        'PUT /wps/agent/contracts/offer': ({ init }: MockCall) => {
          const body = JSON.parse(String(init?.body));
          const offered = contract('30', {
            kind: 'hourSalary',
            status: 'offered',
            offeredBy: 'me01',
            acceptedAt: null,
            tiers: body.tiers,
          });
          state.downlines = [downlineContracts('sub03', { offered })];
          return { contract: offered };
        },
      },
      'hourSalary',
    );
    const mine = await screen.findByRole('region', { name: 'My contract' });
    expect(
      within(mine).getByText(/^An hourly salary pays a rate on your team’s valid bets of each hour\./)
        .textContent,
    ).toMatch(/Settled every hour, a quarter of an hour after it ends\.$/);
    expect(api.callsTo('GET /wps/agent/contracts')[0]?.url.searchParams.get('kind')).toBe('hourSalary');
    expect(await screen.findByRole('table', { name: 'Hourly salary records' })).toBeTruthy();
    expect(api.callsTo('GET /wps/agent/income')[0]?.url.searchParams.get('kind')).toBe('hourSalary');

    await userEvent.click(await screen.findByRole('button', { name: 'Offer a contract to sub03' }));
    const form = await screen.findByRole('form', { name: 'Contract offer to sub03' });
    const group = within(form).getByRole('group', { name: 'Tier 1' });
    await userEvent.type(within(group).getByLabelText('Valid bets from'), '0');
    await userEvent.type(within(group).getByLabelText('Active members from'), '0');
    await userEvent.type(within(group).getByLabelText('Rate (%)'), '0.4');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(bodyOf(api.callsTo('PUT /wps/agent/contracts/offer')[0])).toEqual({
      kind: 'hourSalary',
      account: 'sub03',
      tiers: [{ minValidBet: 0, minActiveMembers: 0, rateBp: 40 }],
    });
    expect(await screen.findByText('Offer waiting, up to 0.4%')).toBeTruthy();

    // Ending my own asks in the hourly salary's words.
    await userEvent.click(within(mine).getByRole('button', { name: 'End my contract' }));
    expect(await screen.findByRole('alertdialog', { name: 'End your hourly salary contract?' })).toBeTruthy();
  });

  it('says when I have no hourly salary contract', async () => {
    await show({ mine: { active: null, offered: null }, downlines: [] }, {}, 'hourSalary');
    expect(await screen.findByText('You have no hourly salary contract.')).toBeTruthy();
  });

  it('on the real-time salary page, shows my tiers by single bet and offers profit and loss rates', async () => {
    const state: State = {
      mine: { active: contract('9', { kind: 'realtimeSalary' }), offered: null },
      downlines: [downlineContracts('sub03')],
    };
    const api = await show(
      state,
      {
        'PUT /wps/agent/contracts/offer': ({ init }: MockCall) => {
          const body = JSON.parse(String(init?.body));
          const offered = contract('31', {
            kind: 'realtimeSalary',
            status: 'offered',
            offeredBy: 'me01',
            acceptedAt: null,
            tiers: body.tiers,
          });
          state.downlines = [downlineContracts('sub03', { offered })];
          return { contract: offered };
        },
      },
      'realtimeSalary',
    );
    const mine = await screen.findByRole('region', { name: 'My contract' });
    expect(within(mine).getByText(/^A real-time salary pays on each settled bet/).textContent).toMatch(
      /Settled every 5 minutes, a minute after each window ends\.$/,
    );
    const tiers = within(mine).getByRole('table', { name: 'Tiers of my contract' });
    expect(within(tiers).getByRole('columnheader', { name: 'Single bet from' })).toBeTruthy();
    expect(within(tiers).queryByRole('columnheader', { name: 'Active members from' })).toBeNull();
    expect(api.callsTo('GET /wps/agent/contracts')[0]?.url.searchParams.get('kind')).toBe('realtimeSalary');
    expect(await screen.findByRole('table', { name: 'Real-time salary records' })).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: 'Offer a contract to sub03' }));
    const form = await screen.findByRole('form', { name: 'Contract offer to sub03' });
    const group = within(form).getByRole('group', { name: 'Tier 1' });
    expect(within(group).queryByLabelText('Active members from')).toBeNull();
    await userEvent.type(within(group).getByLabelText('Single bet from'), '100');
    await userEvent.type(within(group).getByLabelText('Profit rate (%)'), '0.2');
    // More than my own loss rate at a ₫100 bet (0.4%): refused here, with my rate named.
    await userEvent.type(within(group).getByLabelText('Loss rate (%)'), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    const loss = within(group).getByLabelText('Loss rate (%)');
    await waitFor(() => expect(loss.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(group).getByText(
        'Your own contract pays 0.4% at this single bet amount: this tier cannot pay more',
      ),
    ).toBeTruthy();
    expect(api.callsTo('PUT /wps/agent/contracts/offer')).toHaveLength(0);
    await userEvent.clear(loss);
    await userEvent.type(loss, '0.35');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(bodyOf(api.callsTo('PUT /wps/agent/contracts/offer')[0])).toEqual({
      kind: 'realtimeSalary',
      account: 'sub03',
      tiers: [{ minValidBet: 10_000, minActiveMembers: 0, rateBp: 20, lossRateBp: 35 }],
    });
    expect(await screen.findByText('Offer waiting, up to 0.35%')).toBeTruthy();

    await userEvent.click(within(mine).getByRole('button', { name: 'End my contract' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'End your real-time salary contract?' }),
    ).toBeTruthy();
  });

  it('says when I have no real-time salary contract', async () => {
    await show({ mine: { active: null, offered: null }, downlines: [] }, {}, 'realtimeSalary');
    expect(await screen.findByText('You have no real-time salary contract.')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    const state: State = { mine: { active: mineActive(), offered: null }, downlines: [] };
    await show(state, {
      'GET /wps/agent/contracts': () =>
        fail
          ? failure('FEATURE_DISABLED', 'Not enabled', 403)
          : contractsValue('dailySalary', state.mine, state.downlines),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch('This kind of contract is not available.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Tiers of my contract' })).toBeTruthy();
  });
});
