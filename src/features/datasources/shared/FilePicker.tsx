import { Button, VisuallyHidden } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useRef } from 'react';

interface FilePickerProps {
  label: string;
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
}

/** A button that opens the file chooser; the same file can be chosen twice in a row. */
export function FilePicker({ label, accept, busy, onFile }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={accept}
          aria-label={label}
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (chosen) onFile(chosen);
          }}
        />
      </VisuallyHidden>
      <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={busy} loadingText="Importing">
        <Upload aria-hidden="true" />
        {label}
      </Button>
    </>
  );
}
