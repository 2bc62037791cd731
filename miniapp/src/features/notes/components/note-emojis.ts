/** Space-separated emojis to a list. */
const emojis = (list: string): readonly string[] => list.trim().split(/\s+/);

/** Emojis the editor appends to a note's text, in two tabs (core.md 2 "Mood screen"): 48 each. */
export const NOTE_EMOJIS = {
  basic: emojis(`
    😀 😃 😄 😁 😊 🙂 😉 😍 🥰 😘 😋 😎 🤩 🥳 😌 😴
    🤔 🤗 😐 😶 🙄 😏 😬 😮 😯 😲 🥺 😢 😭 😤 😠 😡
    😱 😨 😰 😓 🤒 🤕 🤯 😵 👍 👎 👏 🙏 💪 ❤️ 💔 ✨
  `),
  special: emojis(`
    ☀️ 🌤️ ⛅ 🌧️ ⛈️ ❄️ 🌈 🌙 ⭐ 🔥 💧 🌊 🌸 🌻 🌿 🍀
    🍂 🐶 🐱 🦊 🐼 🦋 🍎 🍓 🍕 🍰 ☕ 🍵 🎉 🎁 🎈 🎂
    🏃 🧘 🚴 🏊 📚 ✏️ 💻 🎵 🎨 🎮 ✈️ 🏠 💼 💰 🏆 🎯
  `),
} as const;

export type EmojiTab = keyof typeof NOTE_EMOJIS;
