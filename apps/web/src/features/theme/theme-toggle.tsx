import { Moon, Sun } from 'lucide-react';
import { IconButton } from '../../components/icon-button.tsx';
import { useTheme } from './use-theme.ts';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton label={label} onClick={toggleTheme}>
      {theme === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
