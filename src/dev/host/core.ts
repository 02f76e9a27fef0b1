/**
 * The proxy machinery: every API object is a proxy that queues operations on its request context. Nothing
 * touches the workbook until `context.sync()`, which runs the queue in order; loaded values land on the proxies
 * only when the sync succeeds. Reading a property that was neither loaded nor set throws PropertyNotLoaded.
 */
import { ErrorCodes, HostError, invalidArgument, propertyNotLoaded, readOnlyProperty } from './errors';
import type { HostRequestContext } from './context';

/** What an operation reports back: response size and a client-side update to apply if the sync succeeds. */
export interface OpResult {
  bytesIn?: number;
  after?: () => void;
}

export type OpKind = 'instantiate' | 'set' | 'method' | 'load';

export interface QueuedOp {
  kind: OpKind;
  /** "Range.values", "Worksheets.getItem" … used in error locations and logs. */
  location: string;
  /** JSON size of what the request carries for this operation. */
  bytesOut: number;
  exec(): OpResult | void;
}

export function jsonSize(value: unknown): number {
  if (value === undefined) return 0;
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

// ------------------------------------------------------------------------------------------- load options

export interface LoadSpec {
  /** Load every scalar property. */
  all: boolean;
  props: Set<string>;
  nav: Map<string, LoadSpec>;
  top?: number;
  skip?: number;
}

export function emptySpec(): LoadSpec {
  return { all: false, props: new Set(), nav: new Map() };
}

function addPath(spec: LoadSpec, path: string): void {
  const parts = path
    .split('/')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return;
  let s = spec;
  for (let i = 0; i < parts.length - 1; i++) {
    let child = s.nav.get(parts[i]);
    if (!child) {
      child = emptySpec();
      s.nav.set(parts[i], child);
    }
    s = child;
  }
  const last = parts[parts.length - 1];
  if (last === '$all' || last === '*') s.all = true;
  else s.props.add(last);
}

function addObjectForm(spec: LoadSpec, obj: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(obj)) {
    if (k === '$all') {
      if (v) spec.all = true;
    } else if (k === '$top') spec.top = Number(v);
    else if (k === '$skip') spec.skip = Number(v);
    else if (v === true) spec.props.add(k);
    else if (v && typeof v === 'object') {
      let child = spec.nav.get(k);
      if (!child) {
        child = emptySpec();
        spec.nav.set(k, child);
      }
      addObjectForm(child, v as Record<string, unknown>);
    }
  }
}

/** Normalises every form `load()` accepts: none, "a, b/c", ["a"], { select, expand, top, skip }, { a: true }. */
export function parseLoadOption(option: unknown): LoadSpec {
  const spec = emptySpec();
  if (option === undefined || option === null) {
    spec.all = true;
    return spec;
  }
  const addList = (v: unknown) => {
    const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
    for (const it of items) if (typeof it === 'string') addPath(spec, it);
  };
  if (typeof option === 'string' || Array.isArray(option)) {
    addList(option);
    if (spec.props.size === 0 && spec.nav.size === 0 && !spec.all) spec.all = true;
    return spec;
  }
  if (typeof option === 'object') {
    const o = option as Record<string, unknown>;
    if ('select' in o || 'expand' in o || 'top' in o || 'skip' in o) {
      if (o.select !== undefined) addList(o.select);
      if (o.expand !== undefined) {
        const items = Array.isArray(o.expand) ? o.expand : String(o.expand).split(',');
        for (const it of items) {
          const p = String(it).trim();
          if (p && !spec.nav.has(p)) spec.nav.set(p, { ...emptySpec(), all: true });
        }
      }
      if (typeof o.top === 'number') spec.top = o.top;
      if (typeof o.skip === 'number') spec.skip = o.skip;
      if (spec.props.size === 0 && spec.nav.size === 0) spec.all = true;
      return spec;
    }
    addObjectForm(spec, o);
    return spec;
  }
  throw invalidArgument(`load() does not accept ${typeof option}.`);
}

