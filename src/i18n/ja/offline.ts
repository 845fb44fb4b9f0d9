import type { OFFLINE_EN } from '../en/offline';
import type { Table } from '../table';

/** 新しい版の案内（src/app/offline.tsx）の日本語。 */
export const OFFLINE_JA: Table<typeof OFFLINE_EN> = {
  label: '新しい版',
  ready: 'サイザーの新しい版を使えます。再読み込みすると切り替わります。作業内容はそのまま残ります。',
  reload: '再読み込み',
  later: '後で',
};
