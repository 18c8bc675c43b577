/** Minor units or counts from a bigint column; past a safe integer is refused, never rounded. */
export function safeNumber(text: string): number {
  const value = BigInt(text);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`${text} cannot be shown exactly`);
  return Number(value);
}
