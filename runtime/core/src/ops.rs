//! Overloadable operators and the traits behind language syntax: `+`..,
//! `*x`, `x[i]`, calls, `..`, `?`, drops, unsizing, generators.

use crate::fmt;
use crate::hash::Hash;
use crate::marker::Unsize;
use crate::pin::Pin;

// ---- arithmetic and bit operators -------------------------------------

macro_rules! binop_trait {
    ($($(#[$a:meta])* $lang:literal $Trait:ident $method:ident;)*) => {$(
        $(#[$a])*
        #[lang = $lang]
        pub trait $Trait<Rhs = Self> {
            /// The resulting type of the operator.
            type Output;
            /// Performs the operation.
            #[must_use]
            fn $method(self, rhs: Rhs) -> Self::Output;
        }
    )*};
}
binop_trait! {
    #[doc(alias = "+")] "add" Add add;
    #[doc(alias = "-")] "sub" Sub sub;
    #[doc(alias = "*")] "mul" Mul mul;
    #[doc(alias = "/")] "div" Div div;
    #[doc(alias = "%")] "rem" Rem rem;
    #[doc(alias = "&")] "bitand" BitAnd bitand;
    #[doc(alias = "|")] "bitor" BitOr bitor;
    #[doc(alias = "^")] "bitxor" BitXor bitxor;
    #[doc(alias = "<<")] "shl" Shl shl;
    #[doc(alias = ">>")] "shr" Shr shr;
}

macro_rules! assign_trait {
    ($($lang:literal $Trait:ident $method:ident;)*) => {$(
        #[lang = $lang]
        pub trait $Trait<Rhs = Self> {
            /// Performs the operation in place.
            fn $method(&mut self, rhs: Rhs);
        }
    )*};
}
assign_trait! {
    "add_assign" AddAssign add_assign;
    "sub_assign" SubAssign sub_assign;
    "mul_assign" MulAssign mul_assign;
    "div_assign" DivAssign div_assign;
    "rem_assign" RemAssign rem_assign;
    "bitand_assign" BitAndAssign bitand_assign;
    "bitor_assign" BitOrAssign bitor_assign;
    "bitxor_assign" BitXorAssign bitxor_assign;
    "shl_assign" ShlAssign shl_assign;
    "shr_assign" ShrAssign shr_assign;
}

/// The unary `-` operator.
#[lang = "neg"]
#[doc(alias = "-")]
pub trait Neg {
    type Output;
    #[must_use]
    fn neg(self) -> Self::Output;
}

/// The unary `!` operator.
#[lang = "not"]
#[doc(alias = "!")]
pub trait Not {
    type Output;
    #[must_use]
    fn not(self) -> Self::Output;
}

// The impls for primitive types. The bodies use the operator itself: on
// primitive operands the compiler does the operation without calling
// the trait. v0: by-value operands only (no `&a + b` forms yet), and
// shifts by the same type, `u32` or `i32` only.
macro_rules! binop_impls {
    ($Trait:ident $method:ident $op:tt $Assign:ident $assign:ident: $($t:ty)*) => {$(
        impl $Trait for $t {
            type Output = $t;
            fn $method(self, rhs: $t) -> $t { self $op rhs }
        }
        impl $Assign for $t {
            fn $assign(&mut self, rhs: $t) { *self = *self $op rhs; }
        }
        impl<'a> $Trait<$t> for &'a $t {
            type Output = $t;
            fn $method(self, rhs: $t) -> $t { *self $op rhs }
        }
        impl<'a> $Trait<&'a $t> for $t {
            type Output = $t;
            fn $method(self, rhs: &'a $t) -> $t { self $op *rhs }
        }
        impl<'a, 'b> $Trait<&'a $t> for &'b $t {
            type Output = $t;
            fn $method(self, rhs: &'a $t) -> $t { *self $op *rhs }
        }
        impl<'a> $Assign<&'a $t> for $t {
            fn $assign(&mut self, rhs: &'a $t) { *self = *self $op *rhs; }
        }
    )*};
}
macro_rules! arith_impls {
    ($($t:ty)*) => {
        binop_impls!(Add add + AddAssign add_assign: $($t)*);
        binop_impls!(Sub sub - SubAssign sub_assign: $($t)*);
        binop_impls!(Mul mul * MulAssign mul_assign: $($t)*);
        binop_impls!(Div div / DivAssign div_assign: $($t)*);
        binop_impls!(Rem rem % RemAssign rem_assign: $($t)*);
    };
}
arith_impls!(usize u8 u16 u32 u64 u128 isize i8 i16 i32 i64 i128 f32 f64);

macro_rules! bit_impls {
    ($($t:ty)*) => {
        binop_impls!(BitAnd bitand & BitAndAssign bitand_assign: $($t)*);
        binop_impls!(BitOr bitor | BitOrAssign bitor_assign: $($t)*);
        binop_impls!(BitXor bitxor ^ BitXorAssign bitxor_assign: $($t)*);
        $(
            impl Not for $t {
                type Output = $t;
                fn not(self) -> $t { !self }
            }
            impl<'a> Not for &'a $t {
                type Output = $t;
                fn not(self) -> $t { !*self }
            }
        )*
    };
}
bit_impls!(bool usize u8 u16 u32 u64 u128 isize i8 i16 i32 i64 i128);

macro_rules! neg_impls {
    ($($t:ty)*) => {$(
        impl Neg for $t {
            type Output = $t;
            fn neg(self) -> $t { -self }
        }
        impl<'a> Neg for &'a $t {
            type Output = $t;
            fn neg(self) -> $t { -*self }
        }
    )*};
}
neg_impls!(isize i8 i16 i32 i64 i128 f32 f64);

macro_rules! shift_impls {
    ($($t:ty: $($f:ty)*;)*) => {$($(
        impl Shl<$f> for $t {
            type Output = $t;
            fn shl(self, rhs: $f) -> $t { self << rhs }
        }
        impl Shr<$f> for $t {
            type Output = $t;
            fn shr(self, rhs: $f) -> $t { self >> rhs }
        }
    )*
        impl ShlAssign for $t {
            fn shl_assign(&mut self, rhs: $t) { *self = *self << rhs; }
        }
        impl ShrAssign for $t {
            fn shr_assign(&mut self, rhs: $t) { *self = *self >> rhs; }
        }
    )*};
}
shift_impls! {
    u8: u8 u32 i32; u16: u16 u32 i32; u32: u32 i32; u64: u64 u32 i32; u128: u128 u32 i32;
    usize: usize u32 i32; i8: i8 u32 i32; i16: i16 u32 i32; i32: i32 u32; i64: i64 u32 i32;
    i128: i128 u32 i32; isize: isize u32 i32;
}

// ---- deref, drop, calls, indexing -------------------------------------

/// `*v` on immutable places.
#[lang = "deref"]
#[rustc_diagnostic_item = "Deref"]
pub trait Deref {
    /// The type pointed to.
    #[lang = "deref_target"]
    type Target: ?Sized;
    /// Dereferences the value.
    #[must_use]
    fn deref(&self) -> &Self::Target;
}

impl<T: ?Sized> Deref for &T {
    type Target = T;
    fn deref(&self) -> &T {
        *self
    }
}
impl<T: ?Sized> !DerefMut for &T {}
impl<T: ?Sized> Deref for &mut T {
    type Target = T;
    fn deref(&self) -> &T {
        *self
    }
}

/// `*v` on mutable places.
#[lang = "deref_mut"]
pub trait DerefMut: Deref {
    /// Mutably dereferences the value.
    fn deref_mut(&mut self) -> &mut Self::Target;
}

impl<T: ?Sized> DerefMut for &mut T {
    fn deref_mut(&mut self) -> &mut T {
        *self
    }
}

/// Types usable as method receivers (`self: Rc<Self>`...).
#[lang = "receiver"]
pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
impl<T: ?Sized> Receiver for &mut T {}

/// Custom code run when a value goes out of scope.
#[lang = "drop"]
pub trait Drop {
    /// Executes the destructor for this type.
    fn drop(&mut self);
}

/// Call by shared reference.
#[lang = "fn"]
#[rustc_paren_sugar]
#[must_use = "closures are lazy and do nothing unless called"]
pub trait Fn<Args>: FnMut<Args> {
    /// Performs the call operation.
    extern "rust-call" fn call(&self, args: Args) -> Self::Output;
}

/// Call by mutable reference.
#[lang = "fn_mut"]
#[rustc_paren_sugar]
#[must_use = "closures are lazy and do nothing unless called"]
pub trait FnMut<Args>: FnOnce<Args> {
    /// Performs the call operation.
    extern "rust-call" fn call_mut(&mut self, args: Args) -> Self::Output;
}

/// Call by value.
#[lang = "fn_once"]
#[rustc_paren_sugar]
#[must_use = "closures are lazy and do nothing unless called"]
pub trait FnOnce<Args> {
    /// The returned type after the call operator is used.
    #[lang = "fn_once_output"]
    type Output;
    /// Performs the call operation.
    extern "rust-call" fn call_once(self, args: Args) -> Self::Output;
}

impl<A, F: ?Sized + Fn<A>> Fn<A> for &F {
    extern "rust-call" fn call(&self, args: A) -> F::Output {
        (**self).call(args)
    }
}
impl<A, F: ?Sized + Fn<A>> FnMut<A> for &F {
    extern "rust-call" fn call_mut(&mut self, args: A) -> F::Output {
        (**self).call(args)
    }
}
impl<A, F: ?Sized + Fn<A>> FnOnce<A> for &F {
    type Output = F::Output;
    extern "rust-call" fn call_once(self, args: A) -> F::Output {
        (*self).call(args)
    }
}
impl<A, F: ?Sized + FnMut<A>> FnMut<A> for &mut F {
    extern "rust-call" fn call_mut(&mut self, args: A) -> F::Output {
        (*self).call_mut(args)
    }
}
impl<A, F: ?Sized + FnMut<A>> FnOnce<A> for &mut F {
    type Output = F::Output;
    extern "rust-call" fn call_once(self, args: A) -> F::Output {
        (*self).call_mut(args)
    }
}

/// `container[index]` on immutable places.
#[lang = "index"]
pub trait Index<Idx: ?Sized> {
    /// The returned type after indexing.
    type Output: ?Sized;
    /// Performs the indexing operation.
    #[track_caller]
    fn index(&self, index: Idx) -> &Self::Output;
}

/// `container[index]` on mutable places.
#[lang = "index_mut"]
pub trait IndexMut<Idx: ?Sized>: Index<Idx> {
    /// Performs the mutable indexing operation.
    #[track_caller]
    fn index_mut(&mut self, index: Idx) -> &mut Self::Output;
}

// ---- ranges --------------------------------------------------------------

/// `..`
#[lang = "RangeFull"]
pub struct RangeFull;
impl Copy for RangeFull {}
impl Clone for RangeFull {
    fn clone(&self) -> Self { *self }
}
impl Default for RangeFull {
    fn default() -> Self { Self }
}
impl PartialEq for RangeFull {
    fn eq(&self, other: &Self) -> bool { true }
}
impl Eq for RangeFull {}
impl crate::hash::Hash for RangeFull {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        let _ = state;
    }
}

impl fmt::Debug for RangeFull {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt.write_str("..")
    }
}

/// `start..end`
#[lang = "Range"]
pub struct Range<Idx> {
    /// The lower bound of the range (inclusive).
    pub start: Idx,
    /// The upper bound of the range (exclusive).
    pub end: Idx,
}
impl<Idx: Clone> Clone for Range<Idx> {
    fn clone(&self) -> Self {
        Range { start: self.start.clone(), end: self.end.clone() }
    }
}
impl<Idx: Default> Default for Range<Idx> {
    fn default() -> Self {
        Range { start: Idx::default(), end: Idx::default() }
    }
}
impl<Idx: PartialEq> PartialEq for Range<Idx> {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start && self.end == other.end
    }
}
impl<Idx: Eq> Eq for Range<Idx> {}
impl<Idx: crate::hash::Hash> crate::hash::Hash for Range<Idx> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        self.start.hash(state);
        self.end.hash(state);
    }
}

