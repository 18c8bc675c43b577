/**
 * Line icons (24px grid) used only by signed-in areas: the header balance, the member centre
 * and the agent centre. They live apart from icon.tsx so the start-up bundle does not carry them.
 */
export const extraIcons = {
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  refresh: 'M20 11a8 8 0 0 0-14.8-4M4 5v4h4M4 13a8 8 0 0 0 14.8 4M20 19v-4h-4',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7V6a2 2 0 0 1 2-2h11v3M16 13.5h2',
  deposit: 'M12 3v11M7 9l5 5 5-5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  withdraw: 'M12 14V3M7 8l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  transfer: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4',
  dice: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  copy: 'M9 9h10v11H9zM5 15H4V4h11v1',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  check: 'M5 12l5 5 9-10',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  team: 'M9 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM3 20c0-3.5 2.5-6 6-6s6 2.5 6 6M16 4.5a3 3 0 0 1 0 5.5M18 14c2 .7 3 2.8 3 6',
  userPlus:
    'M10 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM3 20c0-4 3-6.5 7-6.5 1.5 0 2.8.3 4 1M18 13v7M14.5 16.5h7',
  tree: 'M10 3h4v4h-4zM12 7v4M5 11h14M5 11v3M12 11v3M19 11v3M3 14h4v4H3zM10 14h4v4h-4zM17 14h4v4h-4z',
  coins:
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6M3 21h18',
  rebate:
    'M20 12a8 8 0 1 1-2.3-5.7M20 3v4h-4M12 7.5v9M14.5 9.5c0-.9-1.1-1.5-2.5-1.5s-2.5.6-2.5 1.6c0 2.3 5 1.3 5 3.8 0 1-1.1 1.6-2.5 1.6s-2.5-.6-2.5-1.5',
  // Agent contracts: the dividend record (a share of the whole) and the daily wages (a day).
  pie: 'M11 4a8 8 0 1 0 9 9h-9zM14 3v7h7a7 7 0 0 0-7-7z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
  // The hourly salary: a clock (an hour).
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  // The real-time salary: a lightning bolt (paid as bets settle, every 5 minutes).
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  // Bonus details: a medal on its ribbon (the bonuses paid).
  medal: 'M12 3a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11zM9 13.2L7.5 21l4.5-2.5 4.5 2.5-1.5-7.8M12 6.5v4',
  // Reward centre: a wrapped gift (what the member can collect now).
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  // VIP club: a cut gem (the levels, drawn as gems in the header).
  gem: 'M6 3h12l4 6-10 12L2 9zM2 9h20M9 3l3 6 3-6M12 9v12M8.5 9L12 21l3.5-12',
  // Mission activity: a trophy (missions and their weekly leaderboard).
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3M12 13v4M8 20h8M10 17h4l1 3H9z',
  // Responsible gaming: a heart held in an open hand.
  care: 'M12 12.5s-4-2.4-4-5.2A2.2 2.2 0 0 1 12 6a2.2 2.2 0 0 1 4 1.3c0 2.8-4 5.2-4 5.2zM3 14h3l3.5 2H14a1.5 1.5 0 0 1 0 3H9M6 14v6H3M14 17.5l4.6-2.2a1.6 1.6 0 0 1 1.9 2.4L16 21H9',
} as const;
