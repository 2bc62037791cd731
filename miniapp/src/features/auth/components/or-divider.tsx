import { loginTexts } from '@tracker/shared/texts';

export function OrDivider() {
  return (
    <div className="or-divider" role="separator">
      <span>{loginTexts.divider}</span>
    </div>
  );
}