impl<Idx: fmt::Debug> fmt::Debug for Range<Idx> {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.start, fmt)?;
        fmt.write_str("..")?;
        fmt::Debug::fmt(&self.end, fmt)
    }
}

impl<Idx: PartialOrd<Idx>> Range<Idx> {
    /// Whether `item` is in the range.
    pub fn contains<U>(&self, item: &U) -> bool
    where
        Idx: PartialOrd<U>,
        U: ?Sized + PartialOrd<Idx>,
    {
        <Self as RangeBounds<Idx>>::contains(self, item)
    }
    /// Whether the range holds no items.
    pub fn is_empty(&self) -> bool {
        !(self.start < self.end)
    }
}

/// `start..`
#[lang = "RangeFrom"]
pub struct RangeFrom<Idx> {
    /// The lower bound of the range (inclusive).
    pub start: Idx,
}
impl<Idx: Clone> Clone for RangeFrom<Idx> {
    fn clone(&self) -> Self {
        RangeFrom { start: self.start.clone() }
    }
}
impl<Idx: PartialEq> PartialEq for RangeFrom<Idx> {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start
    }
}
impl<Idx: Eq> Eq for RangeFrom<Idx> {}
impl<Idx: crate::hash::Hash> crate::hash::Hash for RangeFrom<Idx> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        self.start.hash(state);
    }
}

