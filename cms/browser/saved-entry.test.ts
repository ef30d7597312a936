import type { ImmutableMap } from './decap-store';
import { trackSavedEntry } from './saved-entry';

/** Enough of Immutable's Map for these tests: values compared by content. */
class FakeMap implements ImmutableMap {
  constructor(private readonly values: Record<string, unknown>) {}
  get(key: string) {
    return this.values[key];
  }
  set(key: string, value: unknown) {
    return new FakeMap({ ...this.values, [key]: value });
  }
  equals(other: unknown) {
    return other instanceof FakeMap && JSON.stringify(this.values) === JSON.stringify(other.values);
  }
}

interface State {
  entryDraft: ImmutableMap;
}
type Action = { type: string; title?: string };

const entryWith = (title: string) =>
  new FakeMap({ data: new FakeMap({ title }), i18n: new FakeMap({ en: new FakeMap({ title: 'Cookies' }) }) });

/** Decap's draft as far as it matters here: a save clears hasChanged, a change compares with the entry as loaded. */
function decapLike(loaded: string) {
  return (state: State | undefined, action: Action): State => {
    const draft = state?.entryDraft ?? new FakeMap({});
    switch (action.type) {
      case 'DRAFT_CREATE_FROM_ENTRY':
        return { entryDraft: new FakeMap({ entry: entryWith(loaded), hasChanged: false }) };
      case 'DRAFT_CHANGE_FIELD':
        return { entryDraft: new FakeMap({ entry: entryWith(action.title ?? ''), hasChanged: action.title !== loaded }) };
      case 'ENTRY_PERSIST_SUCCESS':
        return { entryDraft: draft.set('hasChanged', false) };
      default:
        return { entryDraft: draft };
    }
  };
}

function run(actions: Action[]): boolean {
  const reducer = trackSavedEntry(decapLike('Cookies') as never) as unknown as ReturnType<typeof decapLike>;
  let state: State | undefined;
  for (const action of actions) state = reducer(state, action);
  return state?.entryDraft.get('hasChanged') as boolean;
}

const load = { type: 'DRAFT_CREATE_FROM_ENTRY' };
const change = (title: string) => ({ type: 'DRAFT_CHANGE_FIELD', title });
const save = [{ type: 'ENTRY_PERSIST_REQUEST' }, { type: 'ENTRY_PERSIST_SUCCESS' }];

test('an edit taken back after saving is a change to save', () => {
  expect(run([load, change('Cookies X'), ...save])).toBe(false);
  expect(run([load, change('Cookies X'), ...save, change('Cookies')])).toBe(true);
  expect(run([load, change('Cookies X'), ...save, change('Cookies'), ...save, change('Cookies X')])).toBe(true);
});

test('the form as it was saved or loaded has nothing to save', () => {
  expect(run([load, change('Cookies X'), change('Cookies')])).toBe(false);
  expect(run([load, change('Cookies X'), ...save, change('Cookies Y'), change('Cookies X')])).toBe(false);
});

test('what was typed while the file was written is still to be saved', () => {
  expect(run([load, change('Cookies X'), save[0], change('Cookies XY'), save[1]] as Action[])).toBe(true);
});
