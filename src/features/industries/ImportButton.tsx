import { Button } from '@chakra-ui/react';
import { Import } from 'lucide-react';

interface ImportButtonProps {
  clusterName: string;
  /** This cluster is being imported. */
  loading: boolean;
  /** Another import is running. */
  disabled: boolean;
  onImport: () => void;
  size?: 'xs' | 'sm';
}

export function ImportButton({ clusterName, loading, disabled, onImport, size = 'sm' }: ImportButtonProps) {
  return (
    <Button
      size={size}
      colorPalette="brand"
      variant="outline"
      loading={loading}
      loadingText="Importing..."
      disabled={disabled}
      onClick={onImport}
      aria-label={`Import to Clustering: ${clusterName}`}
    >
      <Import aria-hidden="true" />
      Import to Clustering
    </Button>
  );
}