impl<Idx: fmt::Debug> fmt::Debug for RangeFrom<Idx> {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.start, fmt)?;
        fmt.write_str("..")
    }
}

/// `..end`
#[lang = "RangeTo"]
pub struct RangeTo<Idx> {
    /// The upper bound of the range (exclusive).
    pub end: Idx,
}
impl<Idx: Copy> Copy for RangeTo<Idx> {}
impl<Idx: Clone> Clone for RangeTo<Idx> {
    fn clone(&self) -> Self {
        RangeTo { end: self.end.clone() }
    }
}
impl<Idx: PartialEq> PartialEq for RangeTo<Idx> {
    fn eq(&self, other: &Self) -> bool {
        self.end == other.end
    }
}
impl<Idx: Eq> Eq for RangeTo<Idx> {}
impl<Idx: crate::hash::Hash> crate::hash::Hash for RangeTo<Idx> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        self.end.hash(state);
    }
}

impl<Idx: fmt::Debug> fmt::Debug for RangeTo<Idx> {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt.write_str("..")?;
        fmt::Debug::fmt(&self.end, fmt)
    }
}

/// `start..=end`
#[lang = "RangeInclusive"]
pub struct RangeInclusive<Idx> {
    pub(crate) start: Idx,
    pub(crate) end: Idx,
    // Set once iteration has yielded `end`.
    pub(crate) exhausted: bool,
}
impl<Idx: Clone> Clone for RangeInclusive<Idx> {
    fn clone(&self) -> Self {
        RangeInclusive { start: self.start.clone(), end: self.end.clone(), exhausted: self.exhausted }
    }
}
impl<Idx: PartialEq> PartialEq for RangeInclusive<Idx> {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start && self.end == other.end && self.exhausted == other.exhausted
    }
}
impl<Idx: Eq> Eq for RangeInclusive<Idx> {}
impl<Idx: crate::hash::Hash> crate::hash::Hash for RangeInclusive<Idx> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        self.start.hash(state);
        self.end.hash(state);
        self.exhausted.hash(state);
    }
}

