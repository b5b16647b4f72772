import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  ClipboardCheck,
  DollarSign,
  LayoutDashboard,
  ListChecks,
  Settings,
  Share2,
  Trash2,
} from 'lucide-react';
import { messages } from '@receipts/domain';
import { trashTexts } from '../trash/trash-texts.ts';

export interface NavItem {
  label: string;
  icon: LucideIcon;
  /** Absent for the disabled 'Coming Soon' entries, which have no route. */
  to?: '/' | '/settings' | '/trash' | '/quality/work-remaining' | '/quality/eeat-log';
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

const text = messages.sidebar;

/** SPEC §2, authenticated shell: the sidebar's three groups, in order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: text.navigation,
    items: [
      { label: text.dashboard, icon: LayoutDashboard, to: '/' },
      { label: text.settings, icon: Settings, to: '/settings' },
      { label: trashTexts.nav, icon: Trash2, to: '/trash' },
    ],
  },
  {
    label: text.qualityControl,
    items: [
      { label: text.workRemaining, icon: ListChecks, to: '/quality/work-remaining' },
      { label: text.eeatLog, icon: ClipboardCheck, to: '/quality/eeat-log' },
    ],
  },
  {
    label: text.comingSoon,
    items: [
      { label: text.revenueTracking, icon: DollarSign },
      { label: text.socialMedia, icon: Share2 },
      { label: text.analytics, icon: BarChart3 },
    ],
  },
];

/** The footer's disabled Settings entry. */
export const FOOTER_ITEM: NavItem = { label: text.settings, icon: Settings };
