import { useTranslation } from 'react-i18next';
import { describeProblem, type Problem, type Problems, ruleTemplates } from './form-rules.ts';

/** Turns rule problems into text in the page language (English from the shared engine). */
export function useProblemText() {
  const { t, i18n } = useTranslation();
  const templates = ruleTemplates(i18n.getResource(i18n.language, 'translation', 'rules'));
  const text = (problem: Problem | null | undefined) =>
    problem ? describeProblem(problem, templates, (key, options) => t(key, options)) : null;
  const texts = <F extends string>(problems: Problems<F>) => {
    const result: Partial<Record<F, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [F, Problem][])
      result[field] = text(problem) ?? '';
    return result;
  };
  return { text, texts };
}