impl<Idx> RangeInclusive<Idx> {
    /// Creates a new inclusive range (what `a..=b` builds).
    #[lang = "range_inclusive_new"]
    #[rustc_promotable]
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub const fn new(start: Idx, end: Idx) -> Self {
        Self { start, end, exhausted: false }
    }
    /// The lower bound of the range (inclusive).
    pub const fn start(&self) -> &Idx {
        &self.start
    }
    /// The upper bound of the range (inclusive).
    pub const fn end(&self) -> &Idx {
        &self.end
    }
    /// Destructures the range into (lower bound, upper bound).
    pub fn into_inner(self) -> (Idx, Idx) {
        (self.start, self.end)
    }
}

impl<Idx: PartialOrd<Idx>> RangeInclusive<Idx> {
    /// Whether `item` is in the range.
    pub fn contains<U>(&self, item: &U) -> bool
    where
        Idx: PartialOrd<U>,
        U: ?Sized + PartialOrd<Idx>,
    {
        <Self as RangeBounds<Idx>>::contains(self, item)
    }
    /// Whether the range holds no items.
    pub fn is_empty(&self) -> bool {
        self.exhausted || !(self.start <= self.end)
    }
}

impl<Idx: fmt::Debug> fmt::Debug for RangeInclusive<Idx> {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.start, fmt)?;
        fmt.write_str("..=")?;
        fmt::Debug::fmt(&self.end, fmt)?;
        if self.exhausted {
            fmt.write_str(" (exhausted)")?;
        }
        Ok(())
    }
}

