/** Fills `{name}` placeholders; numbers are formatted by the caller's formatter (locale, units). */
export function interpolate(
  template: string,
  params: Record<string, number | string>,
  formatParam: (name: string, value: number | string) => string = (_n, v) => String(v),
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? formatParam(name, params[name]!) : whole));
}
