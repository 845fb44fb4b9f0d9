import { useState } from 'react';
import { CATALOGUE } from '../../catalogue/catalogue';
import { nodeTypeFromPlatform } from '../../catalogue/nodeType';
import type { Vendor } from '../../catalogue/types';
import { CATALOGUE_PICKER_EN } from '../../i18n/en/catalogue';
import { useFeatureTable } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { catalogueFigures } from './catalogueFigures';
import { useDraft } from './DraftContext';

const VENDORS: readonly Vendor[] = ['Nutanix', 'Lenovo', 'Dell', 'HPE', 'Cisco', 'Fujitsu'];

/**
 * The platform catalogue, loaded when its section opens: a model, its sources and what they leave
 * empty, and a copy of it as the user's own node type (one undoable step) where its sources give
 * every figure a node type needs.
 */
export default function CataloguePicker() {
  const { dispatch } = useDraft();
  const P = useFeatureTable('cataloguePicker', CATALOGUE_PICKER_EN);
  const [id, setId] = useState(CATALOGUE.platforms[0]!.id);
  const [copied, setCopied] = useState('');
  const platform = CATALOGUE.platforms.find((p) => p.id === id) ?? CATALOGUE.platforms[0]!;
  const copy = nodeTypeFromPlatform(platform, CATALOGUE);
  const sources = platform.sources.map((sid) => CATALOGUE.sources.find((s) => s.id === sid)!);
  const words = {
    cores: P.fields.cores,
    clock: P.fields.clock,
    memory: P.fields.memory,
    drives: P.fields.drives,
    network: P.fields.network,
  };
  const fields = (missing: readonly (keyof typeof words)[]) => missing.map((f) => words[f]).join(', ');

  return (
    <div className="catalogue-picker">
      <div className="field">
        <label htmlFor="catalogue-model">{P.model}</label>
        <select
          id="catalogue-model"
          value={platform.id}
          onChange={(e) => {
            setId(e.target.value);
            setCopied('');
          }}
        >
          {VENDORS.map((vendor) => {
            const models = CATALOGUE.platforms.filter((p) => p.vendor === vendor);
            return models.length ? (
              <optgroup key={vendor} label={vendor}>
                {models.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.verified ? p.model : t(P.unverified, { model: p.model })}
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </select>
      </div>
      <p className="group-hint">{platform.verified ? P.verified : P.notVerified}</p>
      <table className="catalogue-figures">
        <caption>{t(P.figures, { model: platform.model })}</caption>
        <tbody>
          {catalogueFigures(platform, CATALOGUE, P).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value ?? P.notInSource}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="group-hint">
        {P.sources}: {sources.map((s) => t(P.read, { title: s.title, publisher: s.publisher, date: s.accessed })).join('; ')}
      </p>
      <details>
        <summary>{P.notes}</summary>
        <ul>
          {platform.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </details>
      {copy.ok ? (
        <button
          type="button"
          aria-label={t(P.copyLabel, { model: platform.model })}
          onClick={() => {
            const name = t(P.copyName, { model: platform.model });
            dispatch({ type: 'addNodeType', nodeType: { ...copy.nodeType, name } });
            setCopied(name);
          }}
        >
          {P.copy}
        </button>
      ) : (
        <p className="group-hint">{t(P.cannotCopy, { fields: fields(copy.missing) })}</p>
      )}
      <p role="status">{copied && t(P.copied, { name: copied })}</p>
    </div>
  );
}
