/**
 * The search string with parameter `name` set to `value`, or without it (null); other
 * parameters kept, and no lone `?` when none is left. The dialogs the address opens
 * (`?mc=`, `?an=`, `?fb=`, `?st=`, `?hp=`, the chat) write their parameter through it.
 */
export function searchWithParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
