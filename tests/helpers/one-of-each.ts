/**
 * One record of every kind a potter can make, made through the API: the bad-input tests need a real id of each to
 * aim their calls at, so a route that takes an id is tested against a row that exists.
 */
import type { TestClient } from "./client";
import { uploadOne } from "./photos";

export async function createOneOfEach(c: TestClient) {
  const photo = await uploadOne(c, 24, 24);
  const inspiration = (await c.post("/api/inspirations", { name: "Idea" })).body;
  const piece = (await c.post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "Stoneware" })).body;
  const stage = (await c.post("/api/stage-history", { pieceId: piece.id, stage: "Formed", location: "Shelf" })).body;
  const glaze = (await c.post("/api/glazes", { name: "Celadon" })).body;
  const glaze2 = (await c.post("/api/glazes", { name: "Tenmoku" })).body;
  const comboGlaze = (await c.post("/api/glaze-combinations", { baseLayerGlazeId: glaze.id, topLayerGlazeId: glaze2.id })).body;
  const layer = (await c.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", glazeId: glaze.id })).body;
  await c.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", materialName: "Clear" });
  const combo = (await c.post("/api/surface-combos", { pieceId: piece.id, name: "Stack" })).body;
  const tile = (await c.post("/api/test-tiles", { glazeId: glaze.id, clayBody: "B-Mix", cone: "Cone 6" })).body;
  const kiln = (await c.post("/api/kilns", { name: "Skutt" })).body;
  const maintenance = (await c.post(`/api/kilns/${kiln.id}/maintenance`, { kind: "other" })).body;
  const firing = (await c.post("/api/firings", { kind: "bisque", kilnId: kiln.id, pieceIds: [piece.id] })).body;
  const studio = (await c.post("/api/studios", { name: "Clay Commons" })).body;
  const material = (await c.post("/api/materials", { name: "Creek spar", analysis: { SiO2: 68, Al2O3: 18, K2O: 10 } })).body;
  const lines = [
    { materialId: material.id, amount: 40 },
    { materialId: "default:silica", amount: 30 },
    { materialId: "default:whiting", amount: 20 },
  ];
  const recipe = (await c.post("/api/recipes", { name: "Creek celadon", kind: "glaze", cone: "Cone 10", lines })).body;
  // The business side (product.md#r268–r275): a price of each kind, a market day and a sale of a second piece.
  const clayPrice = (await c.post("/api/clay-prices", { clayBody: "Stoneware", bagPrice: "28.00", bagWeight: 25, weightUnit: "kg" })).body;
  const glazePrice = (await c.post("/api/glaze-prices", { name: "Celadon jar", glazeId: glaze.id, jarPrice: "18.00", jarWeight: 500, weightUnit: "g" })).body;
  const materialPrice = (await c.post("/api/material-prices", { materialId: material.id, price: "30.00", weight: 50, weightUnit: "lb" })).body;
  // Glaze materials bought and used (product.md#r291): a purchase, a mix log using it, a reorder level.
  const materialPurchase = (await c.post("/api/material-purchases", { materialId: "default:silica", date: "2026-11-01", quantity: 10, unit: "kg", total: "20.00" })).body;
  const mix = (await c.post(`/api/recipes/${recipe.id}/mixes`, { date: "2026-11-02", batchTotal: 1, batchUnit: "kg" })).body;
  await c.put("/api/reorder-levels", { materialId: "default:silica", level: 20, unit: "kg" });
  const supply = (await c.post("/api/supplies", { name: "Boxes", price: "30.00" })).body;
  const kilnCost = (await c.post("/api/kiln-costs", { kilnId: kiln.id, perFiring: "12.00" })).body;
  const event = (await c.post("/api/events", { name: "Market", date: "2026-11-14" })).body;
  const sold = (await c.post("/api/pieces", { name: "Sold mug", type: "wheel", clayBody: "Stoneware" })).body;
  const sale = (await c.post("/api/sales", { date: "2026-11-14", channel: "market", items: [{ pieceId: sold.id, price: "20.00" }] })).body;
  const business = { clayPrice, glazePrice, materialPrice, materialPurchase, mix, supply, kilnCost, event, sale };
  return { photo, inspiration, piece, stage, glaze, comboGlaze, layer, combo, tile, kiln, maintenance, firing, studio, material, recipe, business };
}
