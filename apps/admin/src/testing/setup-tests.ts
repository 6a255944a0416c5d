import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// An upload's FormData goes through Node's fetch, which reads only Node's FormData, File and Blob: with
// jsdom's, the file would leave nameless (or as the text "[object File]"). Node's are the browser's API.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob });

// antd's responsive utilities ask for matchMedia, which jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// antd's tabs, tables and overflow lists measure themselves with ResizeObserver, which jsdom lacks too.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Role queries skip their visibility check, which asks jsdom for every element's computed style against
// all of antd's injected style rules: seconds per query on a table page. Tests of what a role must not
// see query for elements that are absent, not merely hidden, so they lose nothing.
// The first render of a page also loads its lazy module (antd's table, form, pickers): on a busy 2-core
// machine that alone can pass the default second of findBy* and waitFor.
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
