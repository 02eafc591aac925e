// A tuple-struct pattern naming a unit struct: E0532.

struct Marker;

fn main() {
    let Marker(_x) = Marker; //~ ERROR expected tuple struct or tuple variant, found unit struct `Marker`
}
