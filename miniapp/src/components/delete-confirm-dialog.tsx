import { Text } from '@telegram-apps/telegram-ui';
import { Button } from './button.tsx';
import { SheetDialog } from './sheet-dialog.tsx';

export interface DeleteConfirmTexts {
  irreversible: string;
  cancel: string;
  delete: string;
  deleting: string;
}

/**
 * The delete confirmation of core.md 2 "Modals": title, description, 'Это действие нельзя
 * отменить', 'Отмена' and 'Удалить' ('Удаляем...' while deleting).
 */
export function DeleteConfirmDialog({
  title,
  description,
  deleting,
  onConfirm,
  onCancel,
  texts,
  testId = 'delete-confirm',
}: {
  title: string;
  description: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  texts: DeleteConfirmTexts;
  testId?: string;
}) {
  return (
    <SheetDialog
      title={title}
      onClose={onCancel}
      variant="center"
      dismissible={!deleting}
      testId={testId}
      footer={
        <div className="confirm-dialog__buttons">
          <Button mode="bezeled" size="m" stretched onClick={onCancel} disabled={deleting}>
            {texts.cancel}
          </Button>
          <Button mode="filled" size="m" stretched className="confirm-dialog__danger" onClick={onConfirm} disabled={deleting}>
            {deleting ? texts.deleting : texts.delete}
          </Button>
        </div>
      }
    >
      <div className="confirm-dialog__text">
        <Text>{description}</Text>
        <Text className="confirm-dialog__warning">{texts.irreversible}</Text>
      </div>
    </SheetDialog>
  );
}
