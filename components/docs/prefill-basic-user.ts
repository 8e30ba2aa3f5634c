// A Swagger UI plugin that types the signed-in buyer's account number into the Basic auth user
// name of the Authorize dialog: the one credential we can honestly fill in (the API key is stored
// hashed). Swagger UI's input is uncontrolled and its component keeps the name in its own state,
// so the value is set the way a typing user would set it: the native setter, then an input event.

interface SwaggerSystem {
  React: {
    createElement: (type: unknown, props: object | null, ...children: unknown[]) => unknown;
  };
}

const filled = new WeakSet<HTMLInputElement>();

function fillUserName(container: HTMLElement | null, accountNumber: string) {
  const input = container?.querySelector<HTMLInputElement>('input[name="username"]');
  // Once per dialog: a buyer who clears or changes it keeps their own value.
  if (!input || filled.has(input) || input.value !== '') return;
  filled.add(input);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
    input,
    accountNumber,
  );
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function prefillBasicUserPlugin(accountNumber: string) {
  return {
    wrapComponents: {
      // OpenAPI 3 http schemes (Basic among them) render through HttpAuth.
      HttpAuth: (Original: unknown, system: SwaggerSystem) => (props: object) =>
        system.React.createElement(
          'div',
          { ref: (node: HTMLElement | null) => fillUserName(node, accountNumber) },
          system.React.createElement(Original, props),
        ),
    },
  };
}
