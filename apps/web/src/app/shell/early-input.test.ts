import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CHANGE_ATTR, EARLY_CLICK_ATTR, EARLY_FOCUS_ATTR, EARLY_INPUT_ATTR, earlyNameOf, findEarlyTarget, PRERENDERED_COPY_ATTR, replayEarlyInput } from './early-input';

// Decision 0061: the key after-paint.js keeps is found again in the app's own DOM.
function page(html: string) {
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(EARLY_CLICK_ATTR);
  document.documentElement.removeAttribute(EARLY_CHANGE_ATTR);
  document.documentElement.removeAttribute(EARLY_INPUT_ATTR);
  document.documentElement.removeAttribute(EARLY_FOCUS_ATTR);
});

describe('early input (a tap or a choice on the HTML before the app started)', () => {
  it('names an element by its aria-label, its label (a list), else its text', () => {
    page('<button aria-label="Elegir fecha">📅</button><label for="l">Idioma</label><select id="l"><option>es</option></select><button>  Iniciar\n sesión </button>');
    const [calendar, login] = [...document.querySelectorAll('button')];
    expect(earlyNameOf(calendar!)).toBe('Elegir fecha');
    expect(earlyNameOf(document.querySelector('select')!)).toBe('Idioma');
    expect(earlyNameOf(login!)).toBe('Iniciar sesión');
  });

  it('finds the nth button of that name on the same side of <main>, never in main\'s inert copy, never a disabled one', () => {
    page(
      '<header><button>Hora</button></header><main><div ' +
        PRERENDERED_COPY_ATTR +
        '><button>Hora</button></div><button id="a">Hora</button><button id="b">Hora</button><button id="c" disabled>Otra</button></main>',
    );
    expect(findEarlyTarget('button', { name: 'Hora', n: 0, inMain: false })?.parentElement?.tagName).toBe('HEADER');
    expect(findEarlyTarget('button', { name: 'Hora', n: 0, inMain: true })?.id).toBe('a');
    expect(findEarlyTarget('button', { name: 'Hora', n: 1, inMain: true })?.id).toBe('b');
    expect(findEarlyTarget('button', { name: 'Hora', n: 2, inMain: true })).toBeNull();
    expect(findEarlyTarget('button', { name: 'Otra', n: 0, inMain: true })).toBeNull();
  });

  it('clicks the kept button once and forgets the key', () => {
    page('<header><button>Iniciar sesión</button></header><main></main>');
    const onClick = vi.fn();
    document.querySelector('button')!.addEventListener('click', onClick);
    document.documentElement.setAttribute(EARLY_CLICK_ATTR, JSON.stringify({ name: 'Iniciar sesión', n: 0, inMain: false }));
    replayEarlyInput();
    replayEarlyInput();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(EARLY_CLICK_ATTR)).toBe(false);
  });

  it('waits for a button that is not there yet (a step still loading), then clicks it', async () => {
    page('<main></main>');
    document.documentElement.setAttribute(EARLY_CLICK_ATTR, JSON.stringify({ name: 'Elegir fecha', n: 0, inMain: true }));
    replayEarlyInput();
    const onClick = vi.fn();
    const b = document.createElement('button');
    b.setAttribute('aria-label', 'Elegir fecha');
    b.addEventListener('click', onClick);
    b.disabled = true;
    document.querySelector('main')!.append(b);
    await Promise.resolve();
    expect(onClick).not.toHaveBeenCalled();
    b.disabled = false;
    await new Promise((r) => setTimeout(r, 0));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives the kept choice to the list that stands in its place, only when it has that value', () => {
    page('<header><label for="l">Idioma</label><select id="l"><option value="es">es</option><option value="en">en</option></select></header><main></main>');
    const select = document.querySelector('select')!;
    const onChange = vi.fn();
    select.addEventListener('change', onChange);
    document.documentElement.setAttribute(EARLY_CHANGE_ATTR, JSON.stringify({ name: 'Idioma', n: 0, inMain: false, value: 'en' }));
    replayEarlyInput();
    expect(select.value).toBe('en');
    expect(onChange).toHaveBeenCalledTimes(1);
    document.documentElement.setAttribute(EARLY_CHANGE_ATTR, JSON.stringify({ name: 'Idioma', n: 0, inMain: false, value: 'xx' }));
    replayEarlyInput();
    expect(select.value).toBe('en');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('writes the text typed into each field that stands in place of the one typed into, as an input event', () => {
    page('<main><label for="a">Fecha de entrada</label><input id="a"><label for="b">Fecha de salida</label><input id="b" value="01/01/2027"></main>');
    const [entry, exit] = [...document.querySelectorAll('input')];
    const heard: string[] = [];
    entry!.addEventListener('input', () => heard.push(entry!.value));
    exit!.addEventListener('input', () => heard.push(exit!.value));
    document.documentElement.setAttribute(
      EARLY_INPUT_ATTR,
      JSON.stringify([
        { name: 'Fecha de entrada', n: 0, inMain: true, value: '20/12/2026' },
        { name: 'Fecha de salida', n: 0, inMain: true, value: '01/01/2027' },
        { name: 'Fecha de salida', n: 0, inMain: true },
        'not a key',
      ]),
    );
    replayEarlyInput();
    expect(entry!.value).toBe('20/12/2026');
    // the same text as the field's: no event
    expect(heard).toEqual(['20/12/2026']);
    expect(document.documentElement.hasAttribute(EARLY_INPUT_ATTR)).toBe(false);
  });

  it('puts the focus back on the field that replaces the one focused, unless something else has it', () => {
    page('<main><label for="a">Fecha de entrada</label><input id="a"><button>Otro</button></main>');
    document.documentElement.setAttribute(EARLY_FOCUS_ATTR, JSON.stringify({ name: 'Fecha de entrada', n: 0, inMain: true, tag: 'input' }));
    replayEarlyInput();
    expect(document.activeElement?.id).toBe('a');
    document.querySelector('button')!.focus();
    document.documentElement.setAttribute(EARLY_FOCUS_ATTR, JSON.stringify({ name: 'Fecha de entrada', n: 0, inMain: true, tag: 'input' }));
    replayEarlyInput();
    expect(document.activeElement?.tagName).toBe('BUTTON');
    document.documentElement.setAttribute(EARLY_FOCUS_ATTR, JSON.stringify({ name: 'Fecha de entrada', n: 0, inMain: true, tag: 'script' }));
    expect(() => replayEarlyInput()).not.toThrow();
  });

  it('ignores a key that is not one (a hand-edited attribute)', () => {
    page('<button>Iniciar sesión</button>');
    const onClick = vi.fn();
    document.querySelector('button')!.addEventListener('click', onClick);
    for (const bad of ['not json', 'null', '{"name":1,"n":0,"inMain":false}', '{"name":"Iniciar sesión"}']) {
      document.documentElement.setAttribute(EARLY_CLICK_ATTR, bad);
      document.documentElement.setAttribute(EARLY_INPUT_ATTR, bad);
      expect(() => replayEarlyInput()).not.toThrow();
    }
    expect(onClick).not.toHaveBeenCalled();
  });
});
