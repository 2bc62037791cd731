import { clipText } from '@tracker/shared/domain';

/**
 * What a labelled telegram-ui Input or Textarea of a form needs: the label as header and accessible
 * name, the value held to its limit in characters as the server counts them (clipText: maxLength
 * would count an emoji twice), a placeholder, the server's complaint as the error status.
 */
export function textFieldProps(label: string, value: string, max: number, placeholder: string, error: string | undefined, onChange: (value: string) => void) {
  return {
    header: label,
    'aria-label': label,
    value,
    placeholder,
    status: error ? ('error' as const) : ('default' as const),
    onChange: (event: { target: { value: string } }) => onChange(clipText(event.target.value, max)),
  };
}
