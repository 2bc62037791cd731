import { goalTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { DeleteConfirmDialog } from './delete-confirm-dialog.tsx';

/**
 * The delete confirmation of a goal or habit: 'Удаляем...' while `remove` runs; it closes when
 * the deletion succeeded and stays open (the failure toasted by `remove`) otherwise.
 */
export function RemoveItemDialog({
  title,
  description,
  remove,
  onClose,
}: {
  title: string;
  description: string;
  remove: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  return (
    <DeleteConfirmDialog
      title={title}
      description={description}
      deleting={deleting}
      texts={goalTexts}
      onCancel={onClose}
      onConfirm={async () => {
        setDeleting(true);
        const ok = await remove();
        setDeleting(false);
        if (ok) onClose();
      }}
    />
  );
}
