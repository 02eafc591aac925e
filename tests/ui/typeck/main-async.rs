// edition:2018
// `async fn main` is E0752. rcc used to accept it and stopped in mono
// (the future's Termination::report could not be resolved).

async fn main() -> Result<i32, ()> {
//~^ ERROR `main` function is not allowed to be `async`
    Ok(1)
}
