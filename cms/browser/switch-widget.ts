import type { CreateClass, CreateElement } from '../decap-types';

/**
 * The on/off switch of the forms (Decap's "boolean" widget), drawn from the value it is given.
 * Decap's own switch keeps the value it was first drawn with in its own state, so a value written
 * from elsewhere did not show: switching "Auf der Website verbergen" on in the German pane writes
 * it to both files, but the English pane's switch stayed off until the entry was opened again.
 * Decap 3.16.3; upstream: decaporg/decap-cms#7086.
 */

interface SwitchProps {
  value?: boolean;
  onChange: (value: boolean) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  /** Set by Decap on the English pane's copy of a field written to both languages: it changes in the German pane. */
  isDisabled?: boolean;
}

/** Decap's look (its colours and sizes), so the switch reads as before. */
export const switchStyles = `
.form-switch { display: inline-flex; align-items: center; position: relative; width: 40px; height: 20px; padding: 0; margin: 0; border: 0; background: transparent; cursor: pointer; }
.form-switch:disabled { cursor: default; opacity: 0.6; }
.form-switch-track { width: 34px; height: 14px; margin: 0 3px; border-radius: 10px; background: #dfdfe3; }
.form-switch[aria-checked="true"] .form-switch-track { background: #3a69c7; }
.form-switch-handle { position: absolute; left: 0; top: 0; width: 20px; height: 20px; border-radius: 50%; background: #fff;
  box-shadow: 0 4px 12px 0 rgba(68, 74, 87, 0.15), 0 1px 3px 0 rgba(68, 74, 87, 0.25); transition: transform 0.2s ease; }
.form-switch[aria-checked="true"] .form-switch-handle { transform: translateX(20px); }
.form-switch-note { margin-left: 12px; font-size: 14px; color: #5d626f; }
`;

export function switchWidget(createClass: CreateClass, h: CreateElement) {
  return createClass({
    render(this: { props: SwitchProps }) {
      const { value = false, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled = false } = this.props;
      return h(
        'div',
        { className: classNameWrapper },
        h(
          'button',
          {
            id: forID,
            type: 'button',
            role: 'switch',
            className: 'form-switch',
            'aria-checked': String(value),
            disabled: isDisabled,
            onClick: () => onChange(!value),
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
          },
          h('span', { className: 'form-switch-track' }),
          h('span', { className: 'form-switch-handle' }),
        ),
        isDisabled ? h('span', { className: 'form-switch-note' }, 'Gilt für beide Sprachen: im deutschen Formular ändern.') : null,
      );
    },
  });
}
