import '../eleven.css';

/** 排位赛's prizes by place, from the first; the places past the list win nothing. */
export function RankingPrizes({ places, prizes }: { places: number; prizes: string[] }) {
  return (
    <section className="yc-eleven-prizes" aria-label="名次奖励">
      <h2 className="yc-eleven-subtitle">名次奖励（前{places}名上榜）</h2>
      <ol>
        {prizes.map((prize, index) => (
          <li key={index}>
            第{index + 1}名：{prize}
          </li>
        ))}
      </ol>
    </section>
  );
}
