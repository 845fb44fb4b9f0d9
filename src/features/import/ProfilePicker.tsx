import { useId, useState } from 'react';
import type { Dispatch } from '../../document/intents';
import { PROFILES_EN } from '../../i18n/en/import';
import { type ProfileId, profileGroup, WORKLOAD_PROFILES } from '../../inventory/profiles';
import { SOURCE_KINDS } from '../../model/sources';
import { useFeatureTable, useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';

const FIGURES = ['vcpu', 'ramGiB', 'usedGiB', 'provisionedGiB', 'iops', 'hotShare'] as const;
const MAX_COUNT = 1_000_000;

/** Adds a VM group from a workload profile: per-VM sizes with the source of each figure. */
export function ProfilePicker({ clusterIndex, dispatch }: { clusterIndex: number; dispatch: Dispatch }) {
  const { fmt } = useLocale();
  const P = useFeatureTable('profiles', PROFILES_EN);
  const id = useId();
  const [profileId, setProfileId] = useState<ProfileId>('server');
  const [countText, setCountText] = useState('10');
  const [added, setAdded] = useState('');
  const profile = WORKLOAD_PROFILES.find((p) => p.id === profileId)!;
  const count = /^\s*\d+\s*$/.test(countText) ? Number(countText) : NaN;
  const countOk = Number.isInteger(count) && count >= 1 && count <= MAX_COUNT;
  const name = P.names[profileId];
  return (
    <fieldset className="import-profiles">
      <legend>{P.heading}</legend>
      <label htmlFor={`${id}-profile`}>{P.profile}</label>{' '}
      <select id={`${id}-profile`} value={profileId} onChange={(e) => setProfileId(e.target.value as ProfileId)}>
        {WORKLOAD_PROFILES.map((p) => (
          <option key={p.id} value={p.id}>
            {P.names[p.id]}
          </option>
        ))}
      </select>{' '}
      <label htmlFor={`${id}-count`}>{P.count}</label>{' '}
      <input
        id={`${id}-count`}
        type="text"
        inputMode="numeric"
        size={7}
        value={countText}
        aria-invalid={!countOk || undefined}
        aria-describedby={countOk ? undefined : `${id}-count-problem`}
        onChange={(e) => setCountText(e.target.value)}
      />
      {!countOk && (
        <p id={`${id}-count-problem`} className="field-error">
          {P.countProblem}
        </p>
      )}
      <p className="import-note">
        {P.perVm}{' '}
        {FIGURES.map((f, i) => {
          const figure = profile[f];
          const n = f === 'hotShare' ? figure.value * 100 : figure.value;
          return (
            <span key={f}>
              {i > 0 && ' · '}
              {t(P.figures[f], { n: fmt.number(n, 2) })} <span className="source-tag">({P.tags[SOURCE_KINDS[figure.source]]})</span>
            </span>
          );
        })}
      </p>
      <button
        type="button"
        disabled={!countOk}
        onClick={() => {
          dispatch({ type: 'addVmGroup', clusterIndex, name, values: profileGroup(profile, count) });
          setAdded(t(P.added, { name, count: fmt.number(count, 0) }));
        }}
      >
        {P.add}
      </button>
      <p role="status">{added}</p>
    </fieldset>
  );
}
