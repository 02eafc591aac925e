//! Comparisons and `Default` for tuples (Clone, Copy, Debug and Hash are
//! elsewhere or built into the compiler).

use crate::cmp::Ordering::{self, Equal};

macro_rules! tuple_impls {
    ($(($($T:ident $i:tt)+))*) => {$(
        impl<$($T: PartialEq),+> PartialEq for ($($T,)+) {
            fn eq(&self, other: &($($T,)+)) -> bool {
                $(self.$i == other.$i)&&+
            }
        }
        impl<$($T: Eq),+> Eq for ($($T,)+) {}
        impl<$($T: PartialOrd + PartialEq),+> PartialOrd for ($($T,)+) {
            fn partial_cmp(&self, other: &($($T,)+)) -> Option<Ordering> {
                $(
                    match self.$i.partial_cmp(&other.$i) {
                        Some(Equal) => {}
                        ordering => return ordering,
                    }
                )+
                Some(Equal)
            }
        }
        impl<$($T: Ord),+> Ord for ($($T,)+) {
            fn cmp(&self, other: &($($T,)+)) -> Ordering {
                $(
                    match self.$i.cmp(&other.$i) {
                        Equal => {}
                        ordering => return ordering,
                    }
                )+
                Equal
            }
        }
        impl<$($T: Default),+> Default for ($($T,)+) {
            fn default() -> ($($T,)+) {
                ($($T::default(),)+)
            }
        }
    )*};
}
tuple_impls! {
    (A 0)
    (A 0 B 1)
    (A 0 B 1 C 2)
    (A 0 B 1 C 2 D 3)
    (A 0 B 1 C 2 D 3 E 4)
    (A 0 B 1 C 2 D 3 E 4 F 5)
}
