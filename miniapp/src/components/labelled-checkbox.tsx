import { Checkbox } from '@telegram-apps/telegram-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';

type CheckboxProps = Omit<ComponentProps<typeof Checkbox>, 'className' | 'children'>;

/**
 * A telegram-ui Checkbox with its text, the whole row one tap target. telegram-ui wraps the input
 * in an empty label of its own, which is the one assistive technology reads, so the text names the
 * input through aria-labelledby.
 */
export function LabelledCheckbox({ className, textClassName, children, ...checkbox }: CheckboxProps & { className?: string; textClassName?: string; children: ReactNode }) {
  const textId = useId();
  return (
    <label className={className}>
      <Checkbox aria-labelledby={textId} {...checkbox} />
      <span id={textId} className={textClassName}>
        {children}
      </span>
    </label>
  );
}
