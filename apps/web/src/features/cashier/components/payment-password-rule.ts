import { patternSources, type ValidationRule } from '@portal/contracts/rules';
import { checkRule, formatRuleMessage, ruleMessagesEn } from '@portal/contracts/validation';

/** The server's rule when the merchant has none: six digits. */
const DEFAULT_RULE: ValidationRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  acceptedPattern: patternSources.digits,
  patternId: 'digits',
};

/**
 * The payment password check with the engine and rule the server uses (spec 5), in the page
 * language where the catalogue has the rule texts.
 */
export function checkPaymentPassword(
  rule: ValidationRule | undefined,
  value: string,
  templates: Record<string, string> | undefined,
): string | null {
  const failure = checkRule({ ...(rule ?? DEFAULT_RULE), enabled: true, required: true }, value);
  return failure ? formatRuleMessage(failure, { ...ruleMessagesEn, ...templates }) : null;
}
