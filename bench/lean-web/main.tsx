/**
 * The front-end bench's lean reference: the stack Claybook is built on (React 19, React Router, TanStack
 * Query), one bundle, drawing what Claybook's first screens draw from the same API on the same server: My Pieces'
 * first page, and a piece with its stage history. No loader, no offline layer, no lazy parts, no UI kit. Lighthouse
 * measures it in the same run as Claybook, so the report shows what the stack itself costs on this machine.
 */
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Link, Route, Routes, useParams } from "react-router";
import "./lean.css";

interface Piece {
  id: number;
  name: string;
  clayBody: string;
  currentStage: string | null;
}
interface StageEntry {
  id: number;
  stage: string;
  location: string;
  date: string;
}

async function get<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

function PiecesPage() {
  const list = useQuery({ queryKey: ["pieces", 1], queryFn: () => get<{ data: Piece[] }>("/api/pieces?page=1&limit=20") });
  return (
    <main>
      <h1>My Pieces</h1>
      {list.data ? (
        <ul>
          {list.data.data.map((piece) => (
            <li key={piece.id}>
              <Link to={`/pieces/${piece.id}`}>
                <span className="thumb" aria-hidden="true" />
                <span>
                  <strong>{piece.name}</strong>
                  <br />
                  <span className="muted">
                    {piece.currentStage ?? "No stage"} · {piece.clayBody}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="loading">Loading…</p>
      )}
    </main>
  );
}

function PiecePage() {
  const { id } = useParams();
  const piece = useQuery({ queryKey: ["piece", id], queryFn: () => get<Piece>(`/api/pieces/${id}`) });
  const stages = useQuery({ queryKey: ["stages", id], queryFn: () => get<{ data: StageEntry[] }>(`/api/pieces/${id}/stage-history`) });
  if (!piece.data || !stages.data) return <p className="loading">Loading…</p>;
  return (
    <main>
      <h1>{piece.data.name}</h1>
      <p className="muted">{piece.data.clayBody}</p>
      <ul>
        {stages.data.data.map((entry) => (
          <li key={entry.id}>
            {entry.stage} · {entry.location} · {entry.date}
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path="/pieces" element={<PiecesPage />} />
          <Route path="/pieces/:id" element={<PiecePage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