// ------------------------------------------------------------------------------------------- base proxy

/** How a proxy finds its document object: resolved at sync, or already bound (collection items). */
export type Source = { resolve: () => unknown } | { bound: unknown };

/**
 * Base of every proxy. `_srv` is the resolved document object (set when the instantiate operation runs at sync;
 * null for a null object); `_data` holds what the client knows: loaded or set property values.
 */
export abstract class HostClientObject {
  /** @internal */ readonly _ctx: HostRequestContext;
  /** @internal */ _srv: unknown = undefined;
  /** @internal */ _isNull: boolean | undefined = undefined;
  /** @internal */ _data: Record<string, unknown> = {};
  /** @internal */ _tracked = false;
  /** @internal */ _children = new Map<string, HostClientObject>();
  abstract readonly _typeName: string;

  protected constructor(ctx: HostRequestContext, source: Source, location: string) {
    this._ctx = ctx;
    ctx._checkOpen(location);
    if ('bound' in source) {
      // Items made by a collection load are bound to their document object and need no round trip.
      this._srv = source.bound;
      return;
    }
    const resolve = source.resolve;
    ctx._enqueue({
      kind: 'instantiate',
      location,
      bytesOut: 0,
      exec: () => {
        const srv = resolve();
        this._srv = srv;
        const isNull = srv === null || srv === undefined;
        if (isNull) this._srv = null;
        return { after: () => (this._isNull = isNull) };
      },
    });
  }

  get context(): HostRequestContext {
    return this._ctx;
  }

  /** Whether the object is a null object (from an *OrNullObject method). Readable only after a sync. */
  get isNullObject(): boolean {
    if (this._isNull === undefined) throw propertyNotLoaded(this._typeName, 'isNullObject');
    return this._isNull;
  }

  /** @internal Scalar properties that `load` accepts. */
  abstract _scalarNames(): readonly string[];
  /** @internal Reads one scalar property from the resolved document object (runs at sync). */
  abstract _readScalar(srv: unknown, prop: string): unknown;
  /** @internal Navigation properties that `load("nav/prop")` may walk into. */
  _navNames(): readonly string[] {
    return [];
  }
  /** @internal */
  _nav(_name: string): HostClientObject {
    throw invalidArgument(`${this._typeName} has no navigation property '${_name}'.`);
  }

  /** @internal */
  _usable(location: string): void {
    if (!this._ctx._isOpen() && !this._tracked) {
      throw new HostError(
        ErrorCodes.invalidObjectPath,
        `This ${this._typeName} belongs to an Excel.run batch that has finished. To use an object across batches, ` +
          `track it (context.trackedObjects.add or track()) and pass it to the next Excel.run.`,
        location,
      );
    }
  }

  /** Creates or reuses a child proxy for a navigation property (format, font, worksheet …). */
  protected _child<T extends HostClientObject>(name: string, make: () => T): T {
    let c = this._children.get(name) as T | undefined;
    if (!c) {
      this._usable(`${this._typeName}.${name}`);
      c = make();
      this._children.set(name, c);
    }
    return c;
  }

  protected _get<T>(prop: string): T {
    // Office.js skips the loaded check on a null object and returns whatever the proxy holds.
    if (this._isNull === true) return this._data[prop] as T;
    if (!(prop in this._data)) throw propertyNotLoaded(this._typeName, prop);
    return this._data[prop] as T;
  }

  protected _readOnly(prop: string): never {
    throw readOnlyProperty(this._typeName, prop);
  }

  /** Queues a property write; the client sees the written value at once (as Office.js does). */
  protected _set(prop: string, value: unknown, apply: (srv: never) => void): void {
    const location = `${this._typeName}.${prop}`;
    this._usable(location);
    this._data[prop] = value;
    this._ctx._enqueue({
      kind: 'set',
      location,
      bytesOut: jsonSize(value),
      exec: () => {
        if (this._srv === null) return;
        apply(this._srv as never);
      },
    });
  }

