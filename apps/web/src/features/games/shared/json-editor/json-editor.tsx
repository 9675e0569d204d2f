import { useEffect, useEffectEvent, useRef } from 'react';
import './monaco-environment';
import './monaco-features';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import 'monaco-editor/esm/vs/language/json/monaco.contribution';

export type JsonEditorProps = {
  /** Names the editor's model and schema; one per page (e.g. 'rule-finding-instance'). */
  name: string;
  /** The text the editor starts with. */
  defaultValue: string;
  /** JSON Schema of the document: completion, hover and inline errors come from it. */
  schema: Record<string, unknown>;
  onChange: (value: string) => void;
  ariaLabel: string;
};

/**
 * A Monaco JSON editor validating against `schema`. Loaded lazily (React.lazy) by the New pages
 * only: Monaco is several hundred KB and no other page needs it.
 */
export default function JsonEditor({
  name,
  defaultValue,
  schema,
  onChange,
  ariaLabel,
}: JsonEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  const emitChange = useEffectEvent(onChange);

  useEffect(() => {
    if (!container.current) return;
    const uri = monaco.Uri.parse(`inmemory://cogniplay/${name}.json`);
    const schemaUri = `inmemory://cogniplay/${name}.schema.json`;
    monaco.languages.json.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      enableSchemaRequest: false,
      schemaValidation: 'error',
      schemas: [{ uri: schemaUri, fileMatch: [uri.toString()], schema }],
    });
    const model =
      monaco.editor.getModel(uri) ?? monaco.editor.createModel(defaultValue, 'json', uri);
    model.setValue(defaultValue);
    const editor = monaco.editor.create(container.current, {
      model,
      ariaLabel,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      tabSize: 2,
      fontSize: 13,
      fixedOverflowWidgets: true,
    });
    const subscription = model.onDidChangeContent(() => emitChange(model.getValue()));
    return () => {
      subscription.dispose();
      editor.dispose();
      model.dispose();
    };
    // The editor is created once per page; later prop changes are not mirrored into it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={container} className="h-[28rem] w-full" data-testid="json-editor" />;
}
