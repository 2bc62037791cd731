import { SegmentedControl } from '@telegram-apps/telegram-ui';
import type { ComponentProps } from 'react';

/**
 * An item of telegram-ui's SegmentedControl whose tap area is 44 px high (the item is drawn 40 px
 * inside the control's frame): the app's one segmented item.
 */
export function SegmentedItem({ className, ...props }: ComponentProps<typeof SegmentedControl.Item>) {
  return <SegmentedControl.Item {...props} className={className ? `tap-area segmented-item ${className}` : 'tap-area segmented-item'} />;
}