/// `..=end`
#[lang = "RangeToInclusive"]
pub struct RangeToInclusive<Idx> {
    /// The upper bound of the range (inclusive).
    pub end: Idx,
}
impl<Idx: Copy> Copy for RangeToInclusive<Idx> {}
impl<Idx: Clone> Clone for RangeToInclusive<Idx> {
    fn clone(&self) -> Self {
        RangeToInclusive { end: self.end.clone() }
    }
}
impl<Idx: PartialEq> PartialEq for RangeToInclusive<Idx> {
    fn eq(&self, other: &Self) -> bool {
        self.end == other.end
    }
}
impl<Idx: Eq> Eq for RangeToInclusive<Idx> {}
impl<Idx: crate::hash::Hash> crate::hash::Hash for RangeToInclusive<Idx> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        self.end.hash(state);
    }
}

impl<Idx: fmt::Debug> fmt::Debug for RangeToInclusive<Idx> {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt.write_str("..=")?;
        fmt::Debug::fmt(&self.end, fmt)
    }
}

/// An endpoint of a range of keys.
pub enum Bound<T> {
    /// An inclusive bound.
    Included(T),
    /// An exclusive bound.
    Excluded(T),
    /// An infinite endpoint.
    Unbounded,
}
impl<T: Clone> Clone for Bound<T> {
    fn clone(&self) -> Self {
        match self {
            Bound::Included(x) => Bound::Included(x.clone()),
            Bound::Excluded(x) => Bound::Excluded(x.clone()),
            Bound::Unbounded => Bound::Unbounded,
        }
    }
}
impl<T: Copy> Copy for Bound<T> {}
impl<T: crate::fmt::Debug> crate::fmt::Debug for Bound<T> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        match self {
            Bound::Included(x) => f.debug_tuple("Included").field(x).finish(),
            Bound::Excluded(x) => f.debug_tuple("Excluded").field(x).finish(),
            Bound::Unbounded => f.write_str("Unbounded"),
        }
    }
}
impl<T: crate::hash::Hash> crate::hash::Hash for Bound<T> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        match self {
            Bound::Included(x) => {
                0isize.hash(state);
                x.hash(state);
            }
            Bound::Excluded(x) => {
                1isize.hash(state);
                x.hash(state);
            }
            Bound::Unbounded => 2isize.hash(state),
        }
    }
}
impl<T: PartialEq> PartialEq for Bound<T> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Bound::Included(a), Bound::Included(b)) => a == b,
            (Bound::Excluded(a), Bound::Excluded(b)) => a == b,
            (Bound::Unbounded, Bound::Unbounded) => true,
            _ => false,
        }
    }
}
impl<T: Eq> Eq for Bound<T> {}

impl<T> Bound<T> {
    /// Converts from `&Bound<T>` to `Bound<&T>`.
    pub fn as_ref(&self) -> Bound<&T> {
        match self {
            Bound::Included(x) => Bound::Included(x),
            Bound::Excluded(x) => Bound::Excluded(x),
            Bound::Unbounded => Bound::Unbounded,
        }
    }
    /// Maps the value of the bound.
    pub fn map<U, F: FnOnce(T) -> U>(self, f: F) -> Bound<U> {
        match self {
            Bound::Included(x) => Bound::Included(f(x)),
            Bound::Excluded(x) => Bound::Excluded(f(x)),
            Bound::Unbounded => Bound::Unbounded,
        }
    }
}

