import { SegmentedControl, TabsList } from '@telegram-apps/telegram-ui';
import type { ComponentProps } from 'react';
import { chosenProps } from './chosen-props.ts';

/**
 * An item of telegram-ui's SegmentedControl whose tap area is 44 px high (the item is drawn 40 px
 * inside the control's frame): the app's one segmented item, a tab of its group.
 */
export function SegmentedItem({ className, selected = false, ...props }: ComponentProps<typeof SegmentedControl.Item>) {
  return (
    <SegmentedControl.Item
      {...chosenProps(selected)}
      {...props}
      selected={selected}
      className={className ? `tap-area segmented-item ${className}` : 'tap-area segmented-item'}
    />
  );
}

/** A tab of telegram-ui's TabsList: the app's one tabs item. */
export function TabItem({ selected = false, ...props }: ComponentProps<typeof TabsList.Item>) {
  return <TabsList.Item {...chosenProps(selected)} {...props} selected={selected} />;
}
