import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SidebarProvider, useSidebar } from './sidebar';

function SidebarState() {
  return <p data-testid="state">{useSidebar().state}</p>;
}

function renderWithField() {
  render(
    <SidebarProvider>
      <SidebarState />
      <label>
        Name
        <input />
      </label>
      <div contentEditable suppressContentEditableWarning data-testid="editable">
        text
      </div>
    </SidebarProvider>,
  );
  return userEvent.setup();
}

describe('the sidebar shortcut Ctrl/Cmd+B', () => {
  it('toggles the sidebar when the focus is on the page', async () => {
    const user = renderWithField();
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByTestId('state')).toHaveTextContent('collapsed');
    await user.keyboard('{Meta>}b{/Meta}');
    expect(screen.getByTestId('state')).toHaveTextContent('expanded');
  });

  it('does nothing while the focus is in a text field', async () => {
    const user = renderWithField();
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByTestId('state')).toHaveTextContent('expanded');
    await user.click(screen.getByTestId('editable'));
    await user.keyboard('{Meta>}b{/Meta}');
    expect(screen.getByTestId('state')).toHaveTextContent('expanded');
  });
});