impl<T: Clone> Bound<&T> {
    /// Clones the bound's value.
    pub fn cloned(self) -> Bound<T> {
        self.map(|x| x.clone())
    }
}

/// What all ranges have in common: two bounds.
pub trait RangeBounds<T: ?Sized> {
    /// The start bound.
    fn start_bound(&self) -> Bound<&T>;
    /// The end bound.
    fn end_bound(&self) -> Bound<&T>;
    /// Whether `item` is in the range.
    fn contains<U>(&self, item: &U) -> bool
    where
        T: PartialOrd<U>,
        U: ?Sized + PartialOrd<T>,
    {
        let after_start = match self.start_bound() {
            Bound::Included(start) => PartialOrd::le(start, item),
            Bound::Excluded(start) => PartialOrd::lt(start, item),
            Bound::Unbounded => true,
        };
        after_start
            && match self.end_bound() {
                Bound::Included(end) => PartialOrd::le(item, end),
                Bound::Excluded(end) => PartialOrd::lt(item, end),
                Bound::Unbounded => true,
            }
    }
}

impl<T: ?Sized> RangeBounds<T> for RangeFull {
    fn start_bound(&self) -> Bound<&T> {
        Bound::Unbounded
    }
    fn end_bound(&self) -> Bound<&T> {
        Bound::Unbounded
    }
}
impl<T> RangeBounds<T> for RangeFrom<T> {
    fn start_bound(&self) -> Bound<&T> {
        Bound::Included(&self.start)
    }
    fn end_bound(&self) -> Bound<&T> {
        Bound::Unbounded
    }
}
impl<T> RangeBounds<T> for RangeTo<T> {
    fn start_bound(&self) -> Bound<&T> {
        Bound::Unbounded
    }
    fn end_bound(&self) -> Bound<&T> {
        Bound::Excluded(&self.end)
    }
}
impl<T> RangeBounds<T> for Range<T> {
    fn start_bound(&self) -> Bound<&T> {
        Bound::Included(&self.start)
    }
    fn end_bound(&self) -> Bound<&T> {
        Bound::Excluded(&self.end)
    }
}
impl<T> RangeBounds<T> for RangeInclusive<T> {
    fn start_bound(&self) -> Bound<&T> {
        Bound::Included(&self.start)
    }
    fn end_bound(&self) -> Bound<&T> {
        if self.exhausted { Bound::Excluded(&self.end) } else { Bound::Included(&self.end) }
    }
}
impl<T> RangeBounds<T> for RangeToInclusive<T> {
    fn start_bound(&self) -> Bound<&T> {
        Bound::Unbounded
    }
    fn end_bound(&self) -> Bound<&T> {
        Bound::Included(&self.end)
    }
}
impl<T> RangeBounds<T> for (Bound<T>, Bound<T>) {
    fn start_bound(&self) -> Bound<&T> {
        self.0.as_ref()
    }
    fn end_bound(&self) -> Bound<&T> {
        self.1.as_ref()
    }
}

// ---- `?` -----------------------------------------------------------------

/// Tells an operation whether to exit early or go on as usual.
pub enum ControlFlow<B, C = ()> {
    /// Move on to the next phase of the operation as normal.
    #[lang = "Continue"]
    Continue(C),
    /// Exit the operation without running subsequent phases.
    #[lang = "Break"]
    Break(B),
}
impl<B: crate::fmt::Debug, C: crate::fmt::Debug> crate::fmt::Debug for ControlFlow<B, C> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        match self {
            ControlFlow::Continue(c) => f.debug_tuple("Continue").field(c).finish(),
            ControlFlow::Break(b) => f.debug_tuple("Break").field(b).finish(),
        }
    }
}
impl<B: Clone, C: Clone> Clone for ControlFlow<B, C> {
    fn clone(&self) -> Self {
        match self {
            ControlFlow::Continue(c) => ControlFlow::Continue(c.clone()),
            ControlFlow::Break(b) => ControlFlow::Break(b.clone()),
        }
    }
}
impl<B: Copy, C: Copy> Copy for ControlFlow<B, C> {}
impl<B: PartialEq, C: PartialEq> PartialEq for ControlFlow<B, C> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ControlFlow::Continue(a), ControlFlow::Continue(b)) => a == b,
            (ControlFlow::Break(a), ControlFlow::Break(b)) => a == b,
            _ => false,
        }
    }
}
impl<B: Eq, C: Eq> Eq for ControlFlow<B, C> {}
impl<B: crate::hash::Hash, C: crate::hash::Hash> crate::hash::Hash for ControlFlow<B, C> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        match self {
            ControlFlow::Continue(c) => {
                0isize.hash(state);
                c.hash(state);
            }
            ControlFlow::Break(b) => {
                1isize.hash(state);
                b.hash(state);
            }
        }
    }
}

