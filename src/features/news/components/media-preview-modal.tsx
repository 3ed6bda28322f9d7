import { Modal } from '@mantine/core';
// The app's stylesheet list (src/app/mantine-styles.ts) has no Modal yet: this feature brings its own,
// in Mantine's dependency order, so the dialog is styled wherever the feature loads.
import { ArticlePreview } from './article-preview';
import type { MediaItem } from './media-row';
import { PressPreview } from './press-preview';

export interface MediaPreviewModalProps {
  /** The item to preview; null keeps the modal closed. */
  item: MediaItem | null;
  onClose: () => void;
}

/** Spec §2 modal intro preview: loads the item's preview only when opened. */
export function MediaPreviewModal({ item, onClose }: MediaPreviewModalProps) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.kind === 'press' ? 'Press release preview' : 'Article preview'}
      closeButtonProps={{ 'aria-label': 'Close preview', size: 44 }}
      size="lg"
    >
      {item?.kind === 'news' && <ArticlePreview item={item} />}
      {item?.kind === 'press' && <PressPreview release={item} />}
    </Modal>
  );
}
