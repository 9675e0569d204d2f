import { describe, expect, it } from 'vitest';
import { isTextEntry } from './text-entry';

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector(selector)!;
}

describe('isTextEntry', () => {
  it('is true for text inputs, textareas, contenteditable and the Monaco editor', () => {
    expect(isTextEntry(element('<input type="text">', 'input'))).toBe(true);
    expect(isTextEntry(element('<input type="email">', 'input'))).toBe(true);
    expect(isTextEntry(element('<input>', 'input'))).toBe(true);
    expect(isTextEntry(element('<textarea></textarea>', 'textarea'))).toBe(true);
    expect(isTextEntry(element('<div contenteditable="true"><b>x</b></div>', 'b'))).toBe(true);
    expect(
      isTextEntry(
        element(
          '<div class="monaco-editor"><textarea class="inputarea"></textarea></div>',
          'textarea',
        ),
      ),
    ).toBe(true);
    expect(
      isTextEntry(element('<div class="monaco-editor"><div class="edit">x</div></div>', '.edit')),
    ).toBe(true);
  });

  it('is false for buttons, checkboxes, the page itself and no target', () => {
    expect(isTextEntry(element('<button>b</button>', 'button'))).toBe(false);
    expect(isTextEntry(element('<input type="checkbox">', 'input'))).toBe(false);
    expect(isTextEntry(element('<div contenteditable="false">x</div>', 'div'))).toBe(false);
    expect(isTextEntry(document.body)).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