  /** Queues a method call that runs at sync. The callback receives the resolved object (never null). */
  protected _method(name: string, args: unknown[], run: (srv: never) => OpResult | void): void {
    const location = `${this._typeName}.${name}`;
    this._usable(location);
    this._ctx._enqueue({
      kind: 'method',
      location,
      bytesOut: jsonSize(args),
      exec: () => {
        if (this._srv === null) return;
        return run(this._srv as never);
      },
    });
  }

  /** Queues a method whose result is a value (ClientResult), readable after sync. */
  protected _valueMethod<T>(name: string, args: unknown[], run: (srv: never) => T): ClientResult<T> {
    const result = new ClientResult<T>();
    this._method(name, args, (srv) => {
      const v = run(srv);
      return { bytesIn: jsonSize(v), after: () => result._resolve(v) };
    });
    return result;
  }

  load(option?: unknown): this {
    this._queueLoad(parseLoadOption(option));
    return this;
  }

  /** @internal */
  _queueLoad(spec: LoadSpec): void {
    const location = `${this._typeName}.load`;
    this._usable(location);
    for (const [nav, sub] of spec.nav) {
      if (!this._navNames().includes(nav)) {
        this._ctx._enqueue(failingOp(location, `${this._typeName} has no property '${nav}' to load.`));
        continue;
      }
      this._nav(nav)._queueLoad(sub);
    }
    const names = spec.all ? [...this._scalarNames()] : [...spec.props];
    if (names.length === 0) return;
    this._ctx._enqueue({
      kind: 'load',
      location,
      bytesOut: 0,
      exec: () => {
        const known = this._scalarNames();
        for (const n of names) {
          if (!known.includes(n)) {
            throw invalidArgument(`The property '${n}' does not exist on ${this._typeName}.`, location);
          }
        }
        if (this._srv === null) return { after: () => (this._isNull = true) };
        const values: Record<string, unknown> = {};
        for (const n of names) values[n] = this._readScalar(this._srv, n);
        return {
          bytesIn: jsonSize(values),
          after: () => {
            this._isNull = false;
            Object.assign(this._data, values);
          },
        };
      },
    });
  }

  /** Sets several properties at once, including those of navigation properties ({ format: { font: … } }). */
  set(properties: Record<string, unknown>): void {
    for (const [k, v] of Object.entries(properties)) {
      if (this._navNames().includes(k) && v && typeof v === 'object' && !Array.isArray(v)) {
        this._nav(k).set(v as Record<string, unknown>);
      } else if (this._scalarNames().includes(k)) {
        (this as unknown as Record<string, unknown>)[k] = v;
      } else {
        throw invalidArgument(`${this._typeName} has no settable property '${k}'.`, `${this._typeName}.set`);
      }
    }
  }

  /** Loaded values (and those of loaded navigation properties), like Office.js's toJSON. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { ...this._data };
    for (const [name, child] of this._children) {
      const j = child.toJSON();
      if (Object.keys(j).length) out[name] = j;
    }
    return out;
  }

  /** Keeps the object usable after its Excel.run batch ends. */
  track(): this {
    this._tracked = true;
    return this;
  }

  untrack(): this {
    this._tracked = false;
    return this;
  }
}

export function failingOp(location: string, message: string): QueuedOp {
  return {
    kind: 'load',
    location,
    bytesOut: 0,
    exec: () => {
      throw invalidArgument(message, location);
    },
  };
}

/** The result of a value-returning method (getCount …): `value` is readable after sync. */
export class ClientResult<T> {
  private _value: T | undefined;
  private _done = false;

  get value(): T {
    if (!this._done) {
      throw new HostError(
        ErrorCodes.valueNotLoaded,
        'The value of the result object has not been loaded yet. Before reading the value property, call ' +
          '"context.sync()" on the associated request context.',
        'ClientResult.value',
      );
    }
    return this._value as T;
  }

