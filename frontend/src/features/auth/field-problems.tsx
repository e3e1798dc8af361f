import type { FieldProblem } from '@shop/domain';
import { useT } from '../../i18n';

/**
 * A field's problem (domain's account-fields) as its inline message in the page's language,
 * announced as it appears; nothing when the field is fine.
 */
export function useFieldProblemMessage() {
  const t = useT();
  return (problem: FieldProblem | null | undefined) =>
    problem ? <span role="alert">{t(`auth.fieldErrors.${problem}`)}</span> : undefined;
}

/** Take keyboard and screen-reader users to the field to fix. */
export function focusField(form: HTMLFormElement, name: string | null) {
  if (name) (form.elements.namedItem(name) as HTMLElement | null)?.focus();
}
