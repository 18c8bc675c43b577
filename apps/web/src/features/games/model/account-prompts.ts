/**
 * The account prompts a games action may need (spec 4 "Alternative login check"): the login
 * modal for a visitor, the 'Please register an account first' notice for a trial account.
 * The app wires them to the account dialogs, so this feature does not import another one.
 */
export type AccountPrompts = { logIn: () => void; needRealAccount: () => void };

let prompts: AccountPrompts = { logIn: () => undefined, needRealAccount: () => undefined };

export function setAccountPrompts(next: AccountPrompts): void {
  prompts = next;
}

export const accountPrompts = (): AccountPrompts => prompts;
