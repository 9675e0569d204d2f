// Node runs WebAssembly, but @types/node does not declare it (TypeScript's DOM library does, and
// the server leaves that out). The part that starting the embedded database uses.
declare namespace WebAssembly {
  interface Module {
    readonly __compiledWebAssembly?: never;
  }
  function compile(bytes: Uint8Array): Promise<Module>;
}
