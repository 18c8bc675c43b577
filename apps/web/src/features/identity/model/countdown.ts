/** SMS countdown arithmetic of spec 4 "SMS send" and spec 9. */
export const SECONDS_PER_EXPIRED_MINUTE = 60;
/** Sending is throttled to once per second. */
export const SEND_THROTTLE_MS = 1000;

/** When the countdown started now ends: 60 s times expiredMinutes. */
export const countdownEnd = (now: number, expiredMinutes: number): number =>
  now + expiredMinutes * SECONDS_PER_EXPIRED_MINUTE * 1000;

/** Whole seconds left, never negative; 0 means a code may be requested again. */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/** A request is refused while the countdown runs or within the throttle of the last send. */
export const maySend = (endsAt: number, lastSentAt: number, now: number): boolean =>
  secondsLeft(endsAt, now) === 0 && now - lastSentAt >= SEND_THROTTLE_MS;
