// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2018
// Calls, method calls (with turbofish), fields, tuple indices, indexing,
// `?` and `.await`, chained.

async fn g() {
    f();
    f(1, 2,);
    (f)(1);
    a.b;
    a.b.c;
    a.0;
    a.0.1;
    a.b();
    a.b::<u8>(1);
    a.b::<Vec<u8>, _>();
    a[0];
    a[0][1];
    a?;
    a.b()?.c()?;
    fut.await;
    fut.await?;
    a.b().await.c;
    1.0.max(2.0);
    1.max(2);
    f()()[0].x.y();
    v.iter().map(|x| x + 1).collect::<Vec<_>>();
}

fn main() {}
