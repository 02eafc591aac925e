// An enum used as a value: its variants are suggested.

enum Signal {
    Stop,
    Go(u8),
    Wait { secs: u32 },
}

fn main() {
    let _s = Signal; //~ ERROR expected value, found enum `Signal`
    let _t = Signal::Stop;
}