  /** @internal */
  _resolve(v: T): void {
    this._value = v;
    this._done = true;
  }
}

/** Base of collections: `items` is readable after a load. */
export abstract class HostCollection<T extends HostClientObject> extends HostClientObject {
  /** @internal */ _items: T[] | undefined;

  get items(): T[] {
    if (this._isNull === true) return [];
    if (!this._items) throw propertyNotLoaded(this._typeName, 'items');
    return this._items;
  }

  /** Scalar properties of the collection itself (e.g. count). */
  protected _ownScalarNames(): readonly string[] {
    return [];
  }
  _scalarNames(): readonly string[] {
    return this._ownScalarNames();
  }
  _readScalar(srv: unknown, prop: string): unknown {
    throw invalidArgument(`${this._typeName} has no property '${prop}'.`);
  }
  /** The document objects the collection holds now (runs at sync). */
  protected abstract _list(srv: unknown): unknown[];
  /** A proxy bound to one document object, created during a load. */
  protected abstract _wrap(item: unknown, index: number): T;
  /** Scalar names of an item, for validating loads. */
  protected abstract _itemScalarNames(): readonly string[];

  override _queueLoad(spec: LoadSpec): void {
    const location = `${this._typeName}.load`;
    this._usable(location);
    const own = this._ownScalarNames();
    const ownProps = [...spec.props].filter((p) => own.includes(p));
    const itemSpec: LoadSpec = spec.nav.get('items') ?? emptySpec();
    for (const p of spec.props) if (!own.includes(p)) itemSpec.props.add(p);
    for (const [k, v] of spec.nav) if (k !== 'items') itemSpec.nav.set(k, v);
    if (spec.all) itemSpec.all = true;
    if (itemSpec.nav.size > 0) {
      throw new HostError(
        ErrorCodes.notImplemented,
        `Loading navigation properties of collection items ('${[...itemSpec.nav.keys()].join(', ')}') is not ` +
          `supported by the in-memory host: load them from each item.`,
        location,
      );
    }
    const top = spec.top;
    const skip = spec.skip ?? 0;
    this._ctx._enqueue({
      kind: 'load',
      location,
      bytesOut: 0,
      exec: () => {
        const known = this._itemScalarNames();
        for (const n of itemSpec.props) {
          if (!known.includes(n)) throw invalidArgument(`The property '${n}' does not exist on the items.`, location);
        }
        if (this._srv === null) return { after: () => (this._isNull = true) };
        const ownValues: Record<string, unknown> = {};
        for (const p of ownProps) ownValues[p] = this._readScalarOwn(this._srv, p);
        let list = this._list(this._srv);
        list = list.slice(skip, top === undefined ? undefined : skip + top);
        const items = list.map((it, i) => this._wrap(it, i + skip));
        let bytes = jsonSize(ownValues);
        const loaded: Record<string, unknown>[] = [];
        const names = itemSpec.all || itemSpec.props.size === 0 ? [...known] : [...itemSpec.props];
        for (const item of items) {
          const values: Record<string, unknown> = {};
          for (const n of names) values[n] = item._readScalar(item._srv, n);
          loaded.push(values);
          bytes += jsonSize(values);
        }
        return {
          bytesIn: bytes,
          after: () => {
            this._isNull = false;
            Object.assign(this._data, ownValues);
            items.forEach((item, i) => {
              item._isNull = false;
              Object.assign(item._data, loaded[i]);
            });
            this._items = items;
          },
        };
      },
    });
  }

  protected _readScalarOwn(srv: unknown, prop: string): unknown {
    return this._readScalar(srv, prop);
  }

  override toJSON(): Record<string, unknown> {
    return { ...this._data, items: (this._items ?? []).map((i) => i.toJSON()) };
  }
}
