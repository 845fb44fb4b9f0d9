/** English text of the prompt for a new version (src/app/offline.tsx), loaded with it. */
export const OFFLINE_EN = {
  label: 'New version',
  ready: 'A new version of the sizer is ready. Reload to use it; your work is kept.',
  reload: 'Reload',
  later: 'Later',
};
