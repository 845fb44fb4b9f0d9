const MARK = { yes: '✔ ', no: '✖ ', na: '○ ' } as const;

interface Props {
  verdict: keyof typeof MARK;
  text: string;
  /** The column's name, shown before the cell when tables stack on phones. */
  label?: string;
}

/** A table cell that says yes, no or not checked in words, with a mark beside them for the eye. */
export function VerdictCell({ verdict, text, label }: Props) {
  return (
    <td data-label={label} className={`verdict verdict--${verdict}`}>
      <span>
        <span aria-hidden="true">{MARK[verdict]}</span>
        {text}
      </span>
    </td>
  );
}
