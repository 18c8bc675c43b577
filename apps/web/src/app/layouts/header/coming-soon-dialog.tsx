import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';

type ComingSoonDialogProps = { title: string; text: string; onClose: () => void };

/** A plain notice for header actions whose feature is not built yet. */
export default function ComingSoonDialog({ title, text, onClose }: ComingSoonDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <DialogClose asChild>
          <Button variant="primary">{t('common.close')}</Button>
        </DialogClose>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
