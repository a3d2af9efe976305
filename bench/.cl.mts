import cluster from 'node:cluster';
const n = Number(process.env.WORKERS ?? 2);
if (cluster.isPrimary) { for (let i = 0; i < n; i++) cluster.fork(); }
else { const { startServer } = await import('/work/wt-lead/api/src/server.ts'); await startServer(); }
