'use client';
import { useEffect, useRef, useState } from 'react';

interface Props {
  images: { src: string; label: string }[];
  alt: string;
}

/** Medium images are stored (`_fm`); the large one (`_fl`) is loaded only when asked for. */
const largeOf = (src: string) => src.replace(/_fm\.jpg$/i, '_fl.jpg');

export function StyleGallery({ images, alt }: Props) {
  const [index, setIndex] = useState(0);
  const [large, setLarge] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const current = images[Math.min(index, images.length - 1)];

  useEffect(() => setIndex(0), [images]);
  useEffect(() => {
    if (large) dialog.current?.showModal();
    else dialog.current?.close();
  }, [large]);

  if (!current) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-lg bg-slate-100 text-slate-500">
        No images
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => setLarge(true)}
        className="overflow-hidden rounded-lg border border-slate-200 bg-white"
        aria-label={`View a large image: ${alt}, ${current.label}`}
      >
        <img
          src={`/${current.src}`}
          alt={`${alt}, ${current.label}`}
          width={500}
          height={500}
          // The page's largest paint: fetched before the thumbnails beside it.
          fetchPriority="high"
          className="aspect-square w-full object-contain"
        />
      </button>
      <ul className="flex flex-wrap gap-2" aria-label="Images">
        {images.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-pressed={i === index}
              aria-label={image.label}
              className={`overflow-hidden rounded border-2 ${i === index ? 'border-brand-600' : 'border-transparent'}`}
            >
              <img
                src={`/${image.src}`}
                alt=""
                width={64}
                height={64}
                fetchPriority="low"
                className="h-16 w-16 object-contain"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        onClose={() => setLarge(false)}
        aria-label={`${alt}, ${current.label}, large`}
        className="m-auto max-h-[95vh] max-w-[95vw] rounded-lg p-2 backdrop:bg-black/60"
      >
        {large && (
          <img
            src={`/${largeOf(current.src)}`}
            alt={`${alt}, ${current.label}, large`}
            width={1000}
            height={1000}
            className="max-h-[85vh] w-auto object-contain"
          />
        )}
        <form method="dialog" className="mt-2 text-right">
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
            autoFocus
          >
            Close
          </button>
        </form>
      </dialog>
    </div>
  );
}
