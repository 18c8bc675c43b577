/**
 * A clock for the missions' tests, starting on a Wednesday at noon in Ho Chi Minh City (05:00 UTC),
 * the demo merchant's zone, after now: a day either way stays in the same week, and nothing lands
 * near midnight. `move` shifts it by milliseconds.
 */
export function midWeekClock() {
  const start = new Date(Date.now() + 60_000);
  start.setUTCHours(5, 0, 0, 0);
  while (start.getUTCDay() !== 3 || start.getTime() <= Date.now()) start.setUTCDate(start.getUTCDate() + 1);
  let now = start.getTime();
  return {
    now: () => new Date(now),
    move: (ms: number) => {
      now += ms;
    },
  };
}
