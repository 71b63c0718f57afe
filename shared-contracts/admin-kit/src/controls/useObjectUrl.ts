import { useEffect, useState } from 'react';

/**
 * A temporary URL to preview a chosen file before it is uploaded. It is revoked when the file
 * changes or the component goes away, so previews do not pile up in the browser's memory.
 */
export function useObjectUrl(file: File | null): string {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Between a change of file and the effect above, the old (already revoked) URL must not show.
  return preview && preview.file === file ? preview.url : '';
}
