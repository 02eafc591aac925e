// check-pass
// An extern static may be of an extern type, or of a struct whose tail
// is one (rustc's allow_foreign_ty): not the Sized error of other statics.
#![feature(extern_types)]

extern "C" {
    pub type StartFn;
    pub static start: StartFn;
}

#[repr(transparent)]
pub struct TransparentType(StartFn);
extern "C" {
    pub static start2: TransparentType;
}

fn main() {}