impl<B, C> ControlFlow<B, C> {
    /// Whether this is a `Break`.
    pub fn is_break(&self) -> bool {
        matches!(*self, ControlFlow::Break(_))
    }
    /// Whether this is a `Continue`.
    pub fn is_continue(&self) -> bool {
        matches!(*self, ControlFlow::Continue(_))
    }
    /// The `Break` value, if any.
    pub fn break_value(self) -> Option<B> {
        match self {
            ControlFlow::Continue(..) => None,
            ControlFlow::Break(x) => Some(x),
        }
    }
}

impl<B, C> Try for ControlFlow<B, C> {
    type Output = C;
    type Residual = ControlFlow<B, convert::Infallible>;
    fn from_output(output: Self::Output) -> Self {
        ControlFlow::Continue(output)
    }
    fn branch(self) -> ControlFlow<Self::Residual, Self::Output> {
        match self {
            ControlFlow::Continue(c) => ControlFlow::Continue(c),
            ControlFlow::Break(b) => ControlFlow::Break(ControlFlow::Break(b)),
        }
    }
}
impl<B, C> FromResidual for ControlFlow<B, C> {
    fn from_residual(residual: ControlFlow<B, convert::Infallible>) -> Self {
        match residual {
            ControlFlow::Break(b) => ControlFlow::Break(b),
            ControlFlow::Continue(never) => match never {},
        }
    }
}

use crate::convert;

/// The `?` operator and `try {}` blocks.
#[lang = "Try"]
pub trait Try: FromResidual {
    /// The type of the value produced by `?` when not short-circuiting.
    type Output;
    /// The type of the value passed to `FromResidual::from_residual` when
    /// short-circuiting.
    type Residual;
    /// Constructs the type from its `Output` type.
    #[lang = "from_output"]
    fn from_output(output: Self::Output) -> Self;
    /// Decides whether to continue or short-circuit.
    #[lang = "branch"]
    fn branch(self) -> ControlFlow<Self::Residual, Self::Output>;
}

/// What `?` converts the residual into in the enclosing function.
#[rustc_on_unimplemented(
    message = "the `?` operator can only be used in {ItemContext} that returns `Result` or `Option` (or another type that implements `{FromResidual}`)",
    label = "cannot use the `?` operator in {ItemContext} that returns `{Self}`"
)]
pub trait FromResidual<R = <Self as Try>::Residual> {
    /// Constructs the type from a compatible `Residual` type.
    #[lang = "from_residual"]
    fn from_residual(residual: R) -> Self;
}

/// What `do yeet expr` builds.
#[lang = "from_yeet"]
pub fn from_yeet<T, Y>(yeeted: Y) -> T
where
    T: FromResidual<Yeet<Y>>,
{
    FromResidual::from_residual(Yeet(yeeted))
}

/// Allows retrieving the canonical type implementing `Try` that has this
/// type as its residual and `O` as its output.
pub trait Residual<O> {
    /// The "return" type of this meta-function.
    type TryType: Try<Output = O, Residual = Self>;
}

/// The residual of `do yeet`.
pub struct Yeet<T>(pub T);
impl<T: crate::fmt::Debug> crate::fmt::Debug for Yeet<T> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        f.debug_tuple("Yeet").field(&self.0).finish()
    }
}

// ---- unsizing --------------------------------------------------------------

/// Pointer types that can be unsized (`&[T; N]` to `&[T]`, `Box<T>` to
/// `Box<dyn Trait>`).
#[lang = "coerce_unsized"]
pub trait CoerceUnsized<T: ?Sized> {}

impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a mut U> for &'a mut T {}
impl<'a, 'b: 'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'b mut T {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<*mut U> for &'a mut T {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<*const U> for &'a mut T {}
impl<'a, 'b: 'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'b T {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<*const U> for &'a T {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<*mut U> for *mut T {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<*const U> for *mut T {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<*const U> for *const T {}

/// Receivers that trait objects can dispatch on (`self: Box<Self>`).
#[lang = "dispatch_from_dyn"]
pub trait DispatchFromDyn<T> {}

impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<&'a U> for &'a T {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<&'a mut U> for &'a mut T {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<*const U> for *const T {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<*mut U> for *mut T {}

// ---- generators ------------------------------------------------------------

/// The result of resuming a generator.
#[lang = "generator_state"]
pub enum GeneratorState<Y, R> {
    /// The generator suspended with a value.
    Yielded(Y),
    /// The generator completed with a return value.
    Complete(R),
}
impl<Y: Clone, R: Clone> Clone for GeneratorState<Y, R> {
    fn clone(&self) -> Self {
        match self {
            GeneratorState::Yielded(y) => GeneratorState::Yielded(y.clone()),
            GeneratorState::Complete(r) => GeneratorState::Complete(r.clone()),
        }
    }
}
impl<Y: Copy, R: Copy> Copy for GeneratorState<Y, R> {}
impl<Y: PartialEq, R: PartialEq> PartialEq for GeneratorState<Y, R> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (GeneratorState::Yielded(a), GeneratorState::Yielded(b)) => a == b,
            (GeneratorState::Complete(a), GeneratorState::Complete(b)) => a == b,
            _ => false,
        }
    }
}
impl<Y: PartialOrd, R: PartialOrd> PartialOrd for GeneratorState<Y, R> {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> {
        match (self, other) {
            (GeneratorState::Yielded(a), GeneratorState::Yielded(b)) => a.partial_cmp(b),
            (GeneratorState::Complete(a), GeneratorState::Complete(b)) => a.partial_cmp(b),
            (GeneratorState::Yielded(_), GeneratorState::Complete(_)) => Some(crate::cmp::Ordering::Less),
            (GeneratorState::Complete(_), GeneratorState::Yielded(_)) => Some(crate::cmp::Ordering::Greater),
        }
    }
}
impl<Y: Eq, R: Eq> Eq for GeneratorState<Y, R> {}
impl<Y: Ord, R: Ord> Ord for GeneratorState<Y, R> {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering {
        match (self, other) {
            (GeneratorState::Yielded(a), GeneratorState::Yielded(b)) => a.cmp(b),
            (GeneratorState::Complete(a), GeneratorState::Complete(b)) => a.cmp(b),
            (GeneratorState::Yielded(_), GeneratorState::Complete(_)) => crate::cmp::Ordering::Less,
            (GeneratorState::Complete(_), GeneratorState::Yielded(_)) => crate::cmp::Ordering::Greater,
        }
    }
}
impl<Y: crate::fmt::Debug, R: crate::fmt::Debug> crate::fmt::Debug for GeneratorState<Y, R> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        match self {
            GeneratorState::Yielded(y) => f.debug_tuple("Yielded").field(y).finish(),
            GeneratorState::Complete(r) => f.debug_tuple("Complete").field(r).finish(),
        }
    }
}
impl<Y: crate::hash::Hash, R: crate::hash::Hash> crate::hash::Hash for GeneratorState<Y, R> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        match self {
            GeneratorState::Yielded(y) => {
                0isize.hash(state);
                y.hash(state);
            }
            GeneratorState::Complete(r) => {
                1isize.hash(state);
                r.hash(state);
            }
        }
    }
}

/// The trait implemented by generator literals.
#[lang = "generator"]
#[fundamental]
pub trait Generator<R = ()> {
    /// The type of value this generator yields.
    type Yield;
    /// The type of value this generator returns.
    #[lang = "generator_return"]
    type Return;
    /// Resumes the execution of this generator.
    fn resume(self: Pin<&mut Self>, arg: R) -> GeneratorState<Self::Yield, Self::Return>;
}
