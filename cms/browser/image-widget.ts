import { decapStore } from './decap-store';
import type { CreateClass, CreateElement } from '../decap-types';

/**
 * Decap's image field, redrawn when its picture has loaded. Decap's thumbnail asks for the picture
 * once, when it is first drawn, and asks again only when the function it asks through changes,
 * which Decap never changes: a photo not yet loaded at that moment (every team photo, which is
 * read from the member's folder as the form opens) stayed a grey placeholder. This control gives
 * Decap's a new function each time Decap's loaded pictures change. Seen in Decap 3.16.3; no upstream
 * issue found as of that version.
 */

type GetAsset = (path: string, field: unknown) => unknown;

interface ImageControl {
  props: { getAsset: GetAsset };
  state: { getAsset: GetAsset };
  setState: (state: { getAsset: GetAsset }) => void;
  unsubscribe?: () => void;
}

export function imageWidget(createClass: CreateClass, h: CreateElement, decapControl: unknown) {
  return createClass({
    getInitialState(this: ImageControl) {
      return { getAsset: (path: string, field: unknown) => this.props.getAsset(path, field) };
    },
    componentDidMount(this: ImageControl) {
      const store = decapStore();
      if (!store) return;
      let medias = store.getState().medias;
      this.unsubscribe = store.subscribe(() => {
        const next = store.getState().medias;
        if (next === medias) return;
        medias = next;
        this.setState({ getAsset: (path: string, field: unknown) => this.props.getAsset(path, field) });
      });
    },
    // Decap asks this control whether to redraw (it would ask Decap's image control otherwise): yes,
    // and Decap's control decides for itself, e.g. when a picture chosen in the media library arrives.
    shouldComponentUpdate() {
      return true;
    },
    componentWillUnmount(this: ImageControl) {
      this.unsubscribe?.();
    },
    render(this: ImageControl) {
      return h(decapControl, { ...this.props, getAsset: this.state.getAsset });
    },
  });
}
