// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A tiny stack machine: an enum of instructions interpreted in a loop.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum Ins {
    Push(i64),
    Add,
    Mul,
    Dup,
    Swap,
    JumpIfNonZero(usize),
    Dec,
    Halt,
}
struct Vm {
    stack: [i64; 16],
    sp: usize,
}
impl Vm {
    fn push(&mut self, v: i64) {
        self.stack[self.sp] = v;
        self.sp += 1;
    }
    fn pop(&mut self) -> i64 {
        self.sp -= 1;
        self.stack[self.sp]
    }
    fn run(&mut self, prog: &[Ins]) -> i64 {
        let mut pc = 0;
        loop {
            match prog[pc] {
                Ins::Push(v) => self.push(v),
                Ins::Add => {
                    let (a, b) = (self.pop(), self.pop());
                    self.push(a + b);
                }
                Ins::Mul => {
                    let (a, b) = (self.pop(), self.pop());
                    self.push(a * b);
                }
                Ins::Dup => {
                    let a = self.pop();
                    self.push(a);
                    self.push(a);
                }
                Ins::Swap => {
                    let (a, b) = (self.pop(), self.pop());
                    self.push(a);
                    self.push(b);
                }
                Ins::JumpIfNonZero(t) => {
                    let a = self.pop();
                    if a != 0 {
                        pc = t;
                        continue;
                    }
                }
                Ins::Dec => {
                    let a = self.pop();
                    self.push(a - 1);
                }
                Ins::Halt => return self.pop(),
            }
            pc += 1;
        }
    }
}
fn main() {
    // (1 + 10) swapped with a copy of itself, then summed: 22.
    let prog = [Ins::Push(1), Ins::Push(10), Ins::Add, Ins::Dup, Ins::Swap, Ins::Add, Ins::Halt];
    let mut vm = Vm { stack: [0; 16], sp: 0 };
    let a = vm.run(&prog);
    // Count 5 down to 0 with a backward jump, then add 42.
    let countdown = [Ins::Push(5), Ins::Dec, Ins::Dup, Ins::JumpIfNonZero(1), Ins::Push(42), Ins::Add, Ins::Halt];
    let mut vm3 = Vm { stack: [0; 16], sp: 0 };
    let d = vm3.run(&countdown);
    let mul = [Ins::Push(6), Ins::Push(7), Ins::Mul, Ins::Halt];
    let mut vm4 = Vm { stack: [0; 16], sp: 0 };
    let e = vm4.run(&mul);
    unsafe { printf(c("%ld %ld %ld\n\0"), a, d, e); }
}
