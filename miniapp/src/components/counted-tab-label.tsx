/**
 * The content of a tab that shows a count ('Полученные 3', 'Активные 1'): the label sits in its own
 * element and alone names the tab, so the spec's label finds it exactly; the count badge beside it
 * is hidden from the name (aria-hidden) and read as the tab's description instead — give the tab
 * `aria-describedby={countId}`. A real space keeps the tab's text 'Полученные 3'.
 */
export function CountedTabLabel({
  label,
  count,
  countId,
  countClassName,
  countTestId,
}: {
  label: string;
  /** null while the count is not known yet (no badge). */
  count: number | null;
  countId: string;
  countClassName: string;
  countTestId?: string;
}) {
  return (
    <>
      <span>{label}</span>
      {count !== null && ' '}
      {count !== null && (
        <span id={countId} className={countClassName} aria-hidden="true" data-testid={countTestId}>
          {count}
        </span>
      )}
    </>
  );
}
