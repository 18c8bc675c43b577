import { useTranslation } from 'react-i18next';
import {
  type DescribeProblem,
  describeProblem,
  type Problem,
  type Problems,
  ruleTemplates,
} from './form-rules.ts';

type ProblemText<P extends { key: string }> = {
  text: (problem: P | null | undefined) => string | null;
  texts: <F extends string>(problems: Problems<F, P>) => Partial<Record<F, string>>;
};

/**
 * Turns rule problems into text in the page language (English from the shared engine). A form
 * with problems of its own passes the describer that knows them.
 */
export function useProblemText(): ProblemText<Problem>;
export function useProblemText<P extends { key: string }>(describe: DescribeProblem<P>): ProblemText<P>;
export function useProblemText(describe: DescribeProblem<Problem> = describeProblem): ProblemText<Problem> {
  const { t, i18n } = useTranslation();
  const templates = ruleTemplates(i18n.getResource(i18n.language, 'translation', 'rules'));
  const text = (problem: Problem | null | undefined) =>
    problem ? describe(problem, templates, (key, options) => t(key, options)) : null;
  const texts = <F extends string>(problems: Problems<F>) => {
    const result: Partial<Record<F, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [F, Problem][])
      result[field] = text(problem) ?? '';
    return result;
  };
  return { text, texts };
}
