import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createAppSystem } from '@/app/theme';

const system = createAppSystem();

/** Renders inside the app's Chakra theme, as the shell does. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}
