/** Workbook settings (Excel.SettingCollection) and defined names (Excel.NamedItemCollection). */
import { formatAddress } from './address';
import type { HostRequestContext } from './context';
import { ClientResult, HostClientObject, HostCollection, type Source } from './core';
import { ErrorCodes, HostError, invalidArgument, itemNotFound } from './errors';
import type { NamedItemModel, WorkbookModel } from './model';
import { Range, type RangeTarget } from './range';

// ------------------------------------------------------------------------------------------------ settings

export class Setting extends HostClientObject {
  readonly _typeName = 'Setting';

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  _scalarNames(): readonly string[] {
    return ['key', 'value'];
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const key = srv as string;
    const json = this.model.settings.get(key);
    if (json === undefined) throw itemNotFound(`The setting '${key}' has been deleted.`, `Setting.${prop}`);
    if (prop === 'key') return key;
    if (prop === 'value') return JSON.parse(json) as unknown;
    throw invalidArgument(`The property '${prop}' does not exist on Setting.`);
  }

  get key(): string {
    return this._get('key');
  }
  set key(_v: string) {
    this._readOnly('key');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get value(): any {
    return this._get('value');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  set value(v: any) {
    this._set('value', v, (key: string) => this.model.setSetting(key, v, 'Setting.value'));
  }

  delete(): void {
    this._method('delete', [], (key: string) => {
      this.model.settings.delete(key);
      this.model.changes.settings = true;
    });
  }
}

export class SettingCollection extends HostCollection<Setting> {
  readonly _typeName = 'SettingCollection';

  /** @internal */
  constructor(ctx: HostRequestContext, location: string) {
    super(ctx, { resolve: () => ctx._host.model }, location);
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  protected _list(): unknown[] {
    return [...this.model.settings.keys()];
  }

  protected _wrap(item: unknown): Setting {
    return new Setting(this._ctx, { bound: item }, 'SettingCollection.items');
  }

  protected _itemScalarNames(): readonly string[] {
    return ['key', 'value'];
  }

  /** Adds or replaces a setting. The value must survive JSON (no undefined, NaN, functions). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  add(key: string, value: any): Setting {
    let made: string | null = null;
    this._method('add', [key, value], () => {
      const existing = typeof key === 'string' ? this.model.findSettingKey(key) : undefined;
      const k = existing ?? key;
      this.model.setSetting(k, value, 'SettingCollection.add');
      made = k;
    });
    return new Setting(this._ctx, { resolve: () => made }, 'SettingCollection.add');
  }

  getItem(key: string): Setting {
    const loc = 'SettingCollection.getItem';
    this._usable(loc);
    return new Setting(
      this._ctx,
      {
        resolve: () => {
          const k = typeof key === 'string' ? this.model.findSettingKey(key) : undefined;
          if (k === undefined) throw itemNotFound(`The setting '${String(key)}' does not exist.`, loc);
          return k;
        },
      },
      loc,
    );
  }

  getItemOrNullObject(key: string): Setting {
    const loc = 'SettingCollection.getItemOrNullObject';
    this._usable(loc);
    return new Setting(
      this._ctx,
      { resolve: () => (typeof key === 'string' ? (this.model.findSettingKey(key) ?? null) : null) },
      loc,
    );
  }

  getCount(): ClientResult<number> {
    return this._valueMethod('getCount', [], () => this.model.settings.size);
  }
}

// ------------------------------------------------------------------------------------------------ names

const NAME_SCALARS = ['name', 'type', 'value', 'formula', 'comment', 'visible', 'scope'];

function nameType(formula: string): string {
  const body = formula.replace(/^=/, '');
  if (/^-?\d+$/.test(body)) return 'Integer';
  if (/^-?\d*\.\d+(E[+-]?\d+)?$/i.test(body)) return 'Double';
  if (/^(TRUE|FALSE)$/i.test(body)) return 'Boolean';
  if (body.startsWith('"')) return 'String';
  if (body.startsWith('#')) return 'Error';
  if (/!/.test(body)) return 'Range';
  return 'Formula';
}

export class NamedItem extends HostClientObject {
  readonly _typeName = 'NamedItem';

  /** @internal */
  constructor(ctx: HostRequestContext, source: Source, location: string) {
    super(ctx, source, location);
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  _scalarNames(): readonly string[] {
    return NAME_SCALARS;
  }

  _readScalar(srv: unknown, prop: string): unknown {
    const n = srv as NamedItemModel;
    if (!this.model.names.includes(n))
      throw itemNotFound(`The name '${n.name}' has been deleted.`, `NamedItem.${prop}`);
    switch (prop) {
      case 'name':
        return n.name;
      case 'type':
        return nameType(n.formula);
      case 'value': {
        const body = n.formula.replace(/^=/, '');
        return body.startsWith('"') ? body.slice(1, -1).replace(/""/g, '"') : body;
      }
      case 'formula':
        return n.formula;
      case 'comment':
        return n.comment;
      case 'visible':
        return n.visible;
      case 'scope':
        return 'Workbook';
    }
    throw invalidArgument(`The property '${prop}' does not exist on NamedItem.`);
  }

  get name(): string {
    return this._get('name');
  }
  get type(): string {
    return this._get('type');
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get value(): any {
    return this._get('value');
  }
  get scope(): string {
    return this._get('scope');
  }
  get formula(): string {
    return this._get('formula');
  }
  set formula(v: string) {
    this._set('formula', v, (n: NamedItemModel) => {
      if (typeof v !== 'string' || !v.startsWith('='))
        throw invalidArgument(`'${String(v)}' is not a formula.`, 'NamedItem.formula');
      n.formula = v;
      this.model.dirty = true;
      this.model.changes.structure = true;
    });
  }
  get comment(): string {
    return this._get('comment');
  }
  set comment(v: string) {
    this._set('comment', v, (n: NamedItemModel) => (n.comment = String(v)));
  }
  get visible(): boolean {
    return this._get('visible');
  }
  set visible(v: boolean) {
    this._set('visible', v, (n: NamedItemModel) => (n.visible = !!v));
  }

  private _range(location: string, orNull: boolean): Range {
    this._usable(location);
    return new Range(
      this._ctx,
      {
        resolve: () => {
          const n = this._srv as NamedItemModel | null;
          if (!n) return null;
          const r = this.model.resolveName(n.name);
          if (!r) {
            if (orNull) return null;
            throw invalidArgument(`The name '${n.name}' does not refer to a range.`, location);
          }
          return r satisfies RangeTarget;
        },
      },
      location,
    );
  }

  getRange(): Range {
    return this._range('NamedItem.getRange', false);
  }

  getRangeOrNullObject(): Range {
    return this._range('NamedItem.getRangeOrNullObject', true);
  }

  delete(): void {
    this._method('delete', [], (n: NamedItemModel) => this.model.deleteName(n));
  }
}

export class NamedItemCollection extends HostCollection<NamedItem> {
  readonly _typeName = 'NamedItemCollection';

  /** @internal */
  constructor(ctx: HostRequestContext, location: string) {
    super(ctx, { resolve: () => ctx._host.model }, location);
  }

  private get model(): WorkbookModel {
    return this._ctx._host.model;
  }

  protected _list(): unknown[] {
    return [...this.model.names];
  }

  protected _wrap(item: unknown): NamedItem {
    return new NamedItem(this._ctx, { bound: item }, 'NamedItemCollection.items');
  }

  protected _itemScalarNames(): readonly string[] {
    return NAME_SCALARS;
  }

  /** Adds a workbook-scoped name for a Range, an address ("Sheet1!A1:B2") or a formula ("=0.6"). */
  add(name: string, reference: Range | string, comment?: string): NamedItem {
    const loc = 'NamedItemCollection.add';
    let made: NamedItemModel | null = null;
    this._method('add', [name, typeof reference === 'string' ? reference : 'Range', comment], () => {
      let formula: string;
      if (reference instanceof Range) {
        if (reference._ctx !== this._ctx) {
          throw new HostError(ErrorCodes.invalidRequestContext, 'The range belongs to another request context.', loc);
        }
        const t = reference._srv as RangeTarget | null | undefined;
        if (!t) throw invalidArgument('The range is a null object.', loc);
        formula = '=' + absolute(formatAddress(t.sheet.name, t.rect));
      } else if (typeof reference === 'string') {
        if (reference.startsWith('=')) formula = reference;
        else {
          const t = this.model.resolveQualified(reference, loc);
          formula = '=' + absolute(formatAddress(t.sheet.name, t.rect));
        }
      } else {
        throw invalidArgument('The reference must be a Range or text.', loc);
      }
      made = this.model.addName(name, formula, comment ?? '', loc);
    });
    return new NamedItem(this._ctx, { resolve: () => made }, loc);
  }

  getItem(name: string): NamedItem {
    const loc = 'NamedItemCollection.getItem';
    this._usable(loc);
    return new NamedItem(
      this._ctx,
      {
        resolve: () => {
          const n = typeof name === 'string' ? this.model.findName(name) : undefined;
          if (!n) throw itemNotFound(`The name '${String(name)}' does not exist.`, loc);
          return n;
        },
      },
      loc,
    );
  }

  getItemOrNullObject(name: string): NamedItem {
    const loc = 'NamedItemCollection.getItemOrNullObject';
    this._usable(loc);
    return new NamedItem(
      this._ctx,
      { resolve: () => (typeof name === 'string' ? (this.model.findName(name) ?? null) : null) },
      loc,
    );
  }

  getCount(): ClientResult<number> {
    return this._valueMethod('getCount', [], () => this.model.names.length);
  }
}

/** "Sheet1!A1:B2" → "Sheet1!$A$1:$B$2". */
function absolute(address: string): string {
  const bang = address.lastIndexOf('!');
  const local = address
    .slice(bang + 1)
    .replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')
    .replace(/^([A-Z]+):([A-Z]+)$/, '$$$1:$$$2');
  return address.slice(0, bang + 1) + local;
}
