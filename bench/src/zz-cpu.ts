// usage: tsx cpu-per-req.ts <pid> <url> <requests> [cookie]
import fs from 'node:fs';
import autocannon from 'autocannon';
const [pid, url, amount, cookie] = process.argv.slice(2);
const cpu = () => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const before = cpu();
const r = await autocannon({ url, connections: 32, amount: Number(amount), headers: cookie ? { cookie } : {} });
const used = cpu() - before;
console.log(`${url} cpu ${(1000 * used / Number(amount)).toFixed(1)} µs/req, ${Math.round(r.requests.average)} req/s p99 ${r.latency.p99} non2xx ${r.non2xx}`);
