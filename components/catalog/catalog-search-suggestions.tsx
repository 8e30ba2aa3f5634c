'use client';
// The catalog's search box with suggestions as the buyer types (GET /v2/catalog/suggest): a
// native datalist, so the keyboard and screen readers work as with any input; the form still
// submits the typed text without script.
import { useEffect, useState } from 'react';
import { requestJson } from '@/lib/client/cart-http';

interface Suggestion {
  styleID: number;
  brandName: string;
  styleName: string;
  title: string;
}

export function CatalogSearchSuggestions({ defaultValue }: { defaultValue: string }) {
  const [text, setText] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const typed = text.trim();
    if (typed.length < 2) return;
    const controller = new AbortController();
    const id = setTimeout(() => {
      requestJson<Suggestion[]>(`/v2/catalog/suggest?q=${encodeURIComponent(typed)}`, {
        signal: controller.signal,
      })
        .then(({ body }) => setSuggestions(body))
        .catch(() => undefined); // suggestions are a help, not a need
    }, 200);
    return () => {
      clearTimeout(id);
      controller.abort();
    };
  }, [text]);
  return (
    <>
      <input
        id="catalog-q"
        name="q"
        type="search"
        list="catalog-suggestions"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Style, brand, title, part number, sku or gtin"
        className="rounded-md border border-slate-300 px-3 py-2"
      />
      <datalist id="catalog-suggestions" data-testid="catalog-suggestions">
        {(text.trim().length < 2 ? [] : suggestions).map((s) => (
          <option key={s.styleID} value={`${s.brandName} ${s.styleName}`}>
            {s.title}
          </option>
        ))}
      </datalist>
    </>
  );
}
