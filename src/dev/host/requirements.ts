/**
 * Requirement sets on the in-memory host. The host plays the oldest Excel the manifest admits: by default it
 * supports exactly the sets manifest.xml declares (`MANIFEST_SETS`), and a member of a newer ExcelApi version is
 * refused at sync with `ApiNotFound`, as Excel refuses it, so code that needs more than the manifest declares
 * fails in the tests instead of in a user's Excel. `new ExcelHost({ requirementSets: { ExcelApi: '1.12' } })`
 * plays a newer Excel.
 */
import { EXCEL_API_MEMBERS, MANIFEST_SETS } from './api-sets';
import type { HostClientObject, LoadSpec, QueuedOp } from './core';
import { ErrorCodes, HostError } from './errors';

export { MANIFEST_SETS };

/** True when `version` ≤ `max` ("1.10" > "1.9"). */
export function versionAtMost(version: string, max: string): boolean {
  const a = version.split('.').map(Number);
  const b = max.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return true;
}

/** Whether the sets support `name` at `minVersion` (any version when none is given). */
export function setSupported(sets: Record<string, string>, name: string, minVersion?: string | number): boolean {
  const max = sets[name];
  if (max === undefined) return false;
  return minVersion === undefined ? true : versionAtMost(String(minVersion), max);
}

function apiNotFound(location: string, required: string, sets: Record<string, string>): QueuedOp {
  return {
    kind: 'method',
    location,
    bytesOut: 0,
    exec: () => {
      throw new HostError(
        ErrorCodes.apiNotFound,
        `The API you are trying to use could not be found: ${location} needs ${required}, and this Excel ` +
          `supports ${
            Object.entries(sets)
              .map(([n, v]) => `${n} ${v}`)
              .join(', ') || 'no sets'
          }. Declare the set in manifest.xml or check ` +
          `Office.context.requirements.isSetSupported first.`,
        location,
      );
    },
  };
}

interface GuardedObject {
  _ctx: { _host: { requirementSets: Record<string, string> }; _enqueue(op: QueuedOp): void };
}

/** `required` is "ExcelApi 1.7" or "ExcelApiOnline 1.1". */
function guard(self: GuardedObject, location: string, required: string): void {
  const sets = self._ctx._host.requirementSets;
  const [name, version] = required.split(' ');
  if (!setSupported(sets, name, version)) self._ctx._enqueue(apiNotFound(location, required, sets));
}

const guarded = new WeakSet<object>();

/**
 * Wraps the members of the host's Excel classes that need an ExcelApi version above 1.1 or ExcelApiOnline (from @types/office-js,
 * see scripts/api-sets.ts) so that using one queues an `ApiNotFound` failure when the host's sets are lower.
 * Loading such a property by name is refused the same way. Idempotent.
 */
export function guardRequirementSets(classes: Record<string, unknown>): void {
  for (const [cls, members] of Object.entries(EXCEL_API_MEMBERS)) {
    const ctor = classes[cls] as { prototype: Record<string, unknown> } | undefined;
    if (!ctor || guarded.has(ctor.prototype)) continue;
    guarded.add(ctor.prototype);
    const proto = ctor.prototype;
    for (const [member, version] of Object.entries(members)) {
      let owner: object | null = proto;
      let d: PropertyDescriptor | undefined;
      while (owner && !(d = Object.getOwnPropertyDescriptor(owner, member))) owner = Object.getPrototypeOf(owner);
      if (!d) continue;
      const location = `${cls}.${member}`;
      const desc = d;
      if (desc.get || desc.set) {
        Object.defineProperty(proto, member, {
          configurable: true,
          enumerable: desc.enumerable,
          get: desc.get
            ? function (this: GuardedObject) {
                guard(this, location, version);
                return desc.get!.call(this);
              }
            : undefined,
          set: desc.set
            ? function (this: GuardedObject, v: unknown) {
                guard(this, location, version);
                desc.set!.call(this, v);
              }
            : undefined,
        });
      } else if (typeof desc.value === 'function') {
        const fn = desc.value as (...args: unknown[]) => unknown;
        Object.defineProperty(proto, member, {
          configurable: true,
          writable: true,
          value: function (this: GuardedObject, ...args: unknown[]) {
            guard(this, location, version);
            return fn.apply(this, args);
          },
        });
      }
    }
    const queueLoad = proto._queueLoad as (this: HostClientObject, spec: LoadSpec) => void;
    Object.defineProperty(proto, '_queueLoad', {
      configurable: true,
      writable: true,
      value: function (this: HostClientObject & GuardedObject, spec: LoadSpec) {
        for (const p of spec.props) {
          const version = members[p];
          if (version) guard(this, `${cls}.load(${p})`, version);
        }
        return queueLoad.call(this, spec);
      },
    });
  }
}
