import {
  Car,
  Dumbbell,
  GraduationCap,
  House,
  Landmark,
  Laptop,
  Library,
  Megaphone,
  PawPrint,
  Plane,
  Scale,
  ShoppingCart,
  Stethoscope,
  UtensilsCrossed,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';

/**
 * The lucide icons the industry library names. A fixed map rather than a lookup in the whole icon
 * set keeps the bundle small; an unknown name falls back to a neutral library icon.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  Car,
  Dumbbell,
  GraduationCap,
  House,
  Landmark,
  Laptop,
  Megaphone,
  PawPrint,
  Plane,
  Scale,
  ShoppingCart,
  Stethoscope,
  UtensilsCrossed,
  Wrench,
};

export function IndustryIcon({ name, size }: { name: string; size: number }) {
  // createElement: the icon is one of the static components above, picked by the library's name.
  return createElement(ICONS[name] ?? Library, { size, 'aria-hidden': true });
}
