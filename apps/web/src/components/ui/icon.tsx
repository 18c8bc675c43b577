/** Decorative line icons (24px grid); the control around them carries the accessible name. */
const paths = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1zM20 13h-3v5h2a1 1 0 0 0 1-1zM17 18c0 2-2 3-5 3',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  arrowUp: 'M12 20V5M5 12l7-7 7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  chat: 'M4 5h16v11H9l-5 4z',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  // Announcements: the side-menu entry and the home notice line.
  megaphone: 'M3 10v4h4l9 5V5l-9 5zM7 14l1.5 6h2.5L9.5 14.6M19 9.5a3.5 3.5 0 0 1 0 5',
  // Feedback: a speech bubble with lines of text (side menu, customer service).
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  // Network speed test: a gauge with its needle (side menu, customer service).
  gauge: 'M3 17a9 9 0 1 1 18 0M12 17l3-5M12 8v1.5M5.6 11.6l1.1.7M18.4 11.6l-1.1.7M10.5 17h3',
  // Game categories (side menu, home) and the favourite star of game cards.
  reels: 'M3 5h18v14H3zM9 5v14M15 5v14',
  dealer: 'M12 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM5 20c0-4 3-6 7-6s7 2 7 6',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l4 3-1.5 4.5h-5L8 11z',
  fish: 'M3 12c3-5 9-6 14-2l4-3v10l-4-3c-5 4-11 3-14-2zM15 11h.01',
  cards: 'M4 7l8-2 3 12-8 2zM14 5l6 2-3 12',
  gamepad:
    'M7 8h10a4 4 0 0 1 3.9 4.9l-.9 3.8a2 2 0 0 1-3.4.9L15 16H9l-1.6 1.6a2 2 0 0 1-3.4-.9l-.9-3.8A4 4 0 0 1 7 8zM8 11v3M6.5 12.5h3M15 12h.01M17 13.5h.01',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM10 7v10',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  // The e-lottery's side-menu entry (fast draws: dice and balls).
  lotto:
    'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01',
} as const;

export type IconName = keyof typeof paths;

/** The path data of an icon, for drawing it elsewhere (e.g. inside a generated picture). */
export const iconPath = (name: IconName): string => paths[name];

type IconProps = { size?: number } & (
  | { name: IconName; path?: never }
  /** A path of another set (extra-icons.ts), kept out of the start-up bundle. */
  | { path: string; name?: never }
);

export function Icon({ name, path, size = 20 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={name ? paths[name] : path} />
    </svg>
  );
}
